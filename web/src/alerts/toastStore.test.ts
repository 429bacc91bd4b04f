import { createToastStore } from './toastStore';

describe('toast store (success feedback over the page, DESIGN §4)', () => {
  it('queues what to show until the host takes it, and tells subscribers', () => {
    const store = createToastStore();
    const listener = jest.fn();
    store.subscribe(listener);
    expect(store.requested()).toBe(false);
    store.success('Grade saved.');
    store.info('Nothing to export.');
    expect(store.requested()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.take().map(({ severity, text }) => ({ severity, text }))).toEqual([
      { severity: 'success', text: 'Grade saved.' },
      { severity: 'info', text: 'Nothing to export.' },
    ]);
    expect(store.take()).toEqual([]);
    expect(store.requested()).toBe(true);
  });
});
