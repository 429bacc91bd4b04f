import { onSessionCacheReset, resetSessionCache } from './sessionCache';

describe('sessionCache (logout empties what the signed-in part cached)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('runs every registered reset until it is unregistered', () => {
    const first = jest.fn();
    const second = jest.fn(async () => undefined);
    const offFirst = onSessionCacheReset(first);
    const offSecond = onSessionCacheReset(second);
    resetSessionCache();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    offFirst();
    resetSessionCache();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    offSecond();
  });

  it('logs a reset that fails and still runs the others', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const after = jest.fn();
    const offs = [
      onSessionCacheReset(() => {
        throw new Error('sync');
      }),
      onSessionCacheReset(() => Promise.reject(new Error('async'))),
      onSessionCacheReset(after),
    ];
    resetSessionCache();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(after).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
    offs.forEach((off) => off());
  });
});
