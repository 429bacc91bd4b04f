import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { errorCode, errorMessage } from '../../../lib/graphql/graphqlErrors';
import type { UploadFetchOptions } from '../../../lib/graphql/uploadFetch';
import { AttachIsoFilesDocument } from '../../../generated/documents/AttachIsoFilesDocument';
import { FileChooser } from '../../../upload/FileChooser';
import { UploadOutcome, UploadProgress } from '../../../upload/UploadProgress';
import { ACCEPTED_FILES, FILE_PROBLEMS, filesProblem } from './isoFileRules';

/**
 * Attaching files to an ISO document (spec §7 ISO documents; `uploadIsoDocuments`): "Choose files"
 * (several; PDF, Word, Excel, PowerPoint, PNG, JPEG, text), the chosen names, "Upload files", a
 * progress bar with the percentage sent, and the outcome ("2 files attached." or why not: too
 * many, too large, a kind the server refuses). The answer updates the ISO's file list.
 */
export function IsoFileUpload({ isoId }: { isoId: string }) {
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [attach] = useMutation(AttachIsoFilesDocument);
  const uploading = progress !== null;

  const choose = (chosen: File[]) => {
    setFiles(chosen);
    const problem = chosen.length > 0 ? filesProblem(chosen) : null;
    setOutcome(problem ? { ok: false, text: problem } : null);
  };

  const upload = async () => {
    const problem = filesProblem(files);
    if (problem) {
      setOutcome({ ok: false, text: problem });
      return;
    }
    setOutcome(null);
    setProgress(0);
    try {
      const fetchOptions: UploadFetchOptions = { onUploadProgress: setProgress };
      await attach({ variables: { isoId, files }, context: { fetchOptions } });
      setOutcome({ ok: true, text: files.length === 1 ? '1 file attached.' : `${files.length} files attached.` });
      setFiles([]);
    } catch (failure) {
      const code = errorCode(failure) ?? '';
      const text = code in FILE_PROBLEMS ? FILE_PROBLEMS[code as keyof typeof FILE_PROBLEMS] : errorMessage(failure, 'Could not attach the files. Try again.');
      setOutcome({ ok: false, text });
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="iso-upload">
      <div className="iso-upload-row">
        <FileChooser label="Choose files" accept={ACCEPTED_FILES} multiple onChoose={choose} disabled={uploading} />
        <Button type="button" label="Upload files" onClick={() => void upload()} disabled={files.length === 0 || uploading} loading={uploading} />
      </div>
      {files.length > 0 && (
        <ul className="iso-chosen" aria-label="Chosen files">
          {files.map((file) => (
            <li key={`${file.name}:${file.size}:${file.lastModified}`}>{file.name}</li>
          ))}
        </ul>
      )}
      {uploading && <UploadProgress fraction={progress} />}
      <UploadOutcome outcome={outcome} />
    </div>
  );
}
