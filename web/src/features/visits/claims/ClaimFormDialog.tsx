import { useCallback, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { DiscardChangesDialog } from '../../../crud/DiscardChangesDialog';
import { useDiscardGuard } from '../../../crud/useDiscardGuard';
import { FieldFrame } from '../../../forms/FieldFrame';
import { FormAlert } from '../../../forms/FormAlert';
import { payloadErrorsOf, savedRecordId, type PayloadError } from '../../../forms/mutationErrors';
import { formatDateTime } from '../../../format/dates';
import { errorCode, errorMessage, graphQLErrorsOf } from '../../../lib/graphql/graphqlErrors';
import { ClaimDocument } from '../../../generated/documents/ClaimDocument';
import { ClaimRatesDocument } from '../../../generated/documents/ClaimRatesDocument';
import { ClaimableVisitsDocument } from '../../../generated/documents/ClaimableVisitsDocument';
import { CreateClaimDocument } from '../../../generated/documents/CreateClaimDocument';
import { UpdateClaimDocument } from '../../../generated/documents/UpdateClaimDocument';
import { UploadClaimReceiptDocument } from '../../../generated/documents/UploadClaimReceiptDocument';
import type { ClaimFieldsFragment } from '../../../generated/graphql';
import type { WorkflowFormProps } from '../../../workflow/workflowDescription';
import { ClaimLinesEditor } from './ClaimLinesEditor';
import { emptyLine, lineToDraft, linesProblem, linesToInput, type ClaimLineDraft } from './claimLines';
import { clearRefusedReceipts, RECEIPT_PROBLEMS, refuseReceipt } from './receiptFiles';
import './claims.css';

/** Props of {@link ClaimFormDialog}: those of a workflow form, and the visit a new claim is on when it is known (a visit's "New claim"). */
export interface ClaimFormDialogProps extends WorkflowFormProps {
  visitId?: string;
}

/** Where a user error of `createClaim`/`updateClaim` shows: `visit` for the visit, `<index>.<field>` for a line's field, `lines` for the lines, else the form. */
export function claimErrorKey(path: readonly string[] | null | undefined): string | null {
  const parts = path?.[0] === 'input' ? path.slice(1) : (path ?? []);
  const [field, index, sub] = parts;
  if (field === 'visit' || field === 'visitId') return 'visit';
  if (field === 'lines' && index !== undefined && /^\d+$/.test(index) && sub) return `${index}.${sub}`;
  if (field === 'lines') return 'lines';
  return null;
}

/** The user errors of a refused save: a payload's `errors`, or a top-level BAD_USER_INPUT's `fieldErrors` (`lines.0.km`). */
function problemsOf(failure: unknown): PayloadError[] {
  const first = graphQLErrorsOf(failure)[0];
  const raw = first?.extensions?.fieldErrors;
  if (Array.isArray(raw)) {
    return raw.flatMap((entry) => {
      const { field, message } = (entry ?? {}) as { field?: unknown; message?: unknown };
      return typeof field === 'string' && typeof message === 'string' ? [{ field: field.split('.'), message, code: 'BAD_USER_INPUT' }] : [];
    });
  }
  const code = first?.extensions?.code;
  return [{ field: null, message: errorMessage(failure, 'Could not save the claim. Try again.'), code: typeof code === 'string' ? code : '' }];
}

/**
 * The claim form (docs/visits.md "Claims", "Web"), creating a draft or editing one: the visit (one of
 * the caller's completed visits; fixed when the claim starts from a visit), the lines editor (type; km
 * for mileage with the amount it comes to at `gvrSettings.mileageRate`; the amount for the others;
 * description), a receipt per line (chosen before the first save too: attached once the draft is
 * saved) and the total. "Save draft" is disabled while saving; the server's field errors show on
 * their fields, a stale version says to reload. Unsaved changes are guarded as in the CRUD dialogs:
 * closing or leaving the page asks "Discard changes?" first.
 */
export function ClaimFormDialog({ id, visitId, onClose, onSaved }: ClaimFormDialogProps) {
  const editing = id !== undefined;
  const existing = useQuery(ClaimDocument, { variables: { id: id ?? '' }, skip: !editing, fetchPolicy: 'network-only' });
  const claim = existing.data?.claim ?? null;
  const title = editing ? 'Edit claim' : 'New claim';
  // Read by the close handler, which PrimeReact may still hold from an earlier render.
  const dirtyRef = useRef(false);
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((changed: boolean) => {
    dirtyRef.current = changed;
    setDirty(changed);
  }, []);
  const { requestClose, discardDialog } = useDiscardGuard({ dirty, isDirty: () => dirtyRef.current, onClose });
  let body;
  if (editing && !claim && existing.loading) body = <p role="status">Loading…</p>;
  else if (editing && !claim) body = <FormAlert message={existing.error ? errorMessage(existing.error) : 'This claim no longer exists.'} />;
  else
    body = (
      <ClaimForm
        key={claim ? `${claim.id}:${claim.version}` : 'new'}
        claim={claim}
        visitId={visitId}
        onCancel={requestClose}
        onDirtyChange={onDirtyChange}
        onSaved={(savedId) => {
          // The guard is down before the caller navigates to the saved claim.
          flushSync(() => onDirtyChange(false));
          onSaved(savedId);
        }}
      />
    );
  return (
    <>
      <Dialog
        visible
        header={title}
        onHide={requestClose}
        modal
        draggable={false}
        resizable={false}
        focusOnShow={false}
        className="crud-dialog"
        style={{ width: 'min(44rem, 95vw)' }}
      >
        {body}
      </Dialog>
      <DiscardChangesDialog {...discardDialog} detail="Your changes to this claim have not been saved." />
    </>
  );
}

function ClaimForm({
  claim,
  visitId,
  onCancel,
  onSaved,
  onDirtyChange,
}: {
  claim: ClaimFieldsFragment | null;
  visitId?: string;
  onCancel: () => void;
  onSaved: (savedId?: string) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const visitFieldId = useId();
  const [visit, setVisit] = useState(claim?.visitId ?? visitId ?? '');
  const [lines, setLines] = useState<ClaimLineDraft[]>(() => (claim ? claim.lines.map(lineToDraft) : [emptyLine()]));
  const [initial] = useState(() => JSON.stringify({ visit, lines }));
  const dirty = JSON.stringify({ visit, lines }) !== initial;
  useLayoutEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const rates = useQuery(ClaimRatesDocument, { fetchPolicy: 'cache-first' });
  const visits = useQuery(ClaimableVisitsDocument, { variables: { pageSize: 100 }, skip: Boolean(claim || visitId), fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CreateClaimDocument);
  const [update] = useMutation(UpdateClaimDocument);
  const [uploadReceipt] = useMutation(UploadClaimReceiptDocument);
  const rate = rates.data?.gvrSettings?.mileageRate ?? null;
  const currency = claim?.currency ?? rates.data?.gvrSettings?.currency ?? undefined;
  const visitError = serverErrors.visit ?? (tried && !visit ? 'Choose the visit.' : null);
  const linesError = serverErrors.lines ?? (tried ? linesProblem(lines) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setMessage(null);
    if (!visit || linesProblem(lines)) return;
    setSaving(true);
    let problems: PayloadError[] = [];
    let savedId: string | undefined;
    try {
      const input = { visitId: visit, lines: linesToInput(lines) };
      const { data } = claim ? await update({ variables: { id: claim.id, version: claim.version, input } }) : await create({ variables: { input } });
      problems = payloadErrorsOf(data);
      savedId = savedRecordId(data);
      const saved = data && ('createClaim' in data ? data.createClaim?.claim : 'updateClaim' in data ? data.updateClaim?.claim : null);
      if (saved && problems.length === 0) await attachChosenReceipts(saved);
    } catch (failure) {
      problems = problemsOf(failure);
    }
    setSaving(false);
    if (problems.length === 0) {
      onSaved(savedId);
      return;
    }
    if (problems.some((problem) => problem.code === 'CONFLICT' && problem.reason === 'STALE_VERSION')) {
      setMessage('This claim changed since you opened it. Close the form and open it again.');
      return;
    }
    const byField: Record<string, string> = {};
    const rest: string[] = [];
    for (const problem of problems) {
      const key = claimErrorKey(problem.field);
      if (key) byField[key] ??= problem.message;
      else rest.push(problem.message);
    }
    setServerErrors(byField);
    setMessage(rest.length > 0 ? rest.join(' ') : null);
  };

  /**
   * Attaches the receipts chosen in the form to the lines of the draft just saved (the server keeps the
   * lines in the order sent): a receipt can be chosen before the claim's first save. A refused one is
   * said in a banner (the draft stays saved; its page attaches another).
   */
  const attachChosenReceipts = async (saved: ClaimFieldsFragment) => {
    let attached = 0;
    for (const [index, line] of lines.entries()) {
      const file = line.receipt;
      const lineId = saved.lines[index]?.id;
      if (!file || !lineId) continue;
      try {
        await uploadReceipt({ variables: { claimId: saved.id, lineId, file } });
        attached += 1;
      } catch (failure) {
        const code = errorCode(failure) ?? '';
        refuseReceipt(
          `Line ${index + 1}: ${RECEIPT_PROBLEMS[code] ?? errorMessage(failure, 'Could not attach the receipt.')} The draft is saved; attach another receipt on its page.`,
        );
      }
    }
    if (attached > 0) clearRefusedReceipts();
  };

  const visitOptions = visits.data?.visits.items ?? [];
  return (
    <form className="claim-form" noValidate onSubmit={(event) => void submit(event)}>
      {message && <FormAlert message={message} />}
      {claim || visitId ? (
        <p className="claim-form-visit">
          Visit: <strong>{claim ? `${claim.visitNumber} · ${claim.customerName}` : (visitOptions.find((option) => option.id === visitId)?.number ?? 'this visit')}</strong>
        </p>
      ) : (
        <FieldFrame inputId={visitFieldId} label="Visit" error={visitError} required>
          <select
            id={visitFieldId}
            className={['p-inputtext', 'p-component', 'w-full', visitError ? 'p-invalid' : ''].filter(Boolean).join(' ')}
            value={visit}
            aria-required
            aria-invalid={visitError ? true : undefined}
            disabled={saving}
            onChange={(event) => {
              setVisit(event.target.value);
              setServerErrors(({ visit: _dropped, ...others }) => others);
            }}
          >
            <option value="">
              {visits.loading ? 'Loading your completed visits…' : visitOptions.length === 0 ? 'No completed visit to claim on' : 'Choose a completed visit'}
            </option>
            {visitOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {`${option.number} · ${option.customerName} · ${formatDateTime(option.start)}`}
              </option>
            ))}
          </select>
        </FieldFrame>
      )}
      <h3 className="claim-form-lines-title">Lines</h3>
      <ClaimLinesEditor
        lines={lines}
        onChange={(next) => {
          setLines(next);
          setServerErrors({});
        }}
        rate={rate}
        currency={currency}
        showProblems={tried}
        serverErrors={serverErrors}
        disabled={saving}
      />
      {linesError && (
        <p className="p-error claim-form-lines-error" role="alert">
          {linesError}
        </p>
      )}
      <div className="form-buttons">
        <Button type="button" label="Cancel" outlined onClick={onCancel} disabled={saving} />
        <Button type="submit" label="Save draft" loading={saving} disabled={saving} />
      </div>
    </form>
  );
}
