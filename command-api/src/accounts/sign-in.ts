import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatPosition } from '@lease/event-store';
import { tokenSettingsFor } from '../auth/authenticate';
import { issueToken, type Identity } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { identityOf, now, type LoadedUser } from './accounts';
import { readAccount, toUserView, userViewSchema } from './account-view';
import { setRefreshCookie } from './session-cookie';
import { noteDevice, requestDeviceHash } from './devices';
import { startSession } from './sessions';

export const tokensSchema = z.object({ idToken: z.string(), accessToken: z.string(), expiresIn: z.number() });
export const signedInSchema = tokensSchema.extend({ user: userViewSchema.nullable() });

/** A fresh id and access token for the identity. */
export async function tokensFor(deps: AppDeps, identity: Identity) {
  const settings = tokenSettingsFor(deps);
  const at = now(deps);
  const ttl = deps.config.AUTH_TOKEN_TTL_SECONDS;
  const [idToken, accessToken] = await Promise.all([issueToken(settings, identity, 'id', at, ttl), issueToken(settings, identity, 'access', at, ttl)]);
  return { idToken, accessToken, expiresIn: ttl };
}

/**
 * Signs the person in: a new session family whose refresh token goes into the cookie, and tokens plus the account
 * in the body (the account once the read model has the stream's newest event, so a just-verified person reads as
 * verified).
 */
export async function signIn(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, user: LoadedUser, position?: string | null) {
  const identity = await identityOf(deps, user);
  const refreshToken = await startSession(deps.orm, identity.userId, now(deps));
  await noteDevice(deps, identity.userId, requestDeviceHash(deps, request));
  setRefreshCookie(request, reply, refreshToken);
  const account = await readAccount(deps, reply, identity.userId, position ?? (user.last ? formatPosition(user.last.position) : null));
  return { ...(await tokensFor(deps, identity)), user: account ? toUserView(account) : null };
}
