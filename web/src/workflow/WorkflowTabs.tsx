import { useRef, type KeyboardEvent } from 'react';
import type { WorkflowTab } from './workflowRules';

/** Props of {@link WorkflowTabs}. */
export interface WorkflowTabsProps {
  /** The tabs the role sees, in order. */
  tabs: readonly WorkflowTab[];
  /** The chosen tab's key. */
  chosen: WorkflowTab['key'];
  /** How many records wait for the user ("To approve"'s badge); undefined while unknown. */
  awaiting?: number;
  /** The id of the panel (the list) the tabs control. */
  panelId: string;
  onChoose: (key: WorkflowTab['key']) => void;
}

/**
 * The tabs of a workflow list (docs/requisitions.md "Web"): "My requisitions", "To approve" with the
 * number awaiting the user as a badge ("To approve, 3 waiting" to a screen reader), "All"; the WAI-ARIA
 * tabs pattern (one tab in the tab order, arrow keys, Home and End move and choose).
 */
export function WorkflowTabs({ tabs, chosen, awaiting, panelId, onChoose }: WorkflowTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    onChoose(tab.key);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[target]?.focus();
  };
  return (
    <div className="workflow-tabs" role="tablist" aria-label="Show" ref={listRef}>
      {tabs.map((tab, index) => {
        const selected = tab.key === chosen;
        const count = tab.key === 'approve' ? awaiting : undefined;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${panelId}-${tab.key}`}
            className="workflow-tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChoose(tab.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
            {count !== undefined && count > 0 && (
              <span className="workflow-tab-count">
                {count}
                <span className="visually-hidden"> waiting</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
