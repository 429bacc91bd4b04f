import net from 'node:net';

/** A TCP relay in front of a server whose connections a test can cut, like a network that drops. */
export interface CuttableProxy {
  /** `http://127.0.0.1:<port>`: the address the browser opens instead of the server's. */
  url: string;
  /** Closes every open connection at once (open streams break mid-way) and refuses new ones until {@link restore}. */
  cut(): void;
  /** Accepts connections again. */
  restore(): void;
  /** Stops listening and closes what is open. */
  close(): Promise<void>;
}

/**
 * Starts a TCP relay on a free loopback port to `target` (e.g. the web front server of `npm start`).
 * Chromium's offline emulation keeps established streams open (docs/notifications.md), so a browser
 * test that must break a live connection goes through this relay and cuts it at the socket: the
 * browser sees the connection drop, and while cut every new connection is closed on arrival.
 */
export async function startCuttableProxy(target: URL): Promise<CuttableProxy> {
  const open = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect({ host: target.hostname, port: Number(target.port), autoSelectFamily: true });
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const cut = () => {
    down = true;
    for (const socket of open) socket.destroy();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    cut,
    restore: () => {
      down = false;
    },
    close: async () => {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
