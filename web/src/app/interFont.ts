import interUrl from 'primereact/resources/themes/lara-light-indigo/fonts/InterVariable.woff2?url';
import interItalicUrl from 'primereact/resources/themes/lara-light-indigo/fonts/InterVariable-Italic.woff2?url';

/** The theme's `--font-family` ("Inter var"), as its @font-face rules declare it. */
const FAMILY = 'Inter var';

/**
 * Declares the PrimeReact theme's font, Inter (the theme's @font-face rules: variable weight 100–900,
 * normal and italic, `font-display: swap`), through the CSS Font Loading API. The entry's critical theme
 * leaves it out and the app adds it once the first page has painted (README "Performance"): the 350 kB file then
 * does not compete with the first paint's JavaScript, and the text that uses it shows in the fallback
 * font first and then in Inter, as `swap` did before. The file loads when text first uses the font.
 * Does nothing where the API is missing (jsdom) or when already declared.
 */
export function declareInterFont(fonts: FontFaceSet | undefined = globalThis.document?.fonts): void {
  if (!fonts || typeof FontFace === 'undefined') return;
  if ([...fonts].some((face) => face.family.replace(/"/g, '') === FAMILY)) return;
  const descriptors = { weight: '100 900', display: 'swap' } as const;
  fonts.add(new FontFace(FAMILY, `url("${interUrl}") format("woff2")`, { ...descriptors, style: 'normal' }));
  fonts.add(new FontFace(FAMILY, `url("${interItalicUrl}") format("woff2")`, { ...descriptors, style: 'italic' }));
}
