import { applyLayoutEvent, DEFAULT_LAYOUT_SETTINGS, parseLayoutSettings, type LayoutSettings } from './layoutSettings';

/** A state where nothing is at its default, so every reset shows. */
const changed: LayoutSettings = { layout: 'horizontal', width: 'boxed', sidebarTheme: 'dark', sidebarType: 'condensed' };

describe('layout events (spec §4)', () => {
  it('starts vertical, fluid, light and default', () => {
    expect(DEFAULT_LAYOUT_SETTINGS).toEqual({ layout: 'vertical', width: 'fluid', sidebarTheme: 'light', sidebarType: 'default' });
  });

  it.each(['vertical', 'horizontal'] as const)('changeLayout %s resets sidebar type, theme and width', (layout) => {
    expect(applyLayoutEvent(changed, { type: 'changeLayout', layout })).toEqual({
      layout,
      width: 'fluid',
      sidebarTheme: 'light',
      sidebarType: 'default',
    });
  });

  it('changeLeftSidebarTheme dark switches to vertical with the default sidebar type, keeping the width', () => {
    expect(applyLayoutEvent({ ...changed, sidebarTheme: 'light' }, { type: 'changeLeftSidebarTheme', theme: 'dark' })).toEqual({
      layout: 'vertical',
      width: 'boxed',
      sidebarTheme: 'dark',
      sidebarType: 'default',
    });
  });

  it('changeLeftSidebarTheme light sets only the theme', () => {
    expect(applyLayoutEvent(changed, { type: 'changeLeftSidebarTheme', theme: 'light' })).toEqual({ ...changed, sidebarTheme: 'light' });
  });

  it.each(['default', 'condensed'] as const)('changeLeftSidebarType %s switches to vertical and sets the type', (sidebarType) => {
    expect(applyLayoutEvent({ ...changed, sidebarType: sidebarType === 'default' ? 'condensed' : 'default' }, { type: 'changeLeftSidebarType', sidebarType })).toEqual({
      layout: 'vertical',
      width: 'boxed',
      sidebarTheme: 'dark',
      sidebarType,
    });
  });

  it.each(['fluid', 'boxed'] as const)('changeLayoutWidth %s sets only the width', (width) => {
    expect(applyLayoutEvent(changed, { type: 'changeLayoutWidth', width })).toEqual({ ...changed, width });
  });

  it('does not change the settings it is given', () => {
    const before = { ...changed };
    applyLayoutEvent(changed, { type: 'changeLayout', layout: 'vertical' });
    expect(changed).toEqual(before);
  });
});

describe('parseLayoutSettings', () => {
  it('reads saved settings back', () => {
    expect(parseLayoutSettings(JSON.stringify(changed))).toEqual(changed);
  });

  it('falls back to the default for each missing or unknown value, and for damaged JSON', () => {
    expect(parseLayoutSettings(JSON.stringify({ layout: 'horizontal', width: 'huge' }))).toEqual({ ...DEFAULT_LAYOUT_SETTINGS, layout: 'horizontal' });
    expect(parseLayoutSettings('{not json')).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(parseLayoutSettings(null)).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(parseLayoutSettings('"vertical"')).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });
});
