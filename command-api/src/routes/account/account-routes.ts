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
    /** The account as the read model has it, once it has caught up with `position` (the caller's last change). */
    async function account(reply: FastifyReply, userId: string, position: string | null | undefined) {
      const found = await readAccount(deps, reply, userId, position);
      if (!found) throw accountGone();
      return found;
    }

    /** The signed-in person's account, for the read calls (which may pass `consistentWith`). */
    async function signedInAccount(request: FastifyRequest, reply: FastifyReply) {
      const identity = await authenticate(deps, request);
      return account(reply, identity.userId, (request.query as { consistentWith?: string }).consistentWith);
    }

    async function change(request: FastifyRequest, reply: FastifyReply, userId: string, commands: UserCommand[]) {
      const result = await commandUser(deps, request, userId, commands);
      return toUserView(await account(reply, userId, result.position));
    }

    app.get(
      '/user/details',
      { schema: { tags: ['account'], summary: "The signed-in person's account.", querystring: tokenQuery, response: { 200: userViewSchema } } },
      async (request, reply) => toUserView(await signedInAccount(request, reply)),
    );

    app.get(
      '/user/username',
      { schema: { tags: ['account'], summary: 'What the site greets the person as.', querystring: tokenQuery, response: { 200: z.object({ userName: z.string() }) } } },
      async (request, reply) => ({ userName: userNameOf(await signedInAccount(request, reply)) }),
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
        return toUserView(await account(reply, userId, result.position));
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
        return change(request, reply, identity.userId, [{ type: 'AddMobileNumber', phoneNumber: sealed.phoneNumber }]);
      },
    );

    app.get(
      '/user/communication/preferences',
      { schema: { tags: ['account'], summary: 'Marketing by email and SMS, and price alerts: on or off.', querystring: tokenQuery, response: { 200: preferences } } },
      async (request, reply) => (await signedInAccount(request, reply)).preferences,
    );

    for (const [path, name] of Object.entries(PREFERENCE_PATHS)) {
      app.get(
        path,
        { schema: { tags: ['account'], summary: `Whether ${name} is on.`, querystring: tokenQuery, response: { 200: z.object({ value: z.boolean() }) } } },
        async (request, reply) => ({ value: (await signedInAccount(request, reply)).preferences[name] }),
      );
      app.post(
        path,
        {
          config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
          schema: { tags: ['account'], summary: `Turn ${name} on or off; the same value again changes nothing.`, body: preferenceBody, response: { 200: z.object({ value: z.boolean() }) } },
        },
        async (request, reply) => {
          const identity = await authenticate(deps, request);
          const user = await change(request, reply, identity.userId, [{ type: 'ChangeMarketingPreferences', [name]: request.body.value }]);
          return { value: user.preferences[name] };
        },
      );
    }
  };
