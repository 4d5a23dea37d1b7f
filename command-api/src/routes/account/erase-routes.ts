import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eraseBody, personIdForUser } from '@lease/domain';
import { authenticate } from '../../auth/authenticate';
import { commandUser, emailClaimStream, loadUser, now, releaseSignIn, userByEmail } from '../../accounts/accounts';
import { eraseByEmail } from '../../accounts/erase-person';
import { clearRefreshCookie } from '../../accounts/session-cookie';
import { isStaffNow } from '../../accounts/staff';
import { forgetDevices } from '../../accounts/devices';
import { endAllSessions } from '../../accounts/sessions';
import type { AppDeps } from '../../deps';
import { leadServicesFor } from '../../leads/lead-services';
import { ApiError, notFound } from '../../plugins/api-error';
import { forgetRewardFingerprints } from '@lease/projections';
import { eraseAvatars } from '../../avatars/avatars';

const staffOnly = () =>
  new ApiError(403, { type: 'forbidden', code: 'STAFF_ONLY', message: "Only staff can erase another person's account." });

/**
 * Erasure by crypto-shredding (DECISIONS.md, personal data): the account's key is destroyed, so everything sealed
 * with it (in the log, the read models and any rebuild of them) reads `[erased]`; the log itself is not touched.
 * Each step is safe to repeat, in an order where stopping half-way leaves nothing a retry cannot finish: the email is
 * released while it can still be read, then the account is marked erased, then the key goes, then the sessions.
 */
export const eraseRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/user/erase',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['account'],
          summary: 'Erase an account and its personal data (with the leads sent from its address): your own, or (staff) the one named by userId or email.',
          body: eraseBody,
          response: { 202: z.object({ userId: z.string().nullable(), erased: z.literal(true), position: z.string().nullable() }) },
        },
      },
      async (request, reply) => {
        const identity = await authenticate(deps, request);
        const { email } = request.body;
        const byEmail = email ? await userByEmail(deps, email) : null;
        const userId = email ? (byEmail?.state.userId ?? null) : (request.body.userId ?? identity.userId);
        const by = userId === identity.userId && !email ? 'person' : 'staff';
        // The role is read from the staff member's account now, not from a token issued before any change to it.
        if (by === 'staff' && !(await isStaffNow(deps.store, identity.userId))) throw staffOnly();
        if (!userId) {
          // Someone with no account: what they left by address (leads, the newsletter) goes.
          await eraseByEmail(deps, request, email!);
          reply.code(202);
          return { userId: null, erased: true as const, position: null };
        }
        const user = byEmail ?? (await loadUser(deps, userId));
        if (!user.state.userId) throw notFound('There is no account with this id.');
        const vault = leadServicesFor(deps).vault;
        const personId = personIdForUser(userId);
        const opened = user.state.email ? await vault.open(personId, { email: user.state.email }) : null;
        if (opened?.email) await releaseSignIn(deps, request, emailClaimStream(deps, opened.email), 'email', userId);
        const result = await commandUser(deps, request, userId, [{ type: 'EraseUser', by }], { known: user, actor: `user:${identity.userId}` });
        await vault.erase(personId);
        // The pictures are the person's too: deleted from avatar storage, not merely unlinked.
        await eraseAvatars(deps, userId);
        await forgetRewardFingerprints(deps.orm, userId);
        await forgetDevices(deps, userId);
        // Leads sent with the address before (or without) signing in are the same person's: they go too.
        if (opened?.email) await eraseByEmail(deps, request, opened.email);
        await endAllSessions(deps.orm, userId, now(deps));
        if (by === 'person') clearRefreshCookie(request, reply);
        reply.code(202);
        return { userId, erased: true as const, position: result.position };
      },
    );
  };
