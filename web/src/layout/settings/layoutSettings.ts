/** Layout type (spec §2 Layout): vertical (top bar + left sidebar, the default) or horizontal (top navigation menu). */
export type LayoutType = 'vertical' | 'horizontal';
/** Layout width (spec §2 Layout): fluid (the whole window, the default) or boxed (a centred column). */
export type LayoutWidth = 'fluid' | 'boxed';
/**
 * Left sidebar theme (spec §2 Layout, §4): light (the default) or dark. The spec writes "vertical or
 * dark"; "vertical" there is the light default theme of the vertical layout.
 */
export type SidebarTheme = 'light' | 'dark';
/** Left sidebar type (spec §2 Layout, §4): default (icons and labels) or condensed (icons only). */
export type SidebarType = 'default' | 'condensed';

/** The layout settings that the layout events change (spec §2 Layout, §4 Layout events). */
export interface LayoutSettings {
  /** Vertical (left sidebar) or horizontal (top navigation). */
  layout: LayoutType;
  /** Fluid or boxed. */
  width: LayoutWidth;
  /** Light or dark left sidebar. */
  sidebarTheme: SidebarTheme;
  /** Default or condensed left sidebar. */
  sidebarType: SidebarType;
}

/** The settings before any event: vertical, fluid, light sidebar, default sidebar type. */
export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  layout: 'vertical',
  width: 'fluid',
  sidebarTheme: 'light',
  sidebarType: 'default',
};

/** The four layout events of spec §4, named as there. */
export type LayoutEvent =
  | { type: 'changeLayout'; layout: LayoutType }
  | { type: 'changeLeftSidebarTheme'; theme: SidebarTheme }
  | { type: 'changeLeftSidebarType'; sidebarType: SidebarType }
  | { type: 'changeLayoutWidth'; width: LayoutWidth };

/**
 * Applies a layout event (spec §4 Layout events), a pure reducer:
 * - changeLayout: sets the layout and resets sidebar type, sidebar theme and width to their defaults;
 * - changeLeftSidebarTheme dark: vertical layout, dark theme, default sidebar type (width kept);
 *   light: only the theme;
 * - changeLeftSidebarType: vertical layout and that type;
 * - changeLayoutWidth: only the width.
 */
export function applyLayoutEvent(settings: LayoutSettings, event: LayoutEvent): LayoutSettings {
  switch (event.type) {
    case 'changeLayout':
      return { ...DEFAULT_LAYOUT_SETTINGS, layout: event.layout };
    case 'changeLeftSidebarTheme':
      return event.theme === 'dark' ? { ...settings, layout: 'vertical', sidebarTheme: 'dark', sidebarType: 'default' } : { ...settings, sidebarTheme: event.theme };
    case 'changeLeftSidebarType':
      return { ...settings, layout: 'vertical', sidebarType: event.sidebarType };
    case 'changeLayoutWidth':
      return { ...settings, width: event.width };
  }
}

const ALLOWED: { [K in keyof LayoutSettings]: readonly LayoutSettings[K][] } = {
  layout: ['vertical', 'horizontal'],
  width: ['fluid', 'boxed'],
  sidebarTheme: ['light', 'dark'],
  sidebarType: ['default', 'condensed'],
};

/**
 * Reads saved settings back (JSON from localStorage): each known setting with an allowed value is
 * taken, anything else (missing, damaged, foreign) falls back to its default.
 */
export function parseLayoutSettings(json: string | null): LayoutSettings {
  let saved: Record<string, unknown> = {};
  try {
    const value: unknown = json ? JSON.parse(json) : null;
    if (typeof value === 'object' && value !== null) saved = value as Record<string, unknown>;
  } catch {
    // damaged: defaults
  }
  const pick = <K extends keyof LayoutSettings>(key: K): LayoutSettings[K] => {
    const value = saved[key];
    return (ALLOWED[key] as readonly unknown[]).includes(value) ? (value as LayoutSettings[K]) : DEFAULT_LAYOUT_SETTINGS[key];
  };
  return { layout: pick('layout'), width: pick('width'), sidebarTheme: pick('sidebarTheme'), sidebarType: pick('sidebarType') };
}
