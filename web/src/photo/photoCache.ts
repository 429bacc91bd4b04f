import { fetchWithToken } from '../session/fetchWithToken';
import { photoPath } from './photoPath';

/**
 * How long a photo nobody shows any more is kept (ms) before its object URL is revoked: long enough
 * that a component shown again at once (React's StrictMode mounting twice, a page that shows the
 * same photo as the top bar) reuses it instead of asking again.
 */
export const PHOTO_KEEP_MS = 30_000;

interface Entry {
  /** Components showing it now. */
  users: number;
  /** Object URL of the fetched image, once it has arrived. */
  url: string | null;
  /** Told when the URL arrives. */
  listeners: Set<() => void>;
  /** Pending removal after the last user left. */
  dropTimer: ReturnType<typeof setTimeout> | null;
  /** Removed from the cache while still on its way: its answer is thrown away. */
  dropped: boolean;
}

const entries = new Map<string, Entry>();

function load(fileName: string, entry: Entry): void {
  fetchWithToken(photoPath(fileName))
    .then((response) => {
      if (!response.ok) throw new Error(`photo ${fileName}: HTTP ${response.status}`);
      return response.blob();
    })
    .then((blob) => {
      if (entry.dropped) return;
      entry.url = URL.createObjectURL(blob);
      entry.listeners.forEach((listener) => listener());
    })
    .catch((error: unknown) => {
      console.warn('The employee photo could not be loaded.', error);
      // A later showing asks again (the photo may be back, or the session renewed).
      if (!entry.dropped && entry.users === 0) drop(fileName, entry);
    });
}

function drop(fileName: string, entry: Entry): void {
  entry.dropped = true;
  if (entry.dropTimer) clearTimeout(entry.dropTimer);
  if (entry.url) URL.revokeObjectURL(entry.url);
  if (entries.get(fileName) === entry) entries.delete(fileName);
}

/**
 * Shows employee photo `fileName` (spec §7 Other: `GET /files/employees/<name>` with the bearer
 * token) for as long as the returned function is not called: the first showing fetches it — once,
 * however many components show it (the top bar and the sidebar, My Account, the employee page) —
 * and `onChange` is called when its object URL arrives. The request is never cancelled: when the
 * last component lets go, the photo is kept for {@link PHOTO_KEEP_MS} and then its URL is revoked (a
 * file name is never reused: an upload stores a new one).
 */
export function subscribePhoto(fileName: string, onChange: () => void): () => void {
  let entry = entries.get(fileName);
  if (!entry) {
    entry = { users: 0, url: null, listeners: new Set(), dropTimer: null, dropped: false };
    entries.set(fileName, entry);
    load(fileName, entry);
  }
  const current = entry;
  current.users += 1;
  current.listeners.add(onChange);
  if (current.dropTimer) {
    clearTimeout(current.dropTimer);
    current.dropTimer = null;
  }
  let subscribed = true;
  return () => {
    if (!subscribed) return;
    subscribed = false;
    current.users -= 1;
    current.listeners.delete(onChange);
    if (current.users === 0 && !current.dropped) current.dropTimer = setTimeout(() => drop(fileName, current), PHOTO_KEEP_MS);
  };
}

/** The object URL of photo `fileName` if it has arrived, else null. */
export function photoObjectUrl(fileName: string): string | null {
  return entries.get(fileName)?.url ?? null;
}

/** Forgets every photo at once (tests; nothing in the app needs it). */
export function clearPhotoCache(): void {
  entries.forEach((entry, fileName) => drop(fileName, entry));
}
