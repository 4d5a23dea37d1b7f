import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_TTL_MS } from './sessions';

// The refresh token lives only in this cookie: httpOnly so the page's scripts (and anything injected into them)
// cannot read it, SameSite=Strict so no other site can make the browser send it, and scoped to /auth so it
// travels with sign-in calls only. One cookie with a base64url value needs no cookie library: its value never
// needs encoding.

export const REFRESH_COOKIE = 'ld_refresh';
const PATH = '/auth';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Secure everywhere but plain http on this machine (development and tests), where browsers would drop it. */
const secure = (request: FastifyRequest) => request.protocol === 'https' || !LOOPBACK.has(request.hostname.replace(/:\d+$/, ''));

function setCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number) {
  const attributes = [`${REFRESH_COOKIE}=${value}`, `Path=${PATH}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict'];
  if (secure(request)) attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
}

export const setRefreshCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
  setCookie(request, reply, token, Math.floor(REFRESH_TOKEN_TTL_MS / 1000));

export const clearRefreshCookie = (request: FastifyRequest, reply: FastifyReply) => setCookie(request, reply, '', 0);

/** The refresh token the browser sent, if any (and if it looks like one of ours). */
export function refreshCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === REFRESH_COOKIE && /^[\w-]{20,100}$/.test(value)) return value;
  }
  return undefined;
}
