import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountDetailsBody, CommandRefused, mobileNumberBody, normaliseEmail, personIdForUser, preferenceBody, type UserCommand } from '@lease/domain';
import { authenticate } from '../../auth/authenticate';
import { claimOf, claimSignIn, commandUser, emailClaimStream, loadUser, releaseSignIn } from '../../accounts/accounts';
import { readAccount, toUserView, userNameOf, userViewSchema } from '../../accounts/account-view';
import type { AppDeps } from '../../deps';
import { leadServicesFor } from '../../leads/lead-services';
import { ApiError } from '../../plugins/api-error';
import { consistentWithQuery } from '../../plugins/consistency';
import { emailTaken } from '../auth/auth-errors';

// The account area's calls (spec §7 "User"). Each acts on the account the id token names and no other: there is
// no user id in any of these requests to change.

const ACCOUNT_MESSAGES = {
  notFound: 'We are unable to retrieve your account details. Please try again later.',
} as const;

const tokenQuery = z.object({ token: z.string().max(8192).optional() }).extend(consistentWithQuery.shape);
const preferences = z.object({ marketingEmail: z.boolean(), marketingSms: z.boolean(), priceAlert: z.boolean() });
const PREFERENCE_PATHS = {
  '/user/preferences/marketing/email': 'marketingEmail',
  '/user/preferences/marketing/sms': 'marketingSms',
  '/user/preferences/price-alerts': 'priceAlert',
} as const;

const accountGone = () => new ApiError(404, { type: 'notfound', code: 'FETCHING_ACCOUNT_INFO', message: ACCOUNT_MESSAGES.notFound });

export const accountRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** The signed-in person's account as the read model has it (after their last change, when they say which). */
    async function account(request: FastifyRequest, reply: FastifyReply, position?: string | null) {
      const identity = await authenticate(deps, request);
      const found = await readAccount(deps, reply, identity.userId, position ?? (request.query as { consistentWith?: string }).consistentWith);
      if (!found) throw accountGone();
      return found;
    }

    async function change(request: FastifyRequest, reply: FastifyReply, commands: (userId: string) => UserCommand[]) {
      const identity = await authenticate(deps, request);
      const result = await commandUser(deps, request, identity.userId, commands(identity.userId));
      return toUserView(await account(request, reply, result.position));
    }

    app.get(
      '/user/details',
      { schema: { tags: ['account'], summary: "The signed-in person's account.", querystring: tokenQuery, response: { 200: userViewSchema } } },
      async (request, reply) => toUserView(await account(request, reply)),
    );

    app.get(
      '/user/username',
      { schema: { tags: ['account'], summary: 'What the site greets the person as.', querystring: tokenQuery, response: { 200: z.object({ userName: z.string() }) } } },
      async (request, reply) => ({ userName: userNameOf(await account(request, reply)) }),
    );

    app.post(
      '/user/details/update',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['account'],
          summary: 'Change the email, name or phone number (spec §3 "Account info"); a blank phone removes it.',
          body: accountDetailsBody,
          response: { 200: userViewSchema },
        },
      },
      async (request, reply) => {
        const identity = await authenticate(deps, request);
        const userId = identity.userId;
        const body = request.body;
        const user = await loadUser(deps, userId);
        if (!user.state.userId) throw accountGone();
        const vault = leadServicesFor(deps).vault;
        const personId = personIdForUser(userId);
        const email = normaliseEmail(body.email);
        const before = user.state.email ? await vault.open(personId, { email: user.state.email }) : null;
        const newStream = emailClaimStream(deps, email);
        const oldStream = before?.email ? emailClaimStream(deps, before.email) : null;
        // A new address is claimed before the account uses it, so two accounts cannot both move to it; the old one
        // is released after, so a failure in between leaves it held (by its owner), never lost.
        if (newStream !== oldStream) {
          const claim = await claimOf(deps, newStream);
          await claimSignIn(deps, request, { stream: newStream, kind: 'email', userId, known: claim }).catch((error: unknown) => {
            throw error instanceof CommandRefused && error.code === 'EMAIL_TAKEN' ? emailTaken() : error;
          });
        }
        const sealed = await vault.seal(personId, {
          email,
          firstName: body.firstName ?? null,
          lastName: body.lastName ?? null,
          phoneNumber: body.phoneNumber ?? null,
        });
        const result = await commandUser(
          deps,
          request,
          userId,
          [{ type: 'UpdateAccountDetails', email: sealed.email!, firstName: sealed.firstName, lastName: sealed.lastName, phoneNumber: sealed.phoneNumber }],
          { known: user },
        );
        if (oldStream && newStream !== oldStream) await releaseSignIn(deps, request, oldStream, 'email', userId);
        return toUserView(await account(request, reply, result.position));
      },
    );

    app.post(
      '/user/mobile',
      {
        schema: { tags: ['account'], summary: 'Add a mobile number (asked after a first Google or Facebook sign-in).', body: mobileNumberBody, response: { 200: userViewSchema } },
      },
      async (request, reply) => {
        const identity = await authenticate(deps, request);
        const sealed = await leadServicesFor(deps).vault.seal(personIdForUser(identity.userId), { phoneNumber: request.body.phoneNumber });
        return change(request, reply, () => [{ type: 'AddMobileNumber', phoneNumber: sealed.phoneNumber }]);
      },
    );

    app.get(
      '/user/communication/preferences',
      { schema: { tags: ['account'], summary: 'Marketing by email and SMS, and price alerts: on or off.', querystring: tokenQuery, response: { 200: preferences } } },
      async (request, reply) => (await account(request, reply)).preferences,
    );

    for (const [path, name] of Object.entries(PREFERENCE_PATHS)) {
      app.get(
        path,
        { schema: { tags: ['account'], summary: `Whether ${name} is on.`, querystring: tokenQuery, response: { 200: z.object({ value: z.boolean() }) } } },
        async (request, reply) => ({ value: (await account(request, reply)).preferences[name] }),
      );
      app.post(
        path,
        {
          config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
          schema: { tags: ['account'], summary: `Turn ${name} on or off; the same value again changes nothing.`, body: preferenceBody, response: { 200: z.object({ value: z.boolean() }) } },
        },
        async (request, reply) => {
          const user = await change(request, reply, () => [{ type: 'ChangeMarketingPreferences', [name]: request.body.value }]);
          return { value: user.preferences[name] };
        },
      );
    }
  };
