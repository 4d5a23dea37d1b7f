import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { freePort } from './free-port';

// A port chosen ahead of its server must not be one the kernel hands to other processes' listeners and connections
// meanwhile: it comes from below the ephemeral range, and a server can listen on it.

const ephemeralLow = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);

test('the chosen ports are below the kernel ephemeral range, differ, and can be listened on', async () => {
  const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
  for (const port of ports) expect(port).toBeLessThan(ephemeralLow);
  expect(new Set(ports).size).toBeGreaterThan(15);
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(ports[0], '127.0.0.1', resolve);
  });
  await new Promise((resolve) => server.close(resolve));
});
