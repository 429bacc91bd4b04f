import { defaultSidebarMode, isTabletWidth, nextSidebarMode } from './sidebarMode';

describe('sidebar toggle (spec §4)', () => {
  it('cycles enabled → condensed → enlarged → enabled', () => {
    expect(nextSidebarMode('enabled')).toBe('condensed');
    expect(nextSidebarMode('condensed')).toBe('enlarged');
    expect(nextSidebarMode('enlarged')).toBe('enabled');
  });
});

describe('tablet widths (spec §2, §9: 768–1028 px)', () => {
  it.each([
    [767, false],
    [768, true],
    [900, true],
    [1028, true],
    [1029, false],
  ])('%i px is a tablet width: %s', (width, expected) => {
    expect(isTabletWidth(width)).toBe(expected);
  });
});

describe('defaultSidebarMode (spec §2 Layout)', () => {
  const desktop = { sidebarType: 'default', width: 1280, mobile: false } as const;

  it('is enabled on a desktop width', () => {
    expect(defaultSidebarMode(desktop)).toBe('enabled');
    expect(defaultSidebarMode({ ...desktop, width: 1029 })).toBe('enabled');
  });

  it('condenses at tablet widths and narrower', () => {
    expect(defaultSidebarMode({ ...desktop, width: 1028 })).toBe('condensed');
    expect(defaultSidebarMode({ ...desktop, width: 900 })).toBe('condensed');
    expect(defaultSidebarMode({ ...desktop, width: 768 })).toBe('condensed');
    expect(defaultSidebarMode({ ...desktop, width: 400 })).toBe('condensed');
  });

  it('condenses on a mobile browser and with the condensed sidebar type', () => {
    expect(defaultSidebarMode({ ...desktop, mobile: true })).toBe('condensed');
    expect(defaultSidebarMode({ ...desktop, sidebarType: 'condensed' })).toBe('condensed');
  });
});
