import { DEMO_PASSWORD, DEMO_USERS } from './accounts';
import type { GatewayConfig } from '../src/config/config';
import { FakeUpstream, type FakeUpstreamOptions } from './fake-upstream';
import { type FakeGateway, startFakeGateway } from './gateway-server';

/**
 * A {@link FakeUpstream} holding what the rest-api seeds and the gateway tests lean on (spec §6 demo
 * users; `options` as {@link FakeUpstream}'s): the four demo users with {@link DEMO_PASSWORD} (admin: Admin, employee: Employee reporting
 * to hod, gvr: Gvr, hod: Hod) and two grades. Tests that need more make it themselves.
 */
export function demoUpstream(options: FakeUpstreamOptions = {}): FakeUpstream {
  const upstream = new FakeUpstream(options);
  const admin = upstream.addAccount(DEMO_USERS.admin, ['Admin'], DEMO_PASSWORD);
  const hod = upstream.addAccount(DEMO_USERS.hod, ['Hod', 'Employee'], DEMO_PASSWORD);
  const employee = upstream.addAccount(DEMO_USERS.employee, ['Employee'], DEMO_PASSWORD);
  const gvr = upstream.addAccount(DEMO_USERS.gvr, ['Gvr', 'Employee'], DEMO_PASSWORD);
  employee.reportsTo = hod._id;
  // Genders in the legacy array shape (DESIGN §2).
  Object.assign(admin, { gender: [{ name: 'FEMALE' }] });
  Object.assign(hod, { gender: [{ name: 'MALE' }] });
  Object.assign(employee, { gender: [{ name: 'FEMALE' }] });
  Object.assign(gvr, { gender: [{ name: 'MALE' }] });
  upstream.insert('grades', { name: 'G1 Trainee', level: 1, description: null });
  upstream.insert('grades', { name: 'G8 Director', level: 8, description: null });
  return upstream;
}

/** A gateway in front of {@link demoUpstream}, shaped as a `TestStack` without its rest-api. */
export interface FakeStack {
  gateway: FakeGateway;
  upstream: FakeUpstream;
  /** Closes the gateway. */
  stop(): Promise<void>;
}

/** Starts a gateway (with `overrides`) in front of `upstream` ({@link demoUpstream} unless given), in process. */
export async function startFakeStack(overrides: Partial<GatewayConfig> = {}, upstream = demoUpstream()): Promise<FakeStack> {
  const gateway = await startFakeGateway(overrides, upstream);
  return { gateway, upstream, stop: () => gateway.close() };
}
