import { startForeignUpstream } from '../../testing/foreign-upstream';
import { startGateway } from '../../testing/gateway-server';
import { SETUP_PROFILE } from '../upstream/profile';

/**
 * `/readyz` in front of a server without a health route (upstream/profile.ts `healthPath: null`; spec
 * §7 has none): ready while `GET /setup/` gets an answer of a serving server (a 401 or a 404), not
 * ready when it fails (5xx); with our profile the same server is never ready (its `/healthz` is 404).
 */
describe('/readyz without an upstream health route', () => {
  test.each([
    [401, null, 200],
    [404, null, 200],
    [503, null, 503],
    [404, '/healthz', 503],
  ] as const)('the upstream answers %i, healthPath %s → /readyz %i', async (status, healthPath, ready) => {
    const upstream = await startForeignUpstream({ status, contentType: 'application/json', body: '{"message":"no"}' });
    const gateway = await startGateway({ UPSTREAM_URL: upstream.url, UPSTREAM_PROFILE: { ...SETUP_PROFILE, healthPath } });
    try {
      expect((await fetch(`${gateway.url}/readyz`)).status).toBe(ready);
      expect(upstream.received.map((request) => request.url)).toEqual([healthPath ?? '/setup/']);
    } finally {
      await gateway.close();
      await upstream.close();
    }
  });
});
