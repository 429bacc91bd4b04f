import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { filesize } from 'filesize';
import { Download, Eye, Trash2 } from 'lucide-react';
import { alertStore } from '../../../alerts/alertStore';
import { escapeHtml } from '../../../alerts/escapeHtml';
import { toastStore } from '../../../alerts/toastStore';
import { formatMoney } from '../../../crud/kinds/money/money';
import { downloadWithToken } from '../../../download/downloadWithToken';
import { DeleteClaimReceiptDocument } from '../../../generated/documents/DeleteClaimReceiptDocument';
import { UploadClaimReceiptDocument } from '../../../generated/documents/UploadClaimReceiptDocument';
import type { ClaimFieldsFragment } from '../../../generated/graphql';
import { errorCode, errorMessage } from '../../../lib/graphql/graphqlErrors';
import type { UploadFetchOptions } from '../../../lib/graphql/uploadFetch';
import { useCurrentUser } from '../../../session/useCurrentUser';
import { FilePreviewDialog } from '../../../preview/FilePreviewDialog';
import { FileChooser } from '../../../upload/FileChooser';
import { UploadProgress } from '../../../upload/UploadProgress';
import type { MoneyFormat } from '../../../workflow/workflowDescription';
import { lineTypeLabel } from './claimLines';
import { clearRefusedReceipts, MAX_RECEIPT_BYTES, RECEIPT_FILES, RECEIPT_PROBLEMS, refuseReceipt } from './receiptFiles';
import { ClaimVisitSummary } from './ClaimVisitSummary';
import './claims.css';

type Line = ClaimFieldsFragment['lines'][number];

/** A line's receipt: its name and size with "Download receipt, line <n>"; while the claimant's draft, "Choose receipt" (replace) and "Remove receipt". */
function ReceiptCell({ claim, line, index, editable, refresh }: { claim: ClaimFieldsFragment; line: Line; index: number; editable: boolean; refresh: () => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [upload] = useMutation(UploadClaimReceiptDocument);
  const [remove, removing] = useMutation(DeleteClaimReceiptDocument);
  const [previewing, setPreviewing] = useState(false);
  const receipt = line.receipt;
  const number = index + 1;

  const send = async (files: File[]) => {
    const [file] = files;
    if (!file) return;
    if (file.size > MAX_RECEIPT_BYTES) {
      refuseReceipt(RECEIPT_PROBLEMS.PAYLOAD_TOO_LARGE ?? '');
      return;
    }
    setProgress(0);
    try {
      const fetchOptions: UploadFetchOptions = { onUploadProgress: setProgress };
      await upload({ variables: { claimId: claim.id, lineId: line.id, file }, context: { fetchOptions } });
      clearRefusedReceipts();
      toastStore.success(`Receipt attached to line ${number}.`);
      refresh();
    } catch (failure) {
      const code = errorCode(failure) ?? '';
      refuseReceipt(RECEIPT_PROBLEMS[code] ?? errorMessage(failure, 'Could not attach the receipt. Try again.'));
    } finally {
      setProgress(null);
    }
  };

  const download = () => {
    if (!receipt) return;
    downloadWithToken(receipt.downloadUrl, receipt.originalName).catch((failure: unknown) => {
      alertStore.error(`${escapeHtml(`Could not download ${receipt.originalName}.`)} ${escapeHtml(failure instanceof Error ? failure.message : 'Try again.')}`, {
        autoClose: false,
      });
    });
  };

  const drop = async () => {
    try {
      await remove({ variables: { claimId: claim.id, lineId: line.id } });
      toastStore.success(`Receipt removed from line ${number}.`);
      refresh();
    } catch (failure) {
      alertStore.error(escapeHtml(errorMessage(failure, 'Could not remove the receipt.')), { autoClose: false });
    }
  };

  return (
    <div className="claim-receipt">
      {receipt ? (
        <>
          <Button type="button" text size="small" className="claim-receipt-name" icon={<Download size={16} aria-hidden="true" />} onClick={download}>
            <span className="visually-hidden">{`Download receipt, line ${number}: `}</span>
            {`${receipt.originalName} (${filesize(receipt.size)})`}
          </Button>
          <Button type="button" text rounded aria-label={`Preview receipt, line ${number}`} icon={<Eye size={16} aria-hidden="true" />} onClick={() => setPreviewing(true)} />
          {previewing && (
            <FilePreviewDialog
              url={receipt.downloadUrl}
              mimeType={receipt.mimeType}
              title={`Receipt, line ${number}: ${receipt.originalName}`}
              onHide={() => setPreviewing(false)}
            />
          )}
          {editable && (
            <Button
              type="button"
              text
              rounded
              severity="danger"
              aria-label={`Remove receipt, line ${number}`}
              icon={<Trash2 size={16} aria-hidden="true" />}
              disabled={removing.loading}
              onClick={() => void drop()}
            />
          )}
        </>
      ) : (
        !editable && <span>—</span>
      )}
      {editable && (
        <FileChooser
          label={receipt ? `Replace receipt, line ${number}` : `Attach receipt, line ${number}`}
          accept={RECEIPT_FILES}
          onChoose={(files) => void send(files)}
          disabled={progress !== null}
        />
      )}
      {progress !== null && <UploadProgress fraction={progress} />}
    </div>
  );
}

/**
 * A claim's lines on its page (docs/visits.md "Claims", "Web"): type, description, km, amount (in the
 * claim's currency, exact) and receipt per line, then the total. While it is the caller's draft each
 * line takes a receipt (PDF, PNG, JPEG or WebP, at most 10 MB; uploaded as multipart through the
 * Apollo upload link) and drops it; anyone who reads the claim downloads one (with the token).
 * On a phone each line is a block of labelled values (claims.css), so nothing hides off the side.
 */
export function ClaimLinesView({ record, refresh }: { record: ClaimFieldsFragment; refresh: () => void; money: MoneyFormat }) {
  const user = useCurrentUser();
  const editable = record.status === 'DRAFT' && record.requesterId === user?.id;
  // The claim's own currency (kept from when it was made), not today's GVR settings'.
  const format = (amount: string) => formatMoney(amount, record.currency);
  return (
    <div className="workflow-lines claim-lines">
      <ClaimVisitSummary claim={record} />
      <table>
        <caption>Lines</caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
            <th scope="col" className="workflow-number">
              Km
            </th>
            <th scope="col" className="workflow-number">
              Amount
            </th>
            <th scope="col">Receipt</th>
          </tr>
        </thead>
        <tbody>
          {record.lines.map((line, index) => (
            <tr key={line.id}>
              <td data-label="Type">{lineTypeLabel(line.type)}</td>
              <td data-label="Description">{line.description ?? '—'}</td>
              <td data-label="Km" className="workflow-number">
                {line.km ?? '—'}
              </td>
              <td data-label="Amount" className="workflow-number">
                {format(line.amount)}
              </td>
              <td data-label="Receipt">
                <ReceiptCell claim={record} line={line} index={index} editable={editable} refresh={refresh} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td data-label="Total" className="workflow-number">
              <strong>{format(record.total)}</strong>
            </td>
            <td className="claim-lines-spare" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
