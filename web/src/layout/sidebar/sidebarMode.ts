import type { SidebarType } from '../settings/layoutSettings';

/**
 * What the left sidebar shows (spec §4 Sidebar: toggling switches between enabled, condensed and
 * enlarged states):
 * - enabled: full width, icons and labels, beside the content;
 * - condensed: icons only (a group's entries open as a flyout);
 * - enlarged: full width over the content, e.g. opened from a condensed sidebar on a tablet.
 */
export type SidebarMode = 'enabled' | 'condensed' | 'enlarged';

/** Narrowest window width of a tablet, in CSS px (spec §2, §9: 768–1028 px). */
export const TABLET_MIN_WIDTH = 768;
/** Widest window width of a tablet, in CSS px (spec §2, §9); at this width or less the sidebar condenses. */
export const TABLET_MAX_WIDTH = 1028;

/** The mode after pressing the sidebar toggle: enabled → condensed → enlarged → enabled. */
export function nextSidebarMode(mode: SidebarMode): SidebarMode {
  if (mode === 'enabled') return 'condensed';
  if (mode === 'condensed') return 'enlarged';
  return 'enabled';
}

/** Whether a window `width` (CSS px) is a tablet width, 768 to 1028 inclusive (spec §9). */
export function isTabletWidth(width: number): boolean {
  return width >= TABLET_MIN_WIDTH && width <= TABLET_MAX_WIDTH;
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
 * The sidebar's mode before any toggle (spec §2 Layout): condensed on tablet and narrower widths
 * (1028 px or less, spec §9), on mobile browsers, or when the sidebar type is condensed; else enabled.
 */
export function defaultSidebarMode({ sidebarType, width, mobile }: SidebarContext): SidebarMode {
  return sidebarType === 'condensed' || mobile || width <= TABLET_MAX_WIDTH ? 'condensed' : 'enabled';
}
