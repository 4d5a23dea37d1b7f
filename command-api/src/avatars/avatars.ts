import { createHash, createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { userStream, type AvatarSource } from '@lease/domain';
import { commandUser, type LoadedUser } from '../accounts/accounts';
import type { AppDeps } from '../deps';
import { squareAvatar } from './avatar-image';
import { avatarKey } from './avatar-url';
import { avatarStoreFor } from './blob-store';

// An account's picture: the image in avatar storage, the log only its id (AvatarChanged). The id is a keyed hash
// of the account and the uploaded bytes, so a retried upload lands on the same object and appends nothing, and
// nobody can work out an id, or the address it is served at, without the server's secret.

export function avatarIdFor(serverSecret: string, userId: string, original: Buffer): string {
  const digest = createHash('sha256').update(original).digest('hex');
  return createHmac('sha256', serverSecret).update(`avatar:${userId}:${digest}`).digest('base64url').slice(0, 32);
}

/** A deletion that may fail without failing the person's request: erasure deletes every picture the account had. */
async function deleteQuietly(deps: AppDeps, request: FastifyRequest, avatarId: string) {
  await avatarStoreFor(deps)
    .delete(avatarKey(avatarId))
    .catch((error: unknown) => request.log.warn({ err: error, avatarId }, 'an old avatar could not be deleted; erasing the account deletes it'));
}

/**
 * Makes the picture the account's: resized, stored, then recorded. Stored first, so an event never names a missing
 * image; if the account refuses it (erased meanwhile) the image goes again. The picture it replaces is deleted.
 */
export async function setAvatar(deps: AppDeps, request: FastifyRequest, user: LoadedUser, original: Buffer, source: AvatarSource) {
  const userId = user.state.userId!;
  const avatarId = avatarIdFor(deps.config.SERVER_SECRET, userId, original);
  const square = await squareAvatar(original);
  const store = avatarStoreFor(deps);
  await store.put(avatarKey(avatarId), square, 'image/jpeg');
  let result: Awaited<ReturnType<typeof commandUser>>;
  try {
    result = await commandUser(deps, request, userId, [{ type: 'ChangeAvatar', avatarId, source }], { known: user });
  } catch (error) {
    if (user.state.avatarId !== avatarId) await deleteQuietly(deps, request, avatarId);
    throw error;
  }
  const previous = user.state.avatarId;
  if (previous && previous !== avatarId) await deleteQuietly(deps, request, previous);
  return result;
}

/** The person takes their picture down: recorded, then the image deleted. Removing none appends nothing. */
export async function removeAvatar(deps: AppDeps, request: FastifyRequest, user: LoadedUser) {
  const userId = user.state.userId!;
  const result = await commandUser(deps, request, userId, [{ type: 'RemoveAvatar' }], { known: user });
  if (user.state.avatarId) await deleteQuietly(deps, request, user.state.avatarId);
  return result;
}

/**
 * Erasure: every picture the account ever had is deleted from storage, not only the current one, so an old one a
 * failed deletion left behind goes too. Deleting what is gone is done, so this is safe to repeat.
 */
export async function eraseAvatars(deps: AppDeps, userId: string): Promise<number> {
  const ids = new Set<string>();
  for (const event of await deps.store.readStream(userStream(userId))) {
    if (event.type === 'AvatarChanged') ids.add((event.data as { avatarId: string }).avatarId);
  }
  const store = avatarStoreFor(deps);
  for (const id of ids) await store.delete(avatarKey(id));
  return ids.size;
}
