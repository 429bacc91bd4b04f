import { AUTO_CLOSE_MS, createAlertStore, DEFAULT_ALERT_ID, FADE_MS, MAX_ALERTS_PER_AREA } from './alertStore';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const messages = (store: ReturnType<typeof createAlertStore>) => store.getAlerts().map((a) => a.message);

describe('alert store (spec §3, §4, §9)', () => {
  it('fills in the defaults: default id, auto-close on, not kept after a route change', () => {
    const alert = createAlertStore().add({ type: 'info', message: 'Hello' });
    expect(alert).toMatchObject({ id: DEFAULT_ALERT_ID, autoClose: true, keepAfterRouteChange: false, fading: false });
    expect(DEFAULT_ALERT_ID).toBe('default-alert');
  });

  it('fades an auto-closing alert after 3000 ms and removes it 250 ms later', () => {
    const store = createAlertStore();
    store.success('Saved.');
    jest.advanceTimersByTime(AUTO_CLOSE_MS - 1);
    expect(store.getAlerts()[0]?.fading).toBe(false);
    jest.advanceTimersByTime(1);
    expect(store.getAlerts()[0]?.fading).toBe(true);
    jest.advanceTimersByTime(FADE_MS - 1);
    expect(messages(store)).toEqual(['Saved.']);
    jest.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
    expect([AUTO_CLOSE_MS, FADE_MS]).toEqual([3000, 250]);
  });

  it('keeps an alert with autoClose off', () => {
    const store = createAlertStore();
    store.error('Failed.', { autoClose: false });
    jest.advanceTimersByTime(60_000);
    expect(messages(store)).toEqual(['Failed.']);
  });

  it('fades a dismissed alert for 250 ms before removing it', () => {
    const store = createAlertStore();
    const alert = store.warning('Careful.', { autoClose: false });
    store.dismiss(alert.key);
    expect(store.getAlerts()[0]?.fading).toBe(true);
    jest.advanceTimersByTime(FADE_MS);
    expect(messages(store)).toEqual([]);
  });

  it('clears by id, the default id when none is given', () => {
    const store = createAlertStore();
    store.info('a');
    store.info('b', { id: 'form' });
    store.info('c', { id: 'form' });
    store.clear('form');
    expect(messages(store)).toEqual(['a']);
    store.info('d', { id: 'form' });
    store.clear();
    expect(messages(store)).toEqual(['d']);
  });

  it('clears on navigation, except alerts kept after a route change, which are kept once', () => {
    const store = createAlertStore();
    store.info('dropped');
    store.success('kept once', { keepAfterRouteChange: true });
    store.routeChanged();
    expect(messages(store)).toEqual(['kept once']);
    expect(store.getAlerts()[0]?.keepAfterRouteChange).toBe(false);
    store.routeChanged();
    expect(messages(store)).toEqual([]);
  });

  it('tells subscribers about every change', () => {
    const store = createAlertStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.info('x');
    jest.advanceTimersByTime(AUTO_CLOSE_MS + FADE_MS);
    expect(listener).toHaveBeenCalledTimes(3); // added, fading, removed
  });

  it('shows one copy of the same alert: adding it again replaces the shown one, with a fresh timer', () => {
    const store = createAlertStore();
    store.error('Could not delete grade G3. This grade is used by 4 employees and cannot be deleted.', { autoClose: false });
    store.error('Could not delete grade G3. This grade is used by 4 employees and cannot be deleted.', { autoClose: false });
    store.error('Could not delete grade G3. This grade is used by 4 employees and cannot be deleted.', { autoClose: false });
    expect(messages(store)).toEqual(['Could not delete grade G3. This grade is used by 4 employees and cannot be deleted.']);

    store.success('Saved.');
    jest.advanceTimersByTime(2000);
    store.success('Saved.');
    jest.advanceTimersByTime(AUTO_CLOSE_MS - 1000 + FADE_MS);
    expect(messages(store).filter((m) => m === 'Saved.')).toHaveLength(1);
    // Another type or another area is another alert.
    store.info('Saved.');
    store.success('Saved.', { id: 'form' });
    expect(messages(store).filter((m) => m === 'Saved.')).toHaveLength(3);
  });

  it(`shows at most ${MAX_ALERTS_PER_AREA} alerts in an area, the oldest leaving first`, () => {
    const store = createAlertStore();
    store.info('elsewhere', { id: 'form', autoClose: false });
    for (const n of [1, 2, 3, 4, 5]) store.error(`Failure ${n}.`, { autoClose: false });
    expect(messages(store)).toEqual(['elsewhere', 'Failure 3.', 'Failure 4.', 'Failure 5.']);
  });
});
