import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../auth/authenticate';
import type { Identity } from '../../auth/tokens';
import { loadUser } from '../../accounts/accounts';
import { readAccount, toUserView, userViewSchema } from '../../accounts/account-view';
import { AVATAR_MAX_BYTES, avatarTooLarge, checkAvatarUpload } from '../../avatars/avatar-image';
import { removeAvatar, setAvatar } from '../../avatars/avatars';
import { avatarStoreFor, BLOB_KEY } from '../../avatars/blob-store';
import type { AppDeps } from '../../deps';
import { ApiError, notFound } from '../../plugins/api-error';

// The account's picture (spec §3 `avatar`): uploaded as the request body itself (Content-Type image/png or
// image/jpeg, as `fetch(url, { body: file })` sends a chosen file), taken down, and served.

const accountGone = () => new ApiError(404, { type: 'notfound', code: 'FETCHING_ACCOUNT_INFO', message: 'We are unable to retrieve your account details. Please try again later.' });

export const avatarRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const identities = new WeakMap<FastifyRequest, Identity>();

    // In this plugin only: any body is read as bytes, at most 2 MB, and judged by what it is rather than by its
    // Content-Type (text/plain or JSON included). Past the limit the upload is refused as it arrives, naming the
    // limit, not buffered whole. The token comes as a bearer header (or ?token=), never in these bodies.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let refused = false;
      payload.on('data', (chunk: Buffer) => {
        if (refused) return;
        size += chunk.length;
        if (size > AVATAR_MAX_BYTES) {
          refused = true;
          done(avatarTooLarge(), undefined);
          return;
        }
        chunks.push(chunk);
      });
      payload.on('end', () => {
        if (!refused) done(null, Buffer.concat(chunks));
      });
      payload.on('error', (error) => {
        if (!refused) done(error, undefined);
      });
    });

    /** Who is uploading, and whether the upload is too large by its own word, before a byte of it is read. */
    async function beforeUpload(request: FastifyRequest) {
      if (Number(request.headers['content-length'] ?? 0) > AVATAR_MAX_BYTES) throw avatarTooLarge();
      identities.set(request, await authenticate(deps, request));
    }

    async function liveUser(userId: string) {
      const user = await loadUser(deps, userId);
      if (!user.state.userId || user.state.erased) throw accountGone();
      return user;
    }

    app.put(
      '/user/avatar',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        onRequest: beforeUpload,
        schema: {
          tags: ['account'],
          summary: 'Upload a picture for the account: a PNG or JPEG of at most 2 MB, sent as the body (Content-Type image/png or image/jpeg).',
          description:
            'Kept as a 256 px square JPEG, without the original’s metadata; the answer is the account with its new `avatar`. Refusals name the `avatar` field: AVATAR_MISSING (400), AVATAR_UNREADABLE (400), AVATAR_TOO_LARGE (413), AVATAR_WRONG_TYPE (415). The same picture again changes nothing.',
          response: { 200: userViewSchema },
        },
      },
      async (request, reply) => {
        const identity = identities.get(request)!;
        const bytes = Buffer.isBuffer(request.body) ? request.body : undefined;
        checkAvatarUpload(bytes);
        const user = await liveUser(identity.userId);
        const result = await setAvatar(deps, request, user, bytes, 'upload');
        const account = await readAccount(deps, reply, identity.userId, result.position);
        if (!account) throw accountGone();
        return toUserView(account);
      },
    );

    app.delete(
      '/user/avatar',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: { tags: ['account'], summary: 'Take the account’s picture down; its image is deleted.', response: { 200: userViewSchema } },
      },
      async (request, reply) => {
        const identity = await authenticate(deps, request);
        const result = await removeAvatar(deps, request, await liveUser(identity.userId));
        const account = await readAccount(deps, reply, identity.userId, result.position);
        if (!account) throw accountGone();
        return toUserView(account);
      },
    );

    app.get(
      '/avatars/:file',
      {
        schema: {
          tags: ['account'],
          summary: 'An account’s picture, at the address its account gives as `avatar`. Gone once the account is erased.',
          params: z.object({ file: z.string().max(80) }),
        },
      },
      async (request, reply) => {
        const { file } = request.params;
        const found = BLOB_KEY.test(file) ? await avatarStoreFor(deps).get(file) : null;
        if (!found) throw notFound();
        // Private: no shared cache keeps a picture after its account is erased. The address changes with the picture.
        return reply.header('content-type', found.contentType).header('cache-control', 'private, max-age=86400').send(found.body);
      },
    );
  };
