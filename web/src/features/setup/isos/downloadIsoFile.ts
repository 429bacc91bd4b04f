import { saveBlob } from '../../../download/saveBlob';
import { fetchWithToken } from '../../../session/fetchWithToken';

/**
 * Downloads an attached file (spec §7 ISO documents; gateway `GET /files/isos/<documentId>`, which
 * needs the bearer token, so a plain link cannot do): fetches `downloadUrl` with the token and
 * saves the bytes under the name the file had when it was uploaded. Rejects with the server's
 * message (or the status) when it cannot.
 */
export async function downloadIsoFile(file: { downloadUrl: string; originalName: string }): Promise<void> {
  const response = await fetchWithToken(file.downloadUrl);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(typeof body?.message === 'string' ? body.message : `The file could not be downloaded (${response.status} ${response.statusText}).`);
  }
  saveBlob(await response.blob(), file.originalName);
}
