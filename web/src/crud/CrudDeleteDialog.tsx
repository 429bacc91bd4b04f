import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { alertStore } from '../alerts/alertStore';
import { escapeHtml } from '../alerts/escapeHtml';
import { toastStore } from '../alerts/toastStore';
import { errorMessage } from '../lib/graphql/graphqlErrors';
import { ConfirmDialog } from './ConfirmDialog';
import { payloadErrorsOf } from '../forms/mutationErrors';
import type { ResourceDescription, ResourceTypes } from './resource';
import type { CrudWording } from './wording';

/** Props of {@link CrudDeleteDialog}. */
export interface CrudDeleteDialogProps<T extends ResourceTypes> {
  resource: ResourceDescription<T>;
  /** The resource's delete mutation (only resources that have one offer "Delete"). */
  remove: NonNullable<ResourceDescription<T>['remove']>;
  wording: CrudWording;
  /** The record to delete. */
  record: T['record'];
  /** Closes the dialog (after deleting, failing, or "Cancel"). */
  onClose: () => void;
  /** Called after a successful delete (the caller refreshes the list). */
  onDeleted: () => void;
}

/**
 * Confirms and runs a delete (DESIGN §4): a PrimeReact Dialog "Delete <singular>" asking
 * "Delete <singular> <name>?" with "Cancel" (focused: the safe choice) and "Delete" (disabled while
 * deleting); then a toast "<Singular> deleted." or an error alert with the server's message (spec §8: a
 * top-level error, or the DeletePayload's errors),
 * e.g. "Could not delete grade G5. This grade is used by 3 employees and cannot be deleted.".
 */
export function CrudDeleteDialog<T extends ResourceTypes>({ resource, remove: document, wording, record, onClose, onDeleted }: CrudDeleteDialogProps<T>) {
  const [remove] = useMutation(document);
  const [deleting, setDeleting] = useState(false);
  const name = resource.rowLabel(record);

  const confirm = async () => {
    setDeleting(true);
    try {
      const { data } = await remove({ variables: { id: record.id } });
      const refused = payloadErrorsOf(data);
      if (refused.length > 0) {
        alertStore.error(`${escapeHtml(wording.deleteFailed(name))} ${escapeHtml(refused.map((error) => error.message).join(' '))}`, { autoClose: false });
      } else {
        toastStore.success(wording.deleted);
        onDeleted();
      }
    } catch (error) {
      alertStore.error(`${escapeHtml(wording.deleteFailed(name))} ${escapeHtml(errorMessage(error))}`, { autoClose: false });
    } finally {
      setDeleting(false);
      onClose();
    }
  };

  return (
    <ConfirmDialog
      visible
      title={wording.deleteTitle}
      message={wording.deleteQuestion(name)}
      confirmLabel="Delete"
      focusCancel
      busy={deleting}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
