import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertArea } from './AlertArea';
import { AUTO_CLOSE_MS, createAlertStore, FADE_MS } from './alertStore';
import { escapeHtml } from './escapeHtml';

afterEach(() => jest.useRealTimers());

describe('AlertArea (spec §3, §4)', () => {
  it('renders the message as sanitized HTML', () => {
    const store = createAlertStore();
    store.error('<b>Bold</b><img src="x" onerror="alert(1)"><script>alert(2)</script>', { autoClose: false });
    render(<AlertArea store={store} />);
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('b')).toHaveTextContent('Bold');
    expect(alert.querySelector('img')).not.toHaveAttribute('onerror');
    expect(alert.querySelector('script')).toBeNull();
  });

  it('shows escaped text as typed', () => {
    const store = createAlertStore();
    store.info(escapeHtml('Grade <G5> & "co" saved.'), { autoClose: false });
    render(<AlertArea store={store} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Grade <G5> & "co" saved.');
  });

  it('shows only the alerts of its id', () => {
    const store = createAlertStore();
    store.info('for the page', { autoClose: false });
    store.info('for elsewhere', { id: 'other', autoClose: false });
    render(<AlertArea store={store} />);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('for the page');
  });

  it('fades and removes an alert on its own after 3000 + 250 ms', () => {
    jest.useFakeTimers();
    const store = createAlertStore();
    store.success('Grade saved.');
    render(<AlertArea store={store} />);
    expect(screen.getByRole('alert')).not.toHaveClass('alert-fade');
    act(() => jest.advanceTimersByTime(AUTO_CLOSE_MS));
    expect(screen.getByRole('alert')).toHaveClass('alert-fade');
    act(() => jest.advanceTimersByTime(FADE_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('dismisses an alert with its button', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const store = createAlertStore();
    store.error('Failed.', { autoClose: false });
    render(<AlertArea store={store} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss alert' }));
    act(() => jest.advanceTimersByTime(FADE_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
