import { useEffect, useRef } from 'react';

/**
 * A function that calls `callback` with its latest arguments once `delayMs` have passed without
 * another call (the list's search box, ~300 ms). A pending call is dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delayMs: number): (...args: A) => void {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  const debounced = useRef((...args: A) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(...args), delayMs);
  });
  return debounced.current;
}
