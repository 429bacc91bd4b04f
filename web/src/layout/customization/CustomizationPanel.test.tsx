import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CustomizationPanel, RIGHT_BAR_CLASS } from './CustomizationPanel';
import { applyLayoutEvent, DEFAULT_LAYOUT_SETTINGS, type LayoutSettings } from '../settings/layoutSettings';

/** The panel as the layout uses it: shown by "Settings", with real layout settings behind it. */
function Harness({ initial = DEFAULT_LAYOUT_SETTINGS }: { initial?: LayoutSettings }) {
  const [settings, setSettings] = useState(initial);
  const [open, setOpen] = useState(true);
  return (
    <div>
      <p data-testid="settings">{JSON.stringify(settings)}</p>
      <button type="button" onClick={() => setOpen(true)}>
        Settings
      </button>
      {open && <CustomizationPanel settings={settings} onPick={(event) => setSettings((s) => applyLayoutEvent(s, event))} onClose={() => setOpen(false)} />}
    </div>
  );
}

const settingsShown = () => JSON.parse(screen.getByTestId('settings').textContent ?? '{}') as LayoutSettings;
const panel = () => screen.queryByRole('dialog', { name: 'Customization' });

describe('CustomizationPanel (spec §2, §4)', () => {
  it('has the title, the heading and the three choices, the current one pressed, and sets the body class', () => {
    render(<Harness />);
    expect(panel()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Customization' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose Variation' })).toBeInTheDocument();
    const choices = screen.getByRole('group', { name: 'Choose Variation' });
    expect(Array.from(choices.querySelectorAll('button')).map((b) => b.textContent)).toEqual(['Default', 'Top Nav', 'Dark Side Nav']);
    expect(screen.getByRole('button', { name: 'Default' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Top Nav' })).toHaveAttribute('aria-pressed', 'false');
    expect(document.body).toHaveClass(RIGHT_BAR_CLASS);
    expect(RIGHT_BAR_CLASS).toBe('right-bar-enabled');
  });

  it('Top Nav switches to the horizontal layout and closes the panel, removing the body class', async () => {
    render(<Harness />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Top Nav' }));
    expect(settingsShown().layout).toBe('horizontal');
    expect(panel()).toBeNull();
    expect(document.body).not.toHaveClass(RIGHT_BAR_CLASS);
  });

  it('Dark Side Nav makes the sidebar dark in the vertical layout', async () => {
    render(<Harness initial={{ ...DEFAULT_LAYOUT_SETTINGS, layout: 'horizontal' }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dark Side Nav' }));
    expect(settingsShown()).toEqual({ ...DEFAULT_LAYOUT_SETTINGS, layout: 'vertical', sidebarTheme: 'dark' });
    expect(panel()).toBeNull();
  });

  it('Default goes back to the vertical layout with every setting at its default', async () => {
    render(<Harness initial={{ layout: 'vertical', width: 'boxed', sidebarTheme: 'dark', sidebarType: 'condensed' }} />);
    expect(screen.getByRole('button', { name: 'Dark Side Nav' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Default' }));
    expect(settingsShown()).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });

  it('closes on its close button without changing anything', async () => {
    render(<Harness />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(panel()).toBeNull();
    expect(document.body).not.toHaveClass(RIGHT_BAR_CLASS);
    expect(settingsShown()).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });

  it('closes on a click outside it, and not on a click inside it', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('heading', { name: 'Choose Variation' }));
    expect(panel()).toBeInTheDocument();
    await user.click(screen.getByTestId('settings'));
    expect(panel()).toBeNull();
    expect(document.body).not.toHaveClass(RIGHT_BAR_CLASS);
  });

  it('closes on Escape', async () => {
    render(<Harness />);
    await userEvent.setup().keyboard('{Escape}');
    expect(panel()).toBeNull();
  });
});
