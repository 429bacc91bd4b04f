import { useCallback, useState } from 'react';
import type { SidebarType } from '../settings/layoutSettings';
import { isMobileUserAgent } from './isMobileUserAgent';
import { defaultSidebarMode, nextSidebarMode, type SidebarMode } from './sidebarMode';
import { useWindowWidth } from './useWindowWidth';

/** The sidebar's state and actions, from {@link useSidebarMode}. */
export interface SidebarModeState {
  /** What the sidebar shows now. */
  mode: SidebarMode;
  /** Whether the browser is a mobile one (by user agent, spec §2). */
  mobile: boolean;
  /** The top bar's sidebar toggle: enabled → condensed → enlarged → enabled (spec §4). */
  toggle: () => void;
  /** After a menu entry was opened: an enlarged sidebar over a condensed default goes back to condensed. */
  closeOverlay: () => void;
}

/**
 * The left sidebar's mode (spec §2 Layout, §4 Sidebar, §9): starts from {@link defaultSidebarMode}
 * for the sidebar type, the window width and the user agent; the toggle moves it on; when the
 * default changes (the window crosses 1028 px, or the setting changes) the mode follows the default.
 */
export function useSidebarMode(sidebarType: SidebarType): SidebarModeState {
  const width = useWindowWidth();
  const [mobile] = useState(() => isMobileUserAgent(navigator.userAgent));
  const base = defaultSidebarMode({ sidebarType, width, mobile });
  const [state, setState] = useState({ base, mode: base });
  let mode = state.mode;
  if (state.base !== base) {
    mode = base;
    setState({ base, mode: base });
  }
  const toggle = useCallback(() => setState((s) => ({ ...s, mode: nextSidebarMode(s.mode) })), []);
  const closeOverlay = useCallback(
    () => setState((s) => (s.mode === 'enlarged' && s.base === 'condensed' ? { ...s, mode: 'condensed' } : s)),
    [],
  );
  return { mode, mobile, toggle, closeOverlay };
}
