import { ProgressBar } from 'primereact/progressbar';
import './upload.css';

/**
 * How much of an upload has been sent (`fraction` 0 to 1, as reported by the upload link's
 * XMLHttpRequest): a progress bar named "Upload progress" and the status "Uploading… N%".
 */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="upload-progress">
      <ProgressBar value={percent} aria-label="Upload progress" />
      <span role="status">{`Uploading… ${percent}%`}</span>
    </div>
  );
}

/** How an upload ended: a status when it went well, an alert saying what went wrong otherwise. */
export function UploadOutcome({ outcome }: { outcome: { ok: boolean; text: string } | null }) {
  if (!outcome) return null;
  return (
    <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'upload-ok' : 'upload-error'}>
      {outcome.text}
    </p>
  );
}
