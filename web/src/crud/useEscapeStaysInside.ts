import { useEffect } from 'react';

/** Escape key presses that an open picker handles (its panel closes), to be stopped at `<body>`. */
const held = new WeakSet<Event>();
let installedIn: Document | null = null;

/** Whether `target` is an open picker's: inside its panel (the filter box), or in a picker whose panel is open (its `aria-expanded` part). */
function isOpenPickers(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('.p-dropdown-panel, .p-multiselect-panel')) return true;
  const picker = target.closest('.p-dropdown, .p-multiselect');
  return picker !== null && (picker.matches('[aria-expanded="true"]') || picker.querySelector('[aria-expanded="true"]') !== null);
}

function install(document: Document): void {
  if (installedIn === document) return;
  installedIn = document;
  const window = document.defaultView;
  // Seen first, before any handler (the picker's own closes its panel and changes the page): whose key it is.
  window?.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape' && isOpenPickers(event.target)) held.add(event);
    },
    true,
  );
  // Then, once the picker has handled it, stopped before the document, where PrimeReact's dialogs listen.
  document.body.addEventListener('keydown', (event) => {
    if (held.has(event)) event.stopPropagation();
  });
}

/**
 * Makes an Escape key press that closes a picker's panel stop there, so that the dialog around the
 * picker does not close too (PrimeReact's dialogs listen for Escape on the document, after the event has
 * bubbled up). Whose Escape it is, is decided when the key goes down, before any handler runs: one typed
 * in an open panel's filter box, or on a picker whose panel is open (`aria-expanded`), even while the
 * panel is still opening. Call it from every picker; the listeners are installed once.
 */
export function useEscapeStaysInside(): void {
  useEffect(() => {
    install(document);
  }, []);
}
