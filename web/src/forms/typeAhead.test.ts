import { releaseTypeAhead, startTypeAhead } from './typeAhead';

const type = (target: EventTarget, key: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

describe('type-ahead while a form comes', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('types the keys held before the form took the focus into its first field', () => {
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    startTypeAhead();
    expect(type(button, 'E')).toBe(false);
    type(button, 'x');
    type(button, 'Shift');
    const input = document.body.appendChild(document.createElement('input'));
    const seen: string[] = [];
    input.addEventListener('input', () => seen.push(input.value));
    input.focus();
    type(input, 'e');
    expect(releaseTypeAhead(input)).toBe('Ex');
    expect(input.value).toBe('Ex');
    expect(seen).toEqual(['Ex']);
  });

  it('holds nothing once the focus has moved, and types nothing into a field without the focus', () => {
    const button = document.body.appendChild(document.createElement('button'));
    startTypeAhead();
    type(button, 'a');
    const input = document.body.appendChild(document.createElement('input'));
    input.focus();
    // The focus moved: keys now go where they are typed.
    expect(type(button, 'b')).toBe(true);
    const other = document.body.appendChild(document.createElement('input'));
    expect(releaseTypeAhead(other)).toBe('');
    expect(other.value).toBe('');
  });
});
