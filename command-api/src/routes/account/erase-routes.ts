import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eraseBody, personIdForUser } from '@lease/domain';
import { authenticate } from '../../auth/authenticate';
import { commandUser, emailClaimStream, loadUser, now, releaseSignIn } from '../../accounts/accounts';
import { clearRefreshCookie } from '../../accounts/session-cookie';
import { endAllSessions } from '../../accounts/sessions';
import type { AppDeps } from '../../deps';
import { leadServicesFor } from '../../leads/lead-services';
import { ApiError, notFound } from '../../plugins/api-error';

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
          summary: 'Erase an account and its personal data: your own, or (staff) the one named by userId.',
          body: eraseBody,
          response: { 202: z.object({ userId: z.string(), erased: z.literal(true), position: z.string().nullable() }) },
        },
      },
      async (request, reply) => {
        const identity = await authenticate(deps, request);
        const userId = request.body.userId ?? identity.userId;
        const by = userId === identity.userId ? 'person' : 'staff';
        // The role is read from the staff member's account now, not from a token issued before any change to it.
        if (by === 'staff' && !(await loadUser(deps, identity.userId)).state.roles.includes('staff')) throw staffOnly();
        const user = await loadUser(deps, userId);
        if (!user.state.userId) throw notFound('There is no account with this id.');
        const vault = leadServicesFor(deps).vault;
        const personId = personIdForUser(userId);
        const opened = user.state.email ? await vault.open(personId, { email: user.state.email }) : null;
        if (opened?.email) await releaseSignIn(deps, request, emailClaimStream(deps, opened.email), 'email', userId);
        const result = await commandUser(deps, request, userId, [{ type: 'EraseUser', by }], { known: user, actor: `user:${identity.userId}` });
        await vault.erase(personId);
        await endAllSessions(deps.orm, userId, now(deps));
        if (by === 'person') clearRefreshCookie(request, reply);
        reply.code(202);
        return { userId, erased: true as const, position: result.position };
      },
    );
  };
