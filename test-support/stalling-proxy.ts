import { connect, createServer, type Server, type Socket } from 'node:net';

export interface StallingProxy {
  /** The database URL, pointing at the proxy instead of the server. */
  url: string;
  /** From now on nothing passes either way and new connections hang in their handshake: a server that stopped answering. */
  stall(): void;
  /** Passes on everything held back, and whatever comes next. */
  resume(): void;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of the real test PostgreSQL that can be frozen. It stands for what no real server can be made
 * to do on cue: stop answering (a stalled disk, a dead network path) while keeping its connections open. The
 * database behind it is real; only the wire is held.
 */
export async function stallingProxy(databaseUrl: string): Promise<StallingProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  const held: (() => void)[] = [];
  let stalled = false;

  const relay = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => (stalled ? held.push(() => to.write(chunk)) : to.write(chunk)));
    from.on('error', () => to.destroy());
    from.on('close', () => to.destroy());
  };
  const server: Server = createServer((client) => {
    // An embedded cluster's URL may name its Unix socket (scripts/embedded-db.ts); it listens on loopback TCP too.
    const host = decodeURIComponent(target.hostname);
    const upstream = connect(Number(target.port || 5432), host.startsWith('/') ? '127.0.0.1' : host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);

  return {
    url: url.toString(),
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
      for (const send of held.splice(0)) send();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
