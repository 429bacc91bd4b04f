import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';

/**
 * A Server-Sent Events reader over fetch of `path` on the listening `app`, sending `authorization` when given: `next()` is the next event (comments skipped), `closed` resolves when the server ends it. */
export async function openSse(app: FastifyInstance, path: string, authorization: string | undefined) {
  const { port } = app.server.address() as AddressInfo;
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    headers: authorization ? { authorization } : {},
    signal: controller.signal,
  });
  const events: { event: string; id: string; data: unknown }[] = [];
  const waiting: (() => void)[] = [];
  let buffer = '';
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const closed = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.includes(': ready')) ready();
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
          );
          if (fields.event) events.push({ event: fields.event, id: fields.id ?? '', data: JSON.parse(fields.data ?? 'null') });
          waiting.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted by the test
    }
  })();
  return {
    response,
    ready: isReady,
    closed,
    events,
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length === 0) {
        if (Date.now() > deadline) throw new Error('No event arrived');
        await Promise.race([new Promise<void>((resolve) => waiting.push(resolve)), new Promise((resolve) => setTimeout(resolve, 50))]);
      }
      return events.shift()!;
    },
    close: () => controller.abort(),
  };
}
