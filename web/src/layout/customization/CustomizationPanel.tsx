import { useEffect, useRef } from 'react';
import { Check, X } from 'lucide-react';
import type { LayoutEvent, LayoutSettings } from '../settings/layoutSettings';
import { useDismiss } from '../useDismiss';
import { ICON_STROKE } from '../iconDefaults';
import { VARIATIONS } from './variations';
import './customization.css';

/** Class put on document.body while the panel is shown (spec §4: shown by a body class). */
export const RIGHT_BAR_CLASS = 'right-bar-enabled';

/** Props of {@link CustomizationPanel}. */
export interface CustomizationPanelProps {
  /** The current layout settings (to mark the current choice). */
  settings: LayoutSettings;
  /** Sends the picked choice's layout event. */
  onPick: (event: LayoutEvent) => void;
  /** Hides the panel. */
  onClose: () => void;
}

/**
 * The right settings bar (spec §2 Customization panel, §4), rendered while shown: title
 * "Customization", heading "Choose Variation", the choices "Default", "Top Nav" and "Dark Side Nav"
 * (the current one pressed). It closes on its "Close" button, a click outside it, Escape, or a pick.
 * While it is rendered document.body carries the class `right-bar-enabled`.
 */
export function CustomizationPanel({ settings, onPick, onClose }: CustomizationPanelProps) {
  const root = useRef<HTMLElement>(null);
  useDismiss(root, true, onClose);
  useEffect(() => {
    document.body.classList.add(RIGHT_BAR_CLASS);
    root.current?.focus();
    return () => document.body.classList.remove(RIGHT_BAR_CLASS);
  }, []);

  return (
    <aside className="right-bar" ref={root} role="dialog" aria-labelledby="right-bar-title" tabIndex={-1}>
      <div className="right-bar-header">
        <h2 id="right-bar-title">Customization</h2>
        <button type="button" className="topbar-button" aria-label="Close" onClick={onClose}>
          <X size={20} strokeWidth={ICON_STROKE} aria-hidden="true" />
        </button>
      </div>
      <h3 id="right-bar-variation">Choose Variation</h3>
      <div className="right-bar-choices" role="group" aria-labelledby="right-bar-variation">
        {VARIATIONS.map((variation) => {
          const current = variation.isCurrent(settings);
          return (
            <button
              key={variation.label}
              type="button"
              className={`variation variation-${variation.label.toLowerCase().replace(/ /g, '-')}`}
              aria-pressed={current}
              title={variation.description}
              onClick={() => {
                onPick(variation.event);
                onClose();
              }}
            >
              <span className="variation-preview" aria-hidden="true" />
              <span className="variation-label">{variation.label}</span>
              {current && <Check size={18} strokeWidth={ICON_STROKE} aria-hidden="true" />}
            </button>
          );
        })}
      </div>
    </aside>
  );
}
