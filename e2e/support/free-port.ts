import { createServer } from 'node:net';

/**
 * A port nothing listens on now, for a server whose address must be known before it starts (emailed links and
 * OAuth callbacks name the site's origin).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
