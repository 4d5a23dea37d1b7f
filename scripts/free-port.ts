import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

// Ports for servers whose address must be known before they start: an embedded PostgreSQL, a browser test's site
// (emailed links and OAuth callbacks name its origin), the soak bench's processes.
//
// Why not the port the kernel hands out for port 0: once that listener closes, the port is back in the kernel's
// ephemeral range, where any other process's port-0 listener or outgoing connection may take it before our server
// binds it. CI met that: a browser test's site failed to start (EADDRINUSE) while the other Jest worker opened
// connections and servers. Below the ephemeral range the kernel hands out nothing, so only another caller of this
// function could take the port, and each picks at random from some twenty thousand.

/** The lowest port chosen: above the well-known ports and the usual local services (PostgreSQL, dev servers). */
const LOWEST = 10_000;
/** Linux's default start of the ephemeral range, where /proc does not say. */
const DEFAULT_EPHEMERAL_LOW = 32_768;
const ATTEMPTS = 50;

/** A port on 127.0.0.1 nothing listens on now, outside the range the kernel hands out by itself. */
export async function freePort(): Promise<number> {
  const below = ephemeralLow();
  if (below - LOWEST >= 1_000) {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const port = LOWEST + Math.floor(Math.random() * (below - LOWEST));
      if (await canListen(port)) return port;
    }
  }
  // A machine whose ephemeral range starts low (or a crowded one): the kernel's choice, with its small risk.
  return kernelPort();
}

function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 0 ? low : DEFAULT_EPHEMERAL_LOW;
  } catch {
    return DEFAULT_EPHEMERAL_LOW;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function kernelPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
