import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { filesize } from 'filesize';
import { Download, Trash2 } from 'lucide-react';
import { alertStore } from '../../../alerts/alertStore';
import { escapeHtml } from '../../../alerts/escapeHtml';
import { toastStore } from '../../../alerts/toastStore';
import { errorMessage } from '../../../lib/graphql/graphqlErrors';
import { ConfirmDialog } from '../../../crud/ConfirmDialog';
import { formatDateTime } from '../../../format/dates';
import type { IsoFieldsFragment } from '../../../generated/graphql';
import { RemoveIsoFileDocument } from '../../../generated/documents/RemoveIsoFileDocument';
import { downloadIsoFile } from './downloadIsoFile';

/** A file attached to an ISO document (schema.graphql `IsoDocument`). */
export type IsoFile = IsoFieldsFragment['documents'][number];

/**
 * The files attached to an ISO document (spec §7): per file its name, size (human readable, e.g.
 * "1.23 kB"), when it was uploaded, "Download <name>" (fetched with the token, saved under its
 * name) and "Delete <name>" after the confirmation "Delete file <name>?" (`deleteIsoDocument`;
 * the answer updates the list). "No files attached yet." when there are none.
 */
export function IsoFileTable({ files }: { files: readonly IsoFile[] }) {
  const [deleting, setDeleting] = useState<IsoFile | null>(null);
  const [removing, setRemoving] = useState(false);
  const [remove] = useMutation(RemoveIsoFileDocument);

  const download = (file: IsoFile) => {
    downloadIsoFile(file).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : 'Try again.';
      alertStore.error(`${escapeHtml(`Could not download ${file.originalName}.`)} ${escapeHtml(reason)}`, { autoClose: false });
    });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setRemoving(true);
    try {
      await remove({ variables: { id: deleting.id } });
      toastStore.success(`${deleting.originalName} deleted.`);
    } catch (error) {
      alertStore.error(`${escapeHtml(`Could not delete ${deleting.originalName}.`)} ${escapeHtml(errorMessage(error))}`, { autoClose: false });
    } finally {
      setRemoving(false);
      setDeleting(null);
    }
  };

  if (files.length === 0) return <p>No files attached yet.</p>;
  return (
    <>
      <table className="iso-files">
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Size</th>
            <th scope="col">Uploaded</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.id}>
              <td>{file.originalName}</td>
              <td>{filesize(file.size)}</td>
              <td>{formatDateTime(file.uploadedAt)}</td>
              <td className="row-actions">
                <Button type="button" text rounded aria-label={`Download ${file.originalName}`} icon={<Download size={18} aria-hidden="true" />} onClick={() => download(file)} />
                <Button
                  type="button"
                  text
                  rounded
                  severity="danger"
                  aria-label={`Delete ${file.originalName}`}
                  icon={<Trash2 size={18} aria-hidden="true" />}
                  onClick={() => setDeleting(file)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        visible={deleting !== null}
        title="Delete file"
        message={`Delete file ${deleting?.originalName ?? ''}?`}
        confirmLabel="Delete"
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
