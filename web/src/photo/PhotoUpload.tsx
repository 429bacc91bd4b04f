import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { FileChooser } from '../upload/FileChooser';
import { UploadOutcome, UploadProgress } from '../upload/UploadProgress';
import { MAX_PHOTO_BYTES, PHOTO_PROBLEMS } from './photoProblems';
import './photo.css';

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
 * Changing an employee's photo (spec §3 Employee: the photo is sent as an image field), on the
 * profile pages and the employee page: the current photo, "Choose photo" (images only; a file that
 * is not an image or is over 5 MB is refused at once with the reason), a preview of the chosen
 * file, "Upload photo", a progress bar with the percentage sent while uploading, and the outcome
 * ("Photo updated." or the problem, e.g. the server's type or size refusal).
 */
export function PhotoUpload({ photoUrl, employeeName, onUpload }: PhotoUploadProps) {
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

  const choose = (files: File[]) => {
    const chosen = files[0] ?? null;
    setOutcome(null);
    const problem = !chosen
      ? null
      : !chosen.type.startsWith('image/')
        ? PHOTO_PROBLEMS.UNSUPPORTED_MEDIA_TYPE
        : chosen.size > MAX_PHOTO_BYTES
          ? PHOTO_PROBLEMS.PAYLOAD_TOO_LARGE
          : null;
    if (problem) {
      setFile(null);
      setPreview(null);
      setOutcome({ ok: false, text: problem });
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
      <img className="profile-photo" src={preview ?? photoUrl} alt={preview ? 'Preview of the new photo' : `Photo of ${employeeName}`} width={120} height={120} />
      <div className="photo-upload-controls">
        <FileChooser label="Choose photo" accept="image/jpeg,image/png,image/webp,image/gif" onChoose={choose} disabled={uploading} />
        {file && <span className="photo-file-name">{file.name}</span>}
        <Button type="button" label="Upload photo" onClick={() => void upload()} disabled={!file || uploading} loading={uploading} />
        {uploading && <UploadProgress fraction={progress} />}
        <UploadOutcome outcome={outcome} />
      </div>
    </div>
  );
}
