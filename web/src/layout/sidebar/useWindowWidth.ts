import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};
const getWidth = () => window.innerWidth;

/** The window's inner width in CSS px, as React state that follows resizes. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, getWidth, getWidth);
}
