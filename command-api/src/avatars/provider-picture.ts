import type { FastifyRequest } from 'fastify';
import type { SocialProvider } from '@lease/domain';
import { loadUser } from '../accounts/accounts';
import type { AppDeps } from '../deps';
import { AVATAR_MAX_BYTES } from './avatar-image';
import { setAvatar } from './avatars';

const FETCH_TIMEOUT_MS = 5_000;

/**
 * The picture a Google or Facebook id token names, read into memory: https only (http only where the settings
 * allow a local identity provider), at most 2 MB, or null. The address comes from a token the provider signed.
 */
async function fetchPicture(deps: AppDeps, url: string): Promise<Buffer | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const allowed = parsed.protocol === 'https:' || (deps.config.OIDC_ALLOW_HTTP && parsed.protocol === 'http:');
  if (!allowed) return null;
  const response = await fetch(parsed, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'image/png, image/jpeg' } });
  if (!response.ok || !response.body) return null;
  if (Number(response.headers.get('content-length') ?? 0) > AVATAR_MAX_BYTES) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > AVATAR_MAX_BYTES) return null;
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/**
 * A new social account starts with the provider's picture, copied into our storage (the site then loads it from us,
 * not from the provider on every page). Best effort: a picture that cannot be fetched or read leaves the account
 * without one, and never fails the sign-in. The address is not logged: it leads to the person's photo.
 */
export async function adoptProviderPicture(deps: AppDeps, request: FastifyRequest, userId: string, provider: SocialProvider, picture: unknown): Promise<string | null> {
  if (typeof picture !== 'string' || !picture) return null;
  try {
    const user = await loadUser(deps, userId);
    if (!user.state.userId || user.state.erased || user.state.avatarId) return null;
    const bytes = await fetchPicture(deps, picture);
    if (!bytes) {
      request.log.info({ provider }, 'the provider’s picture could not be fetched; the account has none');
      return null;
    }
    const result = await setAvatar(deps, request, user, bytes, provider);
    return result.position;
  } catch (error) {
    request.log.info({ provider, reason: error instanceof Error ? error.name : 'unknown' }, 'the provider’s picture was not adopted');
    return null;
  }
}
