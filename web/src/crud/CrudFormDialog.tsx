import { useCallback, useEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { CrudForm, fieldsFor } from './CrudForm';
import { changedInput } from './fieldKinds';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { FormAlert } from '../forms/FormAlert';
import { focusInsideWhenAttached, focusWhenAttached } from '../forms/focusFields';
import { describeMutationError, describePayloadErrors, payloadErrorsOf, savedRecordId, type MutationProblem } from '../forms/mutationErrors';
import { useDiscardGuard } from './useDiscardGuard';
import type { ResourceDescription, ResourceTypes } from './resource';
import type { CrudWording } from './wording';

/** Which record the form dialog works on: a new one, or an existing one by id. */
export type FormTarget = { mode: 'create' } | { mode: 'edit'; id: string };

/** What a saved update changed: the names of the input fields it sent (the changed fields only, DESIGN §3). */
export interface SavedUpdate {
  changed: readonly string[];
}

/** Props of {@link CrudFormDialog}. */
export interface CrudFormDialogProps<T extends ResourceTypes> {
  resource: ResourceDescription<T>;
  wording: CrudWording;
  target: FormTarget;
  /** Closes without saving. */
  onClose: () => void;
  /**
   * Called after a successful save with the saved record's id when the payload names it, and for an
   * update the input fields it changed (`update.changed`); the caller closes, refreshes what the change
   * can have moved and says so.
   */
  onSaved: (savedId?: string, update?: SavedUpdate) => void;
}

/**
 * The generic create/edit dialog (DESIGN §4): a PrimeReact Dialog titled "New <singular>" or
 * "Edit <singular>". Editing loads the record fresh with the resource's get query (loading,
 * could-not-load with "Retry", and no-longer-exists states) and saves the changed fields with its version; "Reload"
 * after a stale-version CONFLICT fetches it again and restarts the form from it. With unsaved
 * changes, closing it (Cancel, the close button, Escape) asks "Discard changes?", and so do the
 * browser's Back and Forward and any other way of leaving the page (a link, a redirect; a reload or
 * closing the tab gets the browser's own question): "Keep editing" stays in the form as it was,
 * "Discard" closes it and goes where the user was going. Back or Forward without changes closes it too.
 *
 * Focus: the dialog does not focus its close button (typing would hit it); the form's first field
 * takes the focus (CrudForm), or while the record loads the "Loading…" line, or "Retry". The opener
 * gets it back when the dialog is gone (the caller, see useFocusReturn).
 */
export function CrudFormDialog<T extends ResourceTypes>({ resource, wording, target, onClose, onSaved }: CrudFormDialogProps<T>) {
  const editing = target.mode === 'edit';
  const [saving, setSaving] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [dirty, setDirty] = useState(false);
  // Read by the close handler, which PrimeReact may still hold from an earlier render.
  const dirtyRef = useRef(false);
  const onDirtyChange = useCallback((changed: boolean) => {
    dirtyRef.current = changed;
    setDirty(changed);
  }, []);
  const { requestClose, discardDialog } = useDiscardGuard({ dirty, isDirty: () => dirtyRef.current, busy: saving, onClose });
  const [create] = useMutation(resource.create);
  const [update] = useMutation(resource.update);
  const { data, loading, error, refetch } = useQuery(resource.get.document, {
    variables: { id: editing ? target.id : '' },
    skip: !editing,
    fetchPolicy: 'network-only',
  });
  const record = editing && data ? resource.get.record(data) : null;

  const submit = async (values: T['values']): Promise<MutationProblem | null> => {
    setSaving(true);
    try {
      let answer: unknown;
      let saved: SavedUpdate | undefined;
      if (record) {
        // Only the changed fields (DESIGN §3 partial updates): the rest keep what the server holds now.
        const inputOf = (formValues: T['values']) => resource.form.toInput(formValues) as Record<string, unknown>;
        const input = changedInput(inputOf(resource.form.toValues(record)), inputOf(values));
        ({ data: answer } = await update({ variables: { id: record.id, version: record.version, input: input } }));
        saved = { changed: Object.keys(input) };
      } else {
        const toCreateInput = resource.form.toCreateInput ?? resource.form.toInput;
        ({ data: answer } = await create({ variables: { input: toCreateInput(values) } }));
      }
      const payloadErrors = payloadErrorsOf(answer);
      if (payloadErrors.length > 0) {
        setSaving(false);
        return describePayloadErrors(payloadErrors, fieldsFor(resource, target.mode), resource.form.fieldOf);
      }
      setSaving(false);
      onDirtyChange(false);
      onSaved(savedRecordId(answer), saved);
      return null;
    } catch (mutationError) {
      setSaving(false);
      return describeMutationError(mutationError, fieldsFor(resource, target.mode));
    }
  };

  // Back or Forward that went through (no changes, or "Discard") closes the dialog: the list under it
  // may have moved to another page; the dialog should not outlive the step the user took back.
  const location = useLocation();
  const navigationType = useNavigationType();
  const openedAt = useRef(location.key);
  useEffect(() => {
    if (location.key !== openedAt.current && navigationType === NavigationType.Pop) onClose();
    // onClose is the caller's; only a change of history entry matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above: onClose changes with every render of the caller
  }, [location.key, navigationType]);

  const reload = () => {
    refetch()
      .catch(() => undefined)
      .finally(() => setReloads((n) => n + 1));
  };

  let body;
  if (editing && !record && loading) {
    body = (
      <p role="status" tabIndex={-1} ref={focusWhenAttached}>
        Loading…
      </p>
    );
  } else if (editing && error) {
    body = (
      <div ref={focusInsideWhenAttached}>
        <FormAlert message={wording.recordLoadFailed} action={<Button type="button" label="Retry" size="small" outlined onClick={reload} />} />
      </div>
    );
  } else if (editing && !record) {
    body = (
      <div ref={focusInsideWhenAttached}>
        <FormAlert message={wording.recordMissing} />
      </div>
    );
  } else {
    body = (
      <CrudForm
        key={record ? `${record.id}:${record.version}:${reloads}` : 'new'}
        resource={resource}
        wording={wording}
        mode={target.mode}
        initialValues={record ? resource.form.toValues(record) : resource.form.empty}
        saving={saving}
        onSubmit={submit}
        onCancel={requestClose}
        onReload={reload}
        onDirtyChange={onDirtyChange}
      />
    );
  }

  return (
    <>
      <Dialog
        visible
        header={editing ? wording.editTitle : wording.newTitle}
        onHide={requestClose}
        focusOnShow={false}
        modal
        draggable={false}
        resizable={false}
        className="crud-dialog"
        style={{ width: resource.form.wide ? 'min(56rem, 95vw)' : 'min(34rem, 95vw)' }}
      >
        {body}
      </Dialog>
      <DiscardChangesDialog {...discardDialog} detail={wording.discardDetail} />
    </>
  );
}
