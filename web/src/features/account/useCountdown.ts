import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds, for "try again in N seconds" (a throttled sign-in): `start(seconds)`
 * sets it going; `remaining` is the seconds still to wait, rounded up, and 0 once it has run out (or
 * before it starts). It follows the clock (`Date.now()`), not the number of ticks, so a slow or
 * throttled background tab still ends on time; it ticks on each whole second left and stops at 0.
 */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const left = deadline - Date.now();
    if (left <= 0) {
      setDeadline(null);
      return;
    }
    // Wake up when the rounded-up number of seconds next changes.
    const timer = setTimeout(() => setNow(Date.now()), left % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [deadline, now]);

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setDeadline(at + seconds * 1000);
  }, []);

  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { remaining, start };
}
