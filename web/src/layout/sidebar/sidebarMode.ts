import type { SidebarType } from '../settings/layoutSettings';

/**
 * What the left sidebar shows (spec §4 Sidebar: toggling switches between enabled, condensed and
 * enlarged states; §2 Layout: narrow and tablet widths condense, mobile detection by user agent):
 * - enabled: full width (icons and labels), beside the content;
 * - condensed: a 70 px rail of icons; a group's entries open as a flyout on hover or click;
 * - enlarged: full width over the content (opened from a condensed rail, or on a phone as the
 *   off-canvas drawer with a backdrop); it closes on navigation, Escape and a click outside it;
 * - hidden: phones (narrower than 768 px): no rail at all; the menu button opens the drawer.
 */
export type SidebarMode = 'enabled' | 'condensed' | 'enlarged' | 'hidden';

/** Narrowest window width of a tablet, in CSS px (spec §2, §9: 768–1028 px); narrower is a phone. */
export const TABLET_MIN_WIDTH = 768;
/** Widest window width of a tablet, in CSS px (spec §2, §9); at this width or less the sidebar condenses. */
export const TABLET_MAX_WIDTH = 1028;

/** Whether a window `width` (CSS px) is a tablet width, 768 to 1028 inclusive (spec §9). */
export function isTabletWidth(width: number): boolean {
  return width >= TABLET_MIN_WIDTH && width <= TABLET_MAX_WIDTH;
}

/** Whether a window `width` (CSS px) is a phone's: narrower than a tablet (below 768 px). */
export function isPhoneWidth(width: number): boolean {
  return width < TABLET_MIN_WIDTH;
}

/** What {@link defaultSidebarMode} looks at. */
export interface SidebarContext {
  /** The sidebar type setting (spec §4 changeLeftSidebarType). */
  sidebarType: SidebarType;
  /** The window's width, CSS px. */
  width: number;
  /** A mobile browser, by user agent (see isMobileUserAgent). */
  mobile: boolean;
}

/**
 * The sidebar's mode before any toggle (spec §2 Layout, §9): hidden (the drawer, closed) on a phone
 * width (below 768 px); condensed on tablet widths (768–1028 px), on a mobile browser (by user
 * agent) or with the condensed sidebar type; else enabled.
 */
export function defaultSidebarMode({ sidebarType, width, mobile }: SidebarContext): SidebarMode {
  if (isPhoneWidth(width)) return 'hidden';
  return sidebarType === 'condensed' || mobile || width <= TABLET_MAX_WIDTH ? 'condensed' : 'enabled';
}

/** The sidebar's state: the mode the context asks for (`base`) and the mode shown now (`mode`). */
export interface SidebarState {
  /** The default for the window and settings (see {@link defaultSidebarMode}). */
  base: SidebarMode;
  /** What the sidebar shows now: the base, or what the toggle made of it. */
  mode: SidebarMode;
}

/** What changes the sidebar: the toggle, a close (navigation, Escape, outside click), a new default. */
export type SidebarAction = { type: 'toggle' } | { type: 'close' } | { type: 'reset'; base: SidebarMode };

/**
 * Whether the sidebar is shown over the content (enlarged from a condensed rail or a phone's hidden
 * menu): it then closes on navigation, on Escape and on a click outside it.
 */
export function isOverlay(state: SidebarState): boolean {
  return state.mode === 'enlarged' && state.base !== 'enabled';
}

/**
 * The layout's sidebar reducer (spec §4 Sidebar), pure. Every toggle visibly changes the sidebar:
 * - from an enabled default it switches enabled ↔ condensed (the rail gives the content room);
 * - from a condensed default (tablet, mobile, condensed type) condensed ↔ enlarged (over the content);
 * - on a phone hidden ↔ enlarged (the drawer opens and closes).
 * `close` brings an overlay back to its default and leaves anything else alone; `reset` (the window
 * crossed 768 or 1028 px, or the sidebar type changed) shows the new default.
 */
export function sidebarReducer(state: SidebarState, action: SidebarAction): SidebarState {
  switch (action.type) {
    case 'toggle':
      if (state.base === 'enabled') return { ...state, mode: state.mode === 'enabled' ? 'condensed' : 'enabled' };
      return { ...state, mode: state.mode === state.base ? 'enlarged' : state.base };
    case 'close':
      return isOverlay(state) ? { ...state, mode: state.base } : state;
    case 'reset':
      return state.base === action.base && state.mode === action.base ? state : { base: action.base, mode: action.base };
  }
}
