import { useCallback, useState } from 'react';
import type { SidebarType } from '../settings/layoutSettings';
import { isMobileUserAgent } from './isMobileUserAgent';
import { defaultSidebarMode, isOverlay, sidebarReducer, type SidebarAction, type SidebarMode, type SidebarState } from './sidebarMode';
import { useWindowWidth } from './useWindowWidth';

/** The sidebar's state and actions, from {@link useSidebarMode}. */
export interface SidebarModeState {
  /** What the sidebar shows now. */
  mode: SidebarMode;
  /** The default for this window (enabled, condensed, or hidden on a phone). */
  base: SidebarMode;
  /** Whether the browser is a mobile one (by user agent, spec §2). */
  mobile: boolean;
  /** A phone width (below 768 px): the menu is an off-canvas drawer, open when `mode` is enlarged. */
  phone: boolean;
  /** The sidebar is shown over the content (tablet overlay or phone drawer): close it on navigation, Escape, outside click. */
  overlay: boolean;
  /** Whether the menu shows its labels (enabled or enlarged): the toggle's aria-expanded. */
  expanded: boolean;
  /** The top bar's sidebar toggle (see sidebarReducer): each press visibly changes the sidebar. */
  toggle: () => void;
  /** Closes an overlay (after a menu entry was followed, on Escape or a click outside); else nothing. */
  close: () => void;
}

/**
 * The left sidebar's mode (spec §2 Layout, §4 Sidebar, §9): starts from {@link defaultSidebarMode}
 * for the sidebar type, the window width and the user agent; the toggle and closes go through
 * {@link sidebarReducer}; when the default changes (the window crosses 768 or 1028 px, or the
 * setting changes) the mode follows the new default. Nothing of it is saved: a reload starts from the
 * default, so an overlay or an open drawer never survives one.
 */
export function useSidebarMode(sidebarType: SidebarType): SidebarModeState {
  const width = useWindowWidth();
  const [mobile] = useState(() => isMobileUserAgent(navigator.userAgent));
  const base = defaultSidebarMode({ sidebarType, width, mobile });
  const [stored, setState] = useState<SidebarState>({ base, mode: base });
  let state = stored;
  if (stored.base !== base) {
    state = sidebarReducer(stored, { type: 'reset', base });
    setState(state);
  }
  const dispatch = useCallback((action: SidebarAction) => setState((s) => sidebarReducer(s, action)), []);
  const toggle = useCallback(() => dispatch({ type: 'toggle' }), [dispatch]);
  const close = useCallback(() => dispatch({ type: 'close' }), [dispatch]);
  return {
    mode: state.mode,
    base: state.base,
    mobile,
    phone: state.base === 'hidden',
    overlay: isOverlay(state),
    expanded: state.mode === 'enabled' || state.mode === 'enlarged',
    toggle,
    close,
  };
}
