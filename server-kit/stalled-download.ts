import type { ServerResponse } from 'node:http';

/**
 * Cuts a download whose client stopped taking its bytes (DESIGN §1: downloads are slow or abandoned,
 * and an abandoned one must not hold a connection, a socket's buffers or an upstream export for ever;
 * docs/exports.md "Limits"). Every hop that passes a download on (the web front server, the gateway)
 * guards its own client socket, since the buffers of three hops can take in a whole export, so that
 * the rest-api's own idle-send timeout would never see the stall.
 *
 * When the response's socket has been idle (no byte sent or received) for `idleMs` milliseconds WHILE
 * the response holds bytes the client has not taken (`writableNeedDrain`), the socket is destroyed: the
 * client's download ends incomplete, and the pipe from upstream is torn down with it. An idle socket
 * with nothing queued (the upstream is still preparing the next part) is not cut; its timer is re-armed.
 * A slow reader that takes some bytes within every `idleMs` is never cut. `onCut` is called once when
 * it cuts (for a log line). The guard ends with the response. `idleMs` ≤ 0: no guard.
 */
export function cutStalledDownload(response: ServerResponse, idleMs: number, onCut?: () => void): void {
  if (idleMs <= 0) return;
  const check = (): void => {
    if (response.writableEnded && !response.writableNeedDrain) return;
    if (response.writableNeedDrain) {
      onCut?.();
      response.destroy();
      return;
    }
    response.setTimeout(idleMs, check);
  };
  response.setTimeout(idleMs, check);
}
