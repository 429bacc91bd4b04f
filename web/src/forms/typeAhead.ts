/**
 * Keys typed between a click on "New …" and the moment its form takes the focus (DESIGN §4 forms: the
 * form's chunk and its dialog need a moment): without this they reach the page behind and are lost
 * ("Executive Director" became "ecutive Director"). {@link startTypeAhead} holds the printable keys
 * typed outside any field; {@link releaseTypeAhead} types them into the field that took the focus.
 * One buffer for the page: a new start drops what an earlier one held.
 */

/** How long keys are held for a form that does not come (ms). */
const HOLD_MS = 5000;

let held = '';
let stop: (() => void) | null = null;

const isField = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Starts holding the printable keys typed outside a field (no Ctrl, Alt or Meta), until the focus moves
 * (the form took it) or {@link HOLD_MS} ms at most.
 */
export function startTypeAhead(): void {
  stop?.();
  held = '';
  const onKey = (event: KeyboardEvent) => {
    if (event.key.length !== 1 || event.ctrlKey || event.altKey || event.metaKey || isField(event.target)) return;
    held += event.key;
    event.preventDefault();
    event.stopPropagation();
  };
  const onFocus = () => stop?.();
  window.addEventListener('keydown', onKey, true);
  window.addEventListener('focusin', onFocus, true);
  const timer = window.setTimeout(() => stop?.(), HOLD_MS);
  stop = () => {
    window.removeEventListener('keydown', onKey, true);
    window.removeEventListener('focusin', onFocus, true);
    window.clearTimeout(timer);
    stop = null;
  };
}

/**
 * Stops holding keys and types what was held into `field` (a text input or text area that has the
 * focus) as if typed there (an `input` event, so a controlled React field takes it). Answers what was typed.
 */
export function releaseTypeAhead(field: Element | null): string {
  stop?.();
  const text = held;
  held = '';
  if (!text || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || document.activeElement !== field) return '';
  // The prototype's setter, not the element's: React watches the latter and would take the input event for no change.
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, field.value + text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  return text;
}
