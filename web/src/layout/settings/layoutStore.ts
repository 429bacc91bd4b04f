import { useSyncExternalStore } from 'react';
import { createStoredValue } from '../../storage/storedValue';
import { applyLayoutEvent, parseLayoutSettings, type LayoutEvent, type LayoutSettings } from './layoutSettings';

/** localStorage key of the layout settings. */
export const LAYOUT_SETTINGS_KEY = 'layoutSettings';

const saved = createStoredValue(window.localStorage, LAYOUT_SETTINGS_KEY, parseLayoutSettings, window);

/**
 * Sends a layout event (spec §4): the settings change by {@link applyLayoutEvent} and are saved in
 * localStorage, so they hold across reloads.
 */
export function dispatchLayoutEvent(event: LayoutEvent): void {
  saved.set(applyLayoutEvent(saved.get(), event));
}

/** The layout settings (spec §2 Layout) as React state, restored from localStorage on start. */
export function useLayoutSettings(): LayoutSettings {
  return useSyncExternalStore(saved.subscribe, saved.get, saved.get);
}
