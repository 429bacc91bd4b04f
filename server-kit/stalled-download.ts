import type { ServerResponse } from 'node:http';

/**
 * Cuts a download whose client stopped taking its bytes (DESIGN §1: downloads are slow or abandoned,
 * and an abandoned one must not hold a connection, a socket's buffers or an upstream export for ever;
 * docs/exports.md "Limits"). Every hop that passes a download on (the web front server, the gateway)
 * guards its own client socket, since the buffers of three hops can take in a whole export, so that
 * the rest-api's own idle-send timeout would never see the stall.
 *
 * When the response has held bytes its client has not taken (`writableLength` > 0) for `idleMs`
 * milliseconds without a `drain` (the client taking what was queued), the response is destroyed: the
 * client's download ends incomplete, and the pipe from upstream is torn down with it. A response that
 * holds nothing (the upstream is still preparing the next part) is not cut, and a slow reader that
 * takes some bytes within every `idleMs` never is. The time is measured here, checked ten times per
 * `idleMs`: the socket's own timeout (`setTimeout`) waited up to twice as long, since Node suppresses a
 * socket timeout once when a write was still in progress. `onCut` is called once when it cuts (for a log
 * line). The guard ends with the response. `idleMs` ≤ 0: no guard.
 */
export function cutStalledDownload(response: ServerResponse, idleMs: number, onCut?: () => void): void {
  if (idleMs <= 0) return;
  let quietSince = Date.now();
  const progress = (): void => {
    quietSince = Date.now();
  };
  // After `end()` the response no longer passes its socket's drains on: watch both.
  const socket = response.socket;
  const stop = (): void => {
    clearInterval(timer);
    response.off('drain', progress);
    socket?.off('drain', progress);
  };
  const timer = setInterval(
    () => {
      if (response.destroyed || response.writableFinished) return stop();
      if (response.writableLength === 0) return progress();
      if (Date.now() - quietSince < idleMs) return;
      stop();
      onCut?.();
      response.destroy();
    },
    Math.max(10, Math.floor(idleMs / 10)),
  );
  timer.unref();
  response.on('drain', progress);
  socket?.on('drain', progress);
  response.once('close', stop);
}
