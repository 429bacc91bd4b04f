import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertArea } from './AlertArea';
import { AUTO_CLOSE_MS, createAlertStore, FADE_MS } from './alertStore';
import { escapeHtml } from './escapeHtml';
import { isPlainText, loadedSanitizer } from './sanitizeHtml';
import { createToastStore } from './toastStore';

afterEach(() => jest.useRealTimers());

describe('AlertArea (spec §3, §4)', () => {
  it('shows escaped text without loading DOMPurify (it holds no markup)', () => {
    const store = createAlertStore();
    store.success(escapeHtml('Tom & Jerry saved.'), { autoClose: false });
    render(<AlertArea store={store} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Tom & Jerry saved.');
    expect(loadedSanitizer()).toBeUndefined();
  });

  it('renders a message with markup as HTML sanitized by DOMPurify, loaded on demand, never unsanitized', async () => {
    const store = createAlertStore();
    store.error('<b>Bold</b><img src="x" onerror="alert(1)"><script>alert(2)</script>', { autoClose: false });
    render(<AlertArea store={store} />);
    const alert = screen.getByRole('alert');
    // Until DOMPurify is there, only the text shows: no element of the message is in the page.
    expect(alert.querySelector('img')).toBeNull();
    expect(alert.querySelector('.alert-message')).toHaveTextContent(/^Bold$/);
    await waitFor(() => expect(alert.querySelector('b')).toHaveTextContent('Bold'));
    expect(loadedSanitizer()).toBeDefined();
    expect(alert.querySelector('img')).not.toHaveAttribute('onerror');
    expect(alert.querySelector('script')).toBeNull();
  });

  it('tells plain text from markup', () => {
    expect(isPlainText('Grade &lt;G5&gt; &amp; &quot;co&quot; saved.')).toBe(true);
    expect(isPlainText('<b>x</b>')).toBe(false);
    expect(isPlainText('a <!-- c --> b')).toBe(false);
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

  it("hosts the toasts: PrimeReact's Toast, loaded with the first one, over the page rather than in the alert area", async () => {
    const store = createAlertStore();
    const toasts = createToastStore();
    const { container } = render(<AlertArea store={store} toasts={toasts} />);
    expect(document.querySelector('.p-toast')).toBeNull();
    act(() => toasts.success('Grade <G5> saved.'));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Grade <G5> saved.');
    expect(toast.closest('.p-toast')).not.toBeNull();
    expect(container.querySelector('.alert-area')).toBeNull();
    // The same text again replaces the shown toast rather than stacking a copy.
    act(() => toasts.success('Grade <G5> saved.'));
    await waitFor(() => expect(screen.getAllByText('Grade <G5> saved.')).toHaveLength(1));
    // An alert coming and going leaves the toasts where they are.
    act(() => {
      store.error('Failed.', { autoClose: false });
    });
    expect(screen.getByText('Failed.').closest('.alert-area')).not.toBeNull();
    expect(screen.getByText('Grade <G5> saved.')).toBeInTheDocument();
  });
});
