/** Largest delay passed on, in seconds (a day): a bigger or absurd header is capped, never trusted blindly. */
const MAX_RETRY_AFTER_SECONDS = 86_400;

/** An IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), the HTTP-date form every sender must use (RFC 9110 §5.6.7). */
const HTTP_DATE = /^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/**
 * A `Retry-After` header (RFC 9110 §10.2.3: delay-seconds or an HTTP-date) → whole seconds to wait,
 * at least 1 and at most a day; undefined when absent or unreadable. An HTTP-date is counted from
 * `now` (milliseconds since the epoch) and rounded up.
 */
export function retryAfterSeconds(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return undefined;
  let seconds: number;
  if (/^\d+$/.test(value)) {
    seconds = Number(value);
  } else {
    const at = HTTP_DATE.test(value) ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(at)) return undefined;
    seconds = Math.ceil((at - now) / 1000);
  }
  return Math.min(Math.max(seconds, 1), MAX_RETRY_AFTER_SECONDS);
}
