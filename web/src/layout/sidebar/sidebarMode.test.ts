import { defaultSidebarMode, isOverlay, isPhoneWidth, isTabletWidth, sidebarReducer, type SidebarMode, type SidebarState } from './sidebarMode';

const at = (base: SidebarMode, mode: SidebarMode = base): SidebarState => ({ base, mode });
const toggled = (state: SidebarState, times = 1) => {
  let next = state;
  for (let i = 0; i < times; i += 1) next = sidebarReducer(next, { type: 'toggle' });
  return next.mode;
};

describe('sidebar toggle (spec §4: enabled, condensed and enlarged; every press changes what is seen)', () => {
  it('switches an enabled desktop sidebar to the rail and back', () => {
    expect(toggled(at('enabled'))).toBe('condensed');
    expect(toggled(at('enabled'), 2)).toBe('enabled');
    expect(toggled(at('enabled'), 3)).toBe('condensed');
  });

  it('enlarges a condensed rail over the content and condenses it again', () => {
    expect(toggled(at('condensed'))).toBe('enlarged');
    expect(toggled(at('condensed'), 2)).toBe('condensed');
  });

  it('opens and closes the phone drawer', () => {
    expect(toggled(at('hidden'))).toBe('enlarged');
    expect(toggled(at('hidden'), 2)).toBe('hidden');
  });

  it('never leaves the mode as it was (no press that seems to do nothing)', () => {
    const states: SidebarState[] = [at('enabled'), at('enabled', 'condensed'), at('condensed'), at('condensed', 'enlarged'), at('hidden'), at('hidden', 'enlarged')];
    for (const state of states) expect(toggled(state)).not.toBe(state.mode);
  });
});

describe('closing an overlay (navigation, Escape, a click outside)', () => {
  it('brings an enlarged rail or an open drawer back to its default', () => {
    expect(sidebarReducer(at('condensed', 'enlarged'), { type: 'close' })).toEqual(at('condensed'));
    expect(sidebarReducer(at('hidden', 'enlarged'), { type: 'close' })).toEqual(at('hidden'));
  });

  it('leaves a sidebar that is not over the content as it is', () => {
    const condensedByUser = at('enabled', 'condensed');
    expect(sidebarReducer(condensedByUser, { type: 'close' })).toBe(condensedByUser);
    expect(sidebarReducer(at('enabled'), { type: 'close' })).toEqual(at('enabled'));
    expect(isOverlay(condensedByUser)).toBe(false);
    expect(isOverlay(at('condensed', 'enlarged'))).toBe(true);
    expect(isOverlay(at('hidden', 'enlarged'))).toBe(true);
  });

  it('shows the new default when the window or the setting changes', () => {
    expect(sidebarReducer(at('condensed', 'enlarged'), { type: 'reset', base: 'hidden' })).toEqual(at('hidden'));
    expect(sidebarReducer(at('enabled', 'condensed'), { type: 'reset', base: 'condensed' })).toEqual(at('condensed'));
  });
});

describe('tablet and phone widths (spec §2, §9: 768–1028 px)', () => {
  it.each([
    [390, false, true],
    [767, false, true],
    [768, true, false],
    [900, true, false],
    [1028, true, false],
    [1029, false, false],
  ])('%i px: tablet %s, phone %s', (width, tablet, phone) => {
    expect(isTabletWidth(width)).toBe(tablet);
    expect(isPhoneWidth(width)).toBe(phone);
  });
});

describe('defaultSidebarMode (spec §2 Layout)', () => {
  const desktop = { sidebarType: 'default', width: 1280, mobile: false } as const;

  it('is enabled on a desktop width', () => {
    expect(defaultSidebarMode(desktop)).toBe('enabled');
    expect(defaultSidebarMode({ ...desktop, width: 1029 })).toBe('enabled');
  });

  it('condenses at tablet widths', () => {
    expect(defaultSidebarMode({ ...desktop, width: 1028 })).toBe('condensed');
    expect(defaultSidebarMode({ ...desktop, width: 900 })).toBe('condensed');
    expect(defaultSidebarMode({ ...desktop, width: 768 })).toBe('condensed');
  });

  it('hides the sidebar below 768 px (the menu is a drawer), whatever the browser or setting', () => {
    expect(defaultSidebarMode({ ...desktop, width: 767 })).toBe('hidden');
    expect(defaultSidebarMode({ ...desktop, width: 390, mobile: true })).toBe('hidden');
    expect(defaultSidebarMode({ ...desktop, width: 390, sidebarType: 'condensed' })).toBe('hidden');
  });

  it('condenses on a mobile browser and with the condensed sidebar type on wider screens', () => {
    expect(defaultSidebarMode({ ...desktop, mobile: true })).toBe('condensed');
    expect(defaultSidebarMode({ ...desktop, sidebarType: 'condensed' })).toBe('condensed');
  });
});
