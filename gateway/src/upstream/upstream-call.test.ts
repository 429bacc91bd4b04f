import pino from 'pino';
import type { Upstream, UpstreamRequest, UpstreamResponse } from './upstream';
import { UpstreamRedirectError, sendUpstream } from './upstream-call';

const BASE = { origin: 'http://upstream.test', setupPath: '/setup/' };
const logger = pino({ level: 'silent' });

/** An {@link Upstream} answering `answers` in turn (an Error is thrown instead), recording what it was sent. */
function scripted(...answers: Array<UpstreamResponse | Error>): Upstream & { sent: UpstreamRequest[] } {
  const sent: UpstreamRequest[] = [];
  return {
    sent,
    async request(request) {
      sent.push(request);
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      if (next instanceof Error) throw next;
      return next;
    },
  };
}

const refused = (): Error => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
const call = (method: UpstreamRequest['method']): UpstreamRequest => ({ method, path: 'grades/?page=1', headers: { 'x-request-id': 'r1' }, timeoutMs: 1000 });

/** One call through the upstream seam (upstream/upstream.ts): retry, redirects and Retry-After, whatever the transport. */
describe('sendUpstream over the upstream seam', () => {
  test('a GET whose connection was refused is tried once more; the second answer counts', async () => {
    const upstream = scripted(refused(), { status: 200, headers: {}, body: { ok: true } });
    await expect(sendUpstream(upstream, BASE, call('GET'), logger)).resolves.toEqual({ status: 200, body: { ok: true } });
    expect(upstream.sent).toHaveLength(2);
  });

  test('a mutation is never retried: a refused POST rejects after one try', async () => {
    const upstream = scripted(refused(), { status: 201, headers: {}, body: {} });
    await expect(sendUpstream(upstream, BASE, call('POST'), logger)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(upstream.sent).toHaveLength(1);
  });

  test('a redirect is refused; a 429 carries its Retry-After in seconds; other statuses are answers', async () => {
    await expect(sendUpstream(scripted({ status: 302, headers: { location: 'http://elsewhere' }, body: undefined }), BASE, call('GET'), logger)).rejects.toBeInstanceOf(
      UpstreamRedirectError,
    );
    await expect(sendUpstream(scripted({ status: 429, headers: { 'retry-after': '7' }, body: { message: 'Slow down.' } }), BASE, call('GET'), logger)).resolves.toEqual({
      status: 429,
      body: { message: 'Slow down.' },
      retryAfter: 7,
    });
    await expect(sendUpstream(scripted({ status: 404, headers: {}, body: { message: 'Not found' } }), BASE, call('DELETE'), logger)).resolves.toEqual({
      status: 404,
      body: { message: 'Not found' },
    });
  });
});
