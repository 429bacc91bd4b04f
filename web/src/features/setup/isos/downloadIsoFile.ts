import { downloadWithToken } from '../../../download/downloadWithToken';

/**
 * Downloads an attached file (spec §7 ISO documents; gateway `GET /files/isos/<documentId>`, which
 * needs the bearer token, so a plain link cannot do): saved under the name the file had when it was
 * uploaded. Rejects with the server's message (or the status) when it cannot.
 */
export async function downloadIsoFile(file: { downloadUrl: string; originalName: string }): Promise<void> {
  await downloadWithToken(file.downloadUrl, file.originalName);
}
