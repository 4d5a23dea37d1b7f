import type { FastifyRequest } from 'fastify';
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
  try {
    return await verifyToken(tokenSettingsFor(deps), token, 'id', deps.clock?.() ?? new Date());
  } catch (error) {
    if (error instanceof InvalidToken) throw notAuthenticated();
    throw error;
  }
}
