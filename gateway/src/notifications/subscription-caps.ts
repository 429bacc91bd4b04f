/** Why {@link SubscriptionCaps.open} refused: this session's cap, or the gateway's. */
export type CapRefusal = 'session' | 'gateway';

/**
 * The caps on open subscriptions of one gateway process (config SUBSCRIPTIONS_PER_SESSION and
 * SUBSCRIPTIONS_MAX; docs/notifications.md "Upstream capacity"): a tab left open all day is fine, a
 * loop opening streams is not, and no number of them can take the process down. Counts are per
 * session key (notifications/session-key.ts) and in total; each {@link open} that succeeded must be
 * {@link close}d exactly once, when its stream ends.
 */
export class SubscriptionCaps {
  private readonly perSession: number;
  private readonly max: number;
  private readonly bySession = new Map<string, number>();
  private total = 0;

  constructor(limits: { perSession: number; max: number }) {
    this.perSession = limits.perSession;
    this.max = limits.max;
  }

  /** Subscriptions open now, in total. */
  get open(): number {
    return this.total;
  }

  /** The per-session cap (for the refusal's message). */
  get sessionLimit(): number {
    return this.perSession;
  }

  /** The gateway's cap (for the refusal's message). */
  get gatewayLimit(): number {
    return this.max;
  }

  /** Counts one more subscription of `session`; undefined when it may open, else which cap it hit (nothing counted). */
  tryOpen(session: string): CapRefusal | undefined {
    const mine = this.bySession.get(session) ?? 0;
    if (mine >= this.perSession) return 'session';
    if (this.total >= this.max) return 'gateway';
    this.bySession.set(session, mine + 1);
    this.total += 1;
    return undefined;
  }

  /** Counts one subscription of `session` fewer (its stream ended). */
  close(session: string): void {
    const mine = this.bySession.get(session) ?? 0;
    if (mine <= 0) return;
    if (mine === 1) this.bySession.delete(session);
    else this.bySession.set(session, mine - 1);
    this.total -= 1;
  }
}
