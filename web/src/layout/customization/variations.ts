import type { LayoutEvent, LayoutSettings } from '../settings/layoutSettings';

/** A choice of the customization panel (spec §2 Customization panel). */
export interface Variation {
  /** The choice's text, as the spec names it. */
  label: 'Default' | 'Top Nav' | 'Dark Side Nav';
  /** What it does, for screen readers and the tooltip. */
  description: string;
  /** The layout event it sends (spec §4). */
  event: LayoutEvent;
  /** Whether the settings are what this choice makes them. */
  isCurrent: (settings: LayoutSettings) => boolean;
}

/**
 * The three choices of the customization panel (spec §2): Default (vertical layout), Top Nav
 * (horizontal layout), Dark Side Nav (dark left sidebar theme).
 */
export const VARIATIONS: readonly Variation[] = [
  {
    label: 'Default',
    description: 'Vertical layout with a light left sidebar',
    event: { type: 'changeLayout', layout: 'vertical' },
    isCurrent: (s) => s.layout === 'vertical' && s.sidebarTheme === 'light',
  },
  {
    label: 'Top Nav',
    description: 'Horizontal layout with a top navigation menu',
    event: { type: 'changeLayout', layout: 'horizontal' },
    isCurrent: (s) => s.layout === 'horizontal',
  },
  {
    label: 'Dark Side Nav',
    description: 'Vertical layout with a dark left sidebar',
    event: { type: 'changeLeftSidebarTheme', theme: 'dark' },
    isCurrent: (s) => s.layout === 'vertical' && s.sidebarTheme === 'dark',
  },
];
