import { fetchWithToken } from '../session/fetchWithToken';
import { saveBlob } from './saveBlob';

/**
 * Downloads a file the gateway serves only with the bearer token (`/files/...`: ISO documents, claim
 * receipts), which a plain link cannot send: fetches `url` with the token and saves the bytes as
 * `fileName`. Rejects with the server's message (or the status) when it cannot.
 */
export async function downloadWithToken(url: string, fileName: string): Promise<void> {
  const response = await fetchWithToken(url);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(typeof body?.message === 'string' ? body.message : `The file could not be downloaded (${response.status} ${response.statusText}).`);
  }
  saveBlob(await response.blob(), fileName);
}
