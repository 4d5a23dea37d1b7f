import type { FastifyRequest } from 'fastify';
import { createRemoteJWKSet, decodeJwt, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AUTH_ERROR_MESSAGES } from '@lease/domain';
import type { AppDeps } from '../deps';
import { ApiError } from '../plugins/api-error';
import { perApp } from '../per-app';
import { signingKeyFrom } from './token-keys';
import { InvalidToken, verifyToken, type Identity, type TokenSettings } from './tokens';

export const tokenSettingsFor = perApp((deps): TokenSettings => {
  const generation = deps.config.AUTH_KEY_GENERATION;
  const key = signingKeyFrom(deps.config.SERVER_SECRET, generation);
  const previous = generation > 1 ? [signingKeyFrom(deps.config.SERVER_SECRET, generation - 1)] : [];
  return { issuer: deps.config.AUTH_ISSUER, audience: deps.config.AUTH_AUDIENCE, key, verificationKeys: [key, ...previous] };
});

export const notAuthenticated = () =>
  new ApiError(401, { type: 'unauthorised', code: 'NOT_AUTHENTICATED', message: AUTH_ERROR_MESSAGES.notAuthenticated });

/** The external issuer's key set, fetched from its JWKS and cached (jose refetches on an unknown key id). */
const externalKeysFor = perApp((deps): JWTVerifyGetKey | null => {
  const issuer = deps.config.AUTH_EXTERNAL_ISSUER;
  if (!issuer) return null;
  return createRemoteJWKSet(new URL(deps.config.AUTH_EXTERNAL_JWKS_URL ?? `${issuer.replace(/\/$/, '')}/.well-known/jwks.json`));
});

/**
 * An id token from the configured external issuer (a hosted identity pool such as the one spec §7 names): checked
 * against its published keys, its issuer and our client as audience, with asymmetric algorithms only. Its groups
 * (`cognito:groups`) or `roles` claim carry the staff role.
 */
async function verifyExternal(deps: AppDeps, keys: JWTVerifyGetKey, token: string, now: Date): Promise<Identity> {
  try {
    const { payload } = await jwtVerify(token, keys, {
      algorithms: ['RS256', 'ES256', 'EdDSA'],
      issuer: deps.config.AUTH_EXTERNAL_ISSUER,
      audience: deps.config.AUTH_EXTERNAL_AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    });
    if (payload.token_use !== undefined && payload.token_use !== 'id') throw new InvalidToken('not an id token');
    const groups = payload['cognito:groups'] ?? payload.roles;
    return {
      userId: payload.sub!,
      email: typeof payload.email === 'string' ? payload.email : null,
      roles: Array.isArray(groups) ? groups.filter((role): role is string => typeof role === 'string') : [],
    };
  } catch (error) {
    if (error instanceof errors.JOSEError) throw new InvalidToken(error.code);
    throw error;
  }
}

/** Which issuer a token claims to be from, read without trusting it: only to choose the keys that must check it. */
function claimedIssuer(token: string): string | undefined {
  try {
    return decodeJwt(token).iss;
  } catch {
    return undefined;
  }
}

/**
 * The signed-in person making the call. The spec sends the id token as `token` in the body or query; a bearer
 * Authorization header is accepted as well and wins when both are present.
 */
export async function authenticate(deps: AppDeps, request: FastifyRequest): Promise<Identity> {
  const header = request.headers.authorization;
  const bearer = typeof header === 'string' && /^Bearer\s+/i.test(header) ? header.replace(/^Bearer\s+/i, '').trim() : undefined;
  const fromBody = (request.body as { token?: unknown } | undefined)?.token;
  const fromQuery = (request.query as { token?: unknown } | undefined)?.token;
  const token = bearer || (typeof fromBody === 'string' && fromBody) || (typeof fromQuery === 'string' && fromQuery) || undefined;
  if (!token) throw notAuthenticated();
  const now = deps.clock();
  try {
    const external = externalKeysFor(deps);
    if (external && claimedIssuer(token) === deps.config.AUTH_EXTERNAL_ISSUER) return await verifyExternal(deps, external, token, now);
    return await verifyToken(tokenSettingsFor(deps), token, 'id', now);
  } catch (error) {
    if (error instanceof InvalidToken) throw notAuthenticated();
    throw error;
  }
}
