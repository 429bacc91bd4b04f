/**
 * A value kept in browser storage under one key and published to subscribers (shaped for React's
 * `useSyncExternalStore`): the current user (spec §3, §4), the screen lock, the layout settings (§2).
 */
export interface StoredValue<T> {
  /** The value; the same object until it changes. */
  get(): T;
  /** Saves `value` (as JSON) and publishes it. */
  set(value: T): void;
  /** Removes the saved entry and publishes the parsed "nothing saved" value. */
  remove(): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * Creates a {@link StoredValue} over `storage[key]`. `parse` turns the saved text (null when there is
 * none) into a value and must accept anything (damaged or foreign entries included). With `win`, a
 * change made in another tab (a `storage` event on the key, or storage cleared) is followed here too.
 */
export function createStoredValue<T>(storage: Storage, key: string, parse: (json: string | null) => T, win?: Window): StoredValue<T> {
  let value = parse(storage.getItem(key));
  const listeners = new Set<() => void>();
  const publish = (next: T) => {
    value = next;
    listeners.forEach((listener) => listener());
  };
  win?.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) publish(parse(storage.getItem(key)));
  });
  return {
    get: () => value,
    set(next) {
      storage.setItem(key, JSON.stringify(next));
      publish(next);
    },
    remove() {
      storage.removeItem(key);
      publish(parse(null));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
