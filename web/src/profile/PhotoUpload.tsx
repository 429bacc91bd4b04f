import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';

/** Props of {@link PhotoUpload}. */
export interface PhotoUploadProps {
  /** URL of the current photo (or the default image). */
  photoUrl: string;
  /** The employee's name, for the image's alternative text. */
  employeeName: string;
  /**
   * Uploads the chosen file, reporting progress (0 to 1) as it is sent; resolves to null on
   * success or to a message saying what went wrong.
   */
  onUpload: (file: File, onProgress: (fraction: number) => void) => Promise<string | null>;
}

/**
 * Changing the profile photo (spec §3 Employee: the photo is sent as an image field): the current
 * photo, "Choose photo" (images only), a preview of the chosen file, "Upload photo", a progress bar
 * with the percentage sent while uploading, and the outcome ("Photo updated." or the problem).
 */
export function PhotoUpload({ photoUrl, employeeName, onUpload }: PhotoUploadProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setOutcome(null);
    if (chosen && !chosen.type.startsWith('image/')) {
      setFile(null);
      setPreview(null);
      setOutcome({ ok: false, text: 'Choose an image file (JPEG, PNG, WebP or GIF).' });
      return;
    }
    setFile(chosen);
    if (!chosen) setPreview(null);
  };

  const upload = async () => {
    if (!file) return;
    setOutcome(null);
    setProgress(0);
    const problem = await onUpload(file, setProgress);
    setProgress(null);
    if (problem) {
      setOutcome({ ok: false, text: problem });
      return;
    }
    setFile(null);
    setPreview(null);
    setOutcome({ ok: true, text: 'Photo updated.' });
  };

  const uploading = progress !== null;
  return (
    <div className="photo-upload">
      <img
        className="profile-photo"
        src={preview ?? photoUrl}
        alt={preview ? 'Preview of the new photo' : `Photo of ${employeeName}`}
        width={120}
        height={120}
      />
      <div className="photo-upload-controls">
        <input id={inputId} className="visually-hidden" type="file" accept="image/*" onChange={choose} disabled={uploading} />
        <label htmlFor={inputId} className="p-button p-button-outlined photo-choose">
          Choose photo
        </label>
        {file && <span className="photo-file-name">{file.name}</span>}
        <Button type="button" label="Upload photo" onClick={() => void upload()} disabled={!file || uploading} loading={uploading} />
        {uploading && (
          <div className="photo-progress">
            <ProgressBar value={Math.round(progress * 100)} aria-label="Upload progress" />
            <span role="status">{`Uploading… ${Math.round(progress * 100)}%`}</span>
          </div>
        )}
        {outcome && (
          <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'photo-ok' : 'photo-error'}>
            {outcome.text}
          </p>
        )}
      </div>
    </div>
  );
}
