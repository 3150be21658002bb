import { createConnection, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  /** Port on 127.0.0.1 that forwards to the target. */
  port: number;
  /** Drops every open connection and refuses new ones, as a server that went away would. */
  cut(): void;
  /** Accepts connections again, as a server that came back would. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP forwarder for outage tests: the database server is shared, so it cannot be restarted by
 * a test, but a store that connects through this proxy sees exactly what a restart looks like
 * from the client side (sockets closed under it, then connections refused for a while).
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let down = false;
  const track = (socket: Socket): void => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (down) {
      client.destroy();
      return;
    }
    const upstream = createConnection(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');
  const cut = (): void => {
    down = true;
    for (const socket of open) socket.destroy();
  };
  return {
    port: address.port,
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

/** `url` with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return proxied.toString();
}
