import { closeOnSignals, type ShutdownPlan } from './shutdown';

/** A plan whose steps are recorded in `steps`, and the SIGINT/SIGTERM listeners it added removed after the test. */
function recordingPlan(overrides: Partial<ShutdownPlan> = {}) {
  const steps: string[] = [];
  const plan: ShutdownPlan = {
    log: { info: (_details, message) => steps.push(`info ${message}`), error: (_details, message) => steps.push(`error ${message}`) },
    delayMs: 0,
    startDraining: () => steps.push('draining'),
    close: async () => {
      steps.push('close');
    },
    exit: (code) => steps.push(`exit ${code}`),
    ...overrides,
  };
  return { steps, plan };
}

describe('closeOnSignals (server-kit/shutdown.ts)', () => {
  type Signal = 'SIGINT' | 'SIGTERM';
  /** The SIGINT or SIGTERM listeners now (process.listeners' overloads do not take the union). */
  const listeners = (signal: Signal): NodeJS.SignalsListener[] => (signal === 'SIGINT' ? process.listeners('SIGINT') : process.listeners('SIGTERM'));
  let before: Record<Signal, NodeJS.SignalsListener[]>;
  beforeEach(() => {
    before = { SIGINT: listeners('SIGINT'), SIGTERM: listeners('SIGTERM') };
  });
  afterEach(() => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      for (const listener of listeners(signal)) if (!before[signal].includes(listener)) process.removeListener(signal, listener);
    }
  });

  it('listens to SIGINT and SIGTERM, and keeps listening after the first (a repeated signal must not kill it mid-close)', async () => {
    const { steps, plan } = recordingPlan();
    closeOnSignals(plan);
    const added = (signal: Signal) => listeners(signal).filter((listener) => !before[signal].includes(listener));
    expect(added('SIGINT')).toHaveLength(1);
    expect(added('SIGTERM')).toHaveLength(1);
    // Call the listener as Node would on a signal (sending one would reach jest's own handlers too).
    added('SIGINT')[0]!('SIGINT');
    await new Promise((resolve) => setImmediate(resolve));
    expect(added('SIGINT')).toHaveLength(1);
    added('SIGINT')[0]!('SIGINT');
    await new Promise((resolve) => setImmediate(resolve));
    expect(steps).toEqual(['info shutting down', 'close', 'exit 0']);
  });

  it('without a delay closes at once, without draining, and exits 0', async () => {
    const { steps, plan } = recordingPlan();
    await closeOnSignals(plan)('SIGTERM');
    expect(steps).toEqual(['info shutting down', 'close', 'exit 0']);
  });

  it('with a delay drains first, keeps serving that long, then closes', async () => {
    jest.useFakeTimers();
    try {
      const { steps, plan } = recordingPlan({ delayMs: 5000 });
      const done = closeOnSignals(plan)('SIGTERM');
      await jest.advanceTimersByTimeAsync(4999);
      expect(steps).toEqual(['info shutting down', 'draining', 'info draining']);
      await jest.advanceTimersByTimeAsync(1);
      await done;
      expect(steps).toEqual(['info shutting down', 'draining', 'info draining', 'close', 'exit 0']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('logs a failed close and exits 1', async () => {
    const { steps, plan } = recordingPlan({
      close: () => Promise.reject(new Error('the pool would not end')),
    });
    await closeOnSignals(plan)('SIGINT');
    expect(steps).toEqual(['info shutting down', 'error shutdown failed', 'exit 1']);
  });

  it('shuts down once when a second signal follows', async () => {
    const { steps, plan } = recordingPlan();
    const shutdown = closeOnSignals(plan);
    await Promise.all([shutdown('SIGTERM'), shutdown('SIGINT')]);
    expect(steps.filter((step) => step === 'close')).toHaveLength(1);
    expect(steps.filter((step) => step.startsWith('exit'))).toEqual(['exit 0']);
  });
});
