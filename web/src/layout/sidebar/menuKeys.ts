/** What the menu needs to know to answer a key (see {@link menuKeyTarget}). */
export interface MenuKeyContext {
  /** vertical (the sidebar) or horizontal (the top navigation). */
  orientation: 'vertical' | 'horizontal';
  /** Groups open as flyouts or dropdowns (condensed rail, horizontal menu) rather than in place. */
  popups: boolean;
  /** Whether the group with this label is open now. */
  isOpen: (label: string) => boolean;
}

/** What a key press does: move focus, open a group and enter it, or close a group and focus its button. */
export type MenuKeyAction = { kind: 'focus'; element: HTMLElement } | { kind: 'open'; label: string; button: HTMLElement } | { kind: 'close'; label: string; button: HTMLElement };

/** The parts of a keyboard event {@link menuKeyTarget} reads. */
export interface MenuKey {
  key: string;
  target: EventTarget | null;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

const ITEM = '.side-menu-link, .side-menu-group';

/** Each top-level entry's link or group button. */
function topItems(list: HTMLElement): HTMLElement[] {
  return Array.from(list.children)
    .map((li) => li.firstElementChild)
    .filter((element): element is HTMLElement => element instanceof HTMLElement && element.matches(ITEM));
}

function linksOf(submenu: Element): HTMLElement[] {
  return Array.from(submenu.querySelectorAll<HTMLElement>('.side-menu-link'));
}

/** The entries a user sees in an accordion menu, in order: top-level entries and the links of expanded groups. */
function accordionItems(list: HTMLElement): HTMLElement[] {
  return topItems(list).flatMap((item) => {
    const submenu = item.nextElementSibling;
    return submenu instanceof HTMLElement && submenu.matches('.side-submenu') && !submenu.hidden ? [item, ...linksOf(submenu)] : [item];
  });
}

/**
 * The main menu's arrow keys (spec §4 Side menu; the WAI-ARIA navigation-menu and tree keys), on the
 * entry that has focus in `list` (the menu's top `ul`):
 * - Up/Down (Left/Right across a horizontal bar) move to the previous/next entry a user sees,
 *   wrapping around: in an open flyout or dropdown among its entries, else among the top-level
 *   entries and, in the sidebar's accordion, the entries of the expanded group;
 * - Home/End move to the first/last of those;
 * - Right on a group (Down on a horizontal bar's group) opens it and moves to its first entry;
 * - Left on a group's entry goes back to the group and closes it; Left on an open group closes it;
 * - Escape inside an open group closes it and focuses its button.
 * Answers null for any other key, a key with a modifier, or a target that is not an entry: the
 * browser then does what it always does (Tab, Enter on a link, typing).
 */
export function menuKeyTarget(event: MenuKey, list: HTMLElement, context: MenuKeyContext): MenuKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const target = event.target;
  if (!(target instanceof HTMLElement) || !target.matches(ITEM) || !list.contains(target)) return null;

  const submenu = target.closest('.side-submenu');
  const groupItem = submenu ? submenu.parentElement : target.matches('.side-menu-group') ? target.parentElement : null;
  const label = groupItem?.dataset.group ?? null;
  const groupButton = groupItem?.firstElementChild instanceof HTMLElement ? groupItem.firstElementChild : null;
  const inPopup = context.popups && submenu !== null;
  const scope = inPopup && submenu ? linksOf(submenu) : context.popups ? topItems(list) : accordionItems(list);
  const index = scope.indexOf(target);
  const at = (position: number): MenuKeyAction | null => {
    const element = scope[(position + scope.length) % scope.length];
    return element ? { kind: 'focus', element } : null;
  };

  const acrossBar = context.orientation === 'horizontal' && !inPopup;
  const next = acrossBar ? 'ArrowRight' : 'ArrowDown';
  const previous = acrossBar ? 'ArrowLeft' : 'ArrowUp';
  const enter = acrossBar ? 'ArrowDown' : context.orientation === 'vertical' ? 'ArrowRight' : null;

  switch (event.key) {
    case next:
      return at(index + 1);
    case previous:
      return at(index - 1);
    case 'Home':
      return at(0);
    case 'End':
      return at(scope.length - 1);
    case enter:
      return label && groupButton && !submenu ? { kind: 'open', label, button: groupButton } : null;
    case 'ArrowLeft':
      if (context.orientation !== 'vertical' || !label || !groupButton) return null;
      return submenu || context.isOpen(label) ? { kind: 'close', label, button: groupButton } : null;
    case 'Escape':
      return label && groupButton && (submenu || context.isOpen(label)) ? { kind: 'close', label, button: groupButton } : null;
    default:
      return null;
  }
}
