import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for address ranges, which Fastify's trustProxy also accepts. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const MESSAGE =
  'TRUST_PROXY is false or a comma-separated list of proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal); ' +
  '"true" would let any client choose its own address, and a hop count cannot tell the proxy from a client';

/**
 * Which peers may say, in X-Forwarded-For, who the client is. Off by default: request.ip is then the socket's peer,
 * which a client cannot choose, and every per-address limit holds. Behind a proxy, name the proxy's addresses. Not
 * "trust everyone", and not a hop count, which trusts whoever connects (Fastify 5 now ignores the header for one).
 */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, context): false | string[] => {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false') return false;
    const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
    if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
    context.addIssue({ code: 'custom', message: MESSAGE });
    return z.NEVER;
  });
