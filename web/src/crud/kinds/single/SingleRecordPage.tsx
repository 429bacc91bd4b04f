import { useCallback, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { toastStore } from '../../../alerts/toastStore';
import { CrudForm, fieldsFor } from '../../CrudForm';
import { DiscardChangesDialog } from '../../DiscardChangesDialog';
import { FormAlert } from '../../../forms/FormAlert';
import { changedInput } from '../../fieldKinds';
import { describeMutationError, describePayloadErrors, payloadErrorsOf, type MutationProblem } from '../../../forms/mutationErrors';
import { useUnsavedChangesGuard } from '../../useUnsavedChangesGuard';
import { crudWording } from '../../wording';
import type { AsResourceTypes, SingleResourceDescription, SingleResourceTypes } from './singleResource';
import '../../crud.css';

/** Props of {@link SingleRecordPage}. */
export interface SingleRecordPageProps<T extends SingleResourceTypes> {
  /** The resource this screen runs. */
  resource: SingleResourceDescription<T>;
}

/**
 * The generic screen of a single-record resource (plan §5, catalogue kind 'single'): its heading and
 * the record's form straight on the page (no list, no dialog), the same form as a list's (CrudForm:
 * validation messages, required marks, focus on the first problem). "Save" sends the record's
 * version: a stale one says "This <singular> was changed by someone else…" with "Reload", exactly as
 * the list's form does (a top-level error or the payload's user errors); only the changed fields are
 * sent (DESIGN §3 partial updates); a save says "<Singular> saved." in a toast and starts the form again from the
 * saved record. "Cancel" puts back the record's values. Loading, could-not-load ("Retry") and
 * missing states; leaving with unsaved changes asks "Discard changes?".
 */
export function SingleRecordPage<T extends SingleResourceTypes>({ resource }: SingleRecordPageProps<T>) {
  const wording = useMemo(() => crudWording({ singular: resource.singular, plural: resource.singular }), [resource]);
  const { data, loading, error, refetch } = useQuery(resource.get.document, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [update] = useMutation(resource.update);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [restarts, setRestarts] = useState(0);
  const onDirtyChange = useCallback((changed: boolean) => setDirty(changed), []);
  const blocker = useUnsavedChangesGuard(dirty && !saving);
  const record = data ? resource.get.record(data) : null;

  const reload = () => {
    refetch()
      .catch(() => undefined)
      .finally(() => setRestarts((n) => n + 1));
  };

  const submit = async (values: T['values']): Promise<MutationProblem | null> => {
    if (!record) return null;
    setSaving(true);
    try {
      // DESIGN §3 partial updates: only the fields that differ from the record's are sent.
      const before = resource.form.toInput(resource.form.toValues(record)) as Record<string, unknown>;
      const input = changedInput(before, resource.form.toInput(values) as Record<string, unknown>) as T['input'];
      const { data: answer } = await update({ variables: { version: record.version, input } });
      const payloadErrors = payloadErrorsOf(answer);
      if (payloadErrors.length > 0) {
        setSaving(false);
        return describePayloadErrors(payloadErrors, fieldsFor<AsResourceTypes<T>>(resource, 'edit'));
      }
      setSaving(false);
      setDirty(false);
      toastStore.success(wording.saved);
      reload();
      return null;
    } catch (mutationError) {
      setSaving(false);
      return describeMutationError(mutationError, fieldsFor<AsResourceTypes<T>>(resource, 'edit'));
    }
  };

  let body;
  if (!record && loading) {
    body = <p role="status">{`Loading ${resource.singular}…`}</p>;
  } else if (error) {
    body = <FormAlert message={wording.recordLoadFailed} action={<Button type="button" label="Retry" size="small" outlined onClick={reload} />} />;
  } else if (!record) {
    body = <FormAlert message={wording.recordMissing} />;
  } else {
    body = (
      <CrudForm<AsResourceTypes<T>>
        key={`${record.version}:${restarts}`}
        resource={resource}
        wording={wording}
        mode="edit"
        initialValues={resource.form.toValues(record)}
        saving={saving}
        onSubmit={submit}
        onCancel={() => {
          setDirty(false);
          setRestarts((n) => n + 1);
        }}
        onReload={reload}
        onDirtyChange={onDirtyChange}
      />
    );
  }

  const leaving = blocker.state === 'blocked';
  return (
    <section className="crud-page single-record-page">
      <h1>{resource.title}</h1>
      {body}
      <DiscardChangesDialog visible={leaving} detail={wording.discardDetail} onKeep={() => blocker.reset?.()} onDiscard={() => blocker.proceed?.()} />
    </section>
  );
}
