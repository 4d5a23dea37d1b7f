import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SocialProvider } from '@lease/domain';

// What a social sign-in must remember between its start and the provider's callback: the PKCE verifier, the state
// and nonce it sent, and where the person goes afterwards. It rides in one cookie, encrypted and authenticated
// (AES-256-GCM, key derived from SERVER_SECRET), so the browser can neither read the verifier nor change a field.
// SameSite=Lax because the callback is a top-level navigation from the provider's site; path /auth/oauth so it
// goes nowhere else; ten minutes to sign in at the provider. Like the refresh cookie, its base64url value needs
// no cookie library.

export const FLOW_COOKIE = 'ld_oauth';
export const FLOW_TTL_MS = 10 * 60_000;
const PATH = '/auth/oauth';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface OAuthFlow {
  provider: SocialProvider;
  codeVerifier: string;
  state: string;
  nonce: string;
  /** A path on this site to return to, already checked by safeRedirectPath. */
  redirectUrl: string | null;
  /** The referral link the person came through, if any: a new account is referred as an email sign-up is. */
  referralCode: string | null;
  /** The keyed hash of the site's device id (accounts/devices.ts), if it sent one. */
  deviceHash: string | null;
  /** ms since the epoch: the cookie's own expiry, checked here as well as by the browser. */
  expiresAt: number;
}

const keyFor = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'lease-deals', 'oauth-flow-cookie:v1', 32));

/** Secure everywhere but plain http on this machine (development and tests), as for the refresh cookie. */
const secure = (request: FastifyRequest) => request.protocol === 'https' || !LOOPBACK.has(request.hostname.replace(/:\d+$/, ''));

function setCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number) {
  const attributes = [`${FLOW_COOKIE}=${value}`, `Path=${PATH}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure(request)) attributes.push('Secure');
  // Fastify appends set-cookie headers, so this goes out beside the refresh cookie.
  reply.header('set-cookie', attributes.join('; '));
}

export function sealFlow(secret: string, flow: OAuthFlow): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  cipher.setAAD(Buffer.from(FLOW_COOKIE));
  const body = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The flow the value carries, or null when it was not sealed with this secret, was changed, or has expired. */
export function openFlow(secret: string, value: string, now: Date): OAuthFlow | null {
  const raw = Buffer.from(value, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(FLOW_COOKIE));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    const flow = JSON.parse(text) as OAuthFlow;
    return typeof flow.expiresAt === 'number' && flow.expiresAt > now.getTime() ? flow : null;
  } catch {
    return null;
  }
}

export const setFlowCookie = (request: FastifyRequest, reply: FastifyReply, secret: string, flow: OAuthFlow) =>
  setCookie(request, reply, sealFlow(secret, flow), Math.floor(FLOW_TTL_MS / 1000));

/** A flow is good once: the callback clears it whatever the outcome. */
export const clearFlowCookie = (request: FastifyRequest, reply: FastifyReply) => setCookie(request, reply, '', 0);

/** The sealed flow the browser sent, if any (and if it looks like one of ours). */
export function flowCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === FLOW_COOKIE && /^[\w-]{40,4000}$/.test(value)) return value;
  }
  return undefined;
}

/**
 * A path on this site, or null: it must start with exactly one `/` (so `//evil.example` and `/\evil.example`, which
 * browsers read as another host, are dropped) and hold no control characters.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 1000) return null;
  if (!/^\/(?![/\\])/.test(value)) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  return value;
}
