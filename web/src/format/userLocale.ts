/**
 * The user's locales, most wanted first, as the browser reports them (`navigator.languages`, else
 * `navigator.language`), for dates, times and numbers shown to them (DESIGN §4: one format across
 * lists, tables and record pages). Undefined when the browser tells none: the platform's default.
 * The screens' wording stays English (spec §2: the language menu offers English only); only the
 * way dates and numbers are written follows the user's locale (e.g. "5 Jan 2026" in en-GB, "Jan 5,
 * 2026" in en-US).
 */
export function userLocales(): string[] | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const wanted = navigator.languages?.length ? [...navigator.languages] : navigator.language ? [navigator.language] : [];
  const supported = wanted.filter((tag) => {
    try {
      return Intl.DateTimeFormat.supportedLocalesOf(tag).length > 0;
    } catch {
      return false; // not a well-formed language tag
    }
  });
  return supported.length > 0 ? supported : undefined;
}
