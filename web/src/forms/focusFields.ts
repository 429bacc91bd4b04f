/**
 * Moving the focus to a form's fields (DESIGN §4 forms; WAI-ARIA dialog pattern): the first field
 * when a form opens, the first field with a message after a failed submit. A field is a `.form-field`
 * frame (FieldFrame); the element focused is the one its label names (the text input, the picker's
 * combobox input, the checkbox), so typing goes straight into it.
 */

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

/** The element that takes the focus for the field in `frame`: the input its label names, else its first focusable element. */
function controlOf(frame: Element): HTMLElement | null {
  const id = frame.querySelector('label')?.htmlFor;
  const named = id ? frame.ownerDocument.getElementById(id) : null;
  return named ?? frame.querySelector<HTMLElement>(FOCUSABLE);
}

function focusFrame(frame: Element | null | undefined): boolean {
  const control = frame ? controlOf(frame) : null;
  if (!control) return false;
  control.focus();
  return control.ownerDocument.activeElement === control;
}

/** Focuses the first enabled field of `container` (a form). Returns whether something took the focus. */
export function focusFirstField(container: Element | null): boolean {
  if (!container) return false;
  const frames = [...container.querySelectorAll('.form-field')];
  return frames.some((frame) => {
    const control = controlOf(frame);
    return control !== null && !(control as HTMLInputElement).disabled && focusFrame(frame);
  });
}

/**
 * Focuses the first field of `container` that shows a message (`.form-field-error`, or an input marked
 * `aria-invalid="true"`), scrolling it into view; without one, the form's own message (`.form-message`:
 * its button, e.g. "Reload", or the message itself), so that the focus is never left on a button the
 * submit disabled. Returns whether something took the focus.
 */
export function focusFirstInvalidField(container: Element | null): boolean {
  if (!container) return false;
  const frames = [...container.querySelectorAll('.form-field')];
  const invalid = (candidate: Element) => candidate.querySelector('.form-field-error, [aria-invalid="true"]') !== null;
  // The innermost: a list of objects is a frame holding its rows' frames (plan §5); its sub-field with the message, not its first.
  const frame = frames.find((candidate) => invalid(candidate) && !frames.some((inner) => inner !== candidate && candidate.contains(inner) && invalid(inner)));
  if (focusFrame(frame)) return true;
  const message = container.querySelector<HTMLElement>('.form-message');
  if (!message) return false;
  const target = message.querySelector<HTMLElement>('button:not([disabled])') ?? message;
  target.focus();
  return container.ownerDocument.activeElement === target;
}

/**
 * A ref callback that focuses its element once it is attached (the "Loading…" line of a dialog, so
 * that keys typed meanwhile stay in the dialog); give it as `ref={focusWhenAttached}`. Being one
 * function, React calls it only when the element comes and goes.
 */
export function focusWhenAttached(element: HTMLElement | null): void {
  element?.focus();
}

/**
 * A ref callback that, once its element is attached, focuses the first enabled button inside it (a
 * dialog's "Retry"), else the first element focusable by script (a FormAlert), else the element itself.
 */
export function focusInsideWhenAttached(element: HTMLElement | null): void {
  if (!element) return;
  (element.querySelector<HTMLElement>('button:not([disabled])') ?? element.querySelector<HTMLElement>('[tabindex]') ?? element).focus();
}

/**
 * `onMouseDown` of a form's buttons (Save, Cancel): keeps the focus where it is when the button is
 * pressed. Otherwise the field being left would show its message on blur, between the press and the
 * release, and the rows under it, the button included, would move: the release would miss the button
 * and the click would be lost. The click itself still submits (and a failed submit then focuses the
 * first invalid field); keyboard use is unchanged.
 */
export function keepFocusOnPress(event: { preventDefault: () => void }): void {
  event.preventDefault();
}
