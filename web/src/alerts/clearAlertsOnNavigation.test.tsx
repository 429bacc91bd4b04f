import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAlertStore } from './alertStore';
import { clearAlertsOnNavigation } from './clearAlertsOnNavigation';

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      { path: '/a', element: <p>a</p> },
      { path: '/lazy', lazy: async () => ({ Component: () => <p>lazy</p> }) },
    ],
    { initialEntries: ['/'] },
  );
  const store = createAlertStore();
  const stop = clearAlertsOnNavigation(router, store);
  render(<RouterProvider router={router} />);
  return { router, store, stop };
}

const messages = (store: ReturnType<typeof createAlertStore>) => store.getAlerts().map((a) => a.message);

describe('clearAlertsOnNavigation (spec §4)', () => {
  it('clears alerts when a navigation starts, keeping flagged ones once', async () => {
    const { router, store } = setup();
    store.info('dropped', { autoClose: false });
    store.info('kept', { autoClose: false, keepAfterRouteChange: true });
    await act(() => router.navigate('/a'));
    expect(messages(store)).toEqual(['kept']);
    await act(() => router.navigate('/'));
    expect(messages(store)).toEqual([]);
  });

  it('clears once per navigation, also when the page loads on demand', async () => {
    const { router, store } = setup();
    const routeChanged = jest.spyOn(store, 'routeChanged');
    store.info('kept', { autoClose: false, keepAfterRouteChange: true });
    await act(() => router.navigate('/lazy'));
    expect(routeChanged).toHaveBeenCalledTimes(1);
    expect(messages(store)).toEqual(['kept']);
    await act(() => router.navigate('/a'));
    expect(routeChanged).toHaveBeenCalledTimes(2);
  });

  it('keeps alerts added after the navigation', async () => {
    const { router, store } = setup();
    await act(() => router.navigate('/a'));
    store.info('new', { autoClose: false });
    expect(messages(store)).toEqual(['new']);
  });

  it('stops when unsubscribed', async () => {
    const { router, store, stop } = setup();
    stop();
    store.info('stays', { autoClose: false });
    await act(() => router.navigate('/a'));
    expect(messages(store)).toEqual(['stays']);
  });
});
