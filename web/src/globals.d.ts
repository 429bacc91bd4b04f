/**
 * Compile-time constants (vite.config.ts `define`; jest.config.js `globals`). App code reads its
 * configuration only through these, never through `import.meta` (DESIGN §7).
 */

/** The holding company named in the footer's copyright line (spec §1, §9), from HOLDING_COMPANY. */
declare const __HOLDING_COMPANY__: string;

/** The IT helpdesk's e-mail address shown on the Support page, from SUPPORT_EMAIL (default it@example.com). */
declare const __SUPPORT_EMAIL__: string;

/** An SVG file imported by the app (Vite): its URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}

/** A file imported with Vite's `?url` suffix (e.g. a font): its URL. */
declare module '*?url' {
  const url: string;
  export default url;
}
