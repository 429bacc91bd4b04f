/** DOMPurify's `sanitize`, once loaded. */
type Sanitize = (html: string) => string;

let sanitizer: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/**
 * Whether `html` is plain text to the HTML parser: without `<` it can hold no element, comment or
 * tag, only text and character references (`&amp;`, what `escapeHtml` makes), so it needs no
 * sanitizing and shows as the same text either way.
 */
export function isPlainText(html: string): boolean {
  return !html.includes('<');
}

/** DOMPurify's sanitizer if it has been loaded, else undefined (see {@link loadSanitizer}). */
export function loadedSanitizer(): Sanitize | undefined {
  return sanitizer;
}

/**
 * Loads DOMPurify on demand (README "Performance": it is ~12 kB gzip that the first visit does not need until an
 * alert holds markup) and resolves with its `sanitize`; later calls share the one load (after a failed
 * load, the next call tries again).
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(
    ({ default: DOMPurify }) => {
      sanitizer = (html) => DOMPurify.sanitize(html);
      return sanitizer;
    },
    (error: unknown) => {
      loading = undefined; // a later alert tries again
      throw error;
    },
  );
  return loading;
}
