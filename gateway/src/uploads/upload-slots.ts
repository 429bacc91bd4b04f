/**
 * Uploads in progress per client on this gateway (README "Limits": UPLOADS_PER_CLIENT), so that one
 * signed-in caller cannot fill UPLOAD_TMP_DIR and the upstream's upload capacity with many parallel
 * uploads. The client is the verified employee (auth/verified-session.ts `subject`), so parallel
 * sign-ins of one person share the cap. Counted in this process only: a slot is a request in flight
 * on this replica, not a rate over time, so it is not a counter shared between replicas (DESIGN §1).
 */
export class UploadSlots {
  private readonly inUse = new Map<string, number>();

  /** @param perClient the most uploads one client may have in progress at once (≥ 1) */
  constructor(private readonly perClient: number) {}

  /**
   * Takes a slot of `client`: a function that gives it back (calling it again does nothing), or
   * undefined when `client` already has `perClient` uploads in progress.
   */
  take(client: string): (() => void) | undefined {
    const used = this.inUse.get(client) ?? 0;
    if (used >= this.perClient) return undefined;
    this.inUse.set(client, used + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.inUse.get(client) ?? 1) - 1;
      if (left <= 0) this.inUse.delete(client);
      else this.inUse.set(client, left);
    };
  }

  /** Uploads in progress of `client`. */
  used(client: string): number {
    return this.inUse.get(client) ?? 0;
  }
}
