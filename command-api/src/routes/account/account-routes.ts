import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_REFUSALS,
  accountDetailsBody,
  CommandRefused,
  emailChangeCodeBody,
  mobileNumberBody,
  normaliseEmail,
  personIdForUser,
  preferenceBody,
  sameHash,
  type UserCommand,
} from '@lease/domain';
import { authenticate } from '../../auth/authenticate';
import {
  accountCodeHash,
  claimEmail,
  commandUser,
  emailClaimStream,
  loadUser,
  newAccountCode,
  now,
  releaseSignIn,
  userByEmail,
} from '../../accounts/accounts';
import { readAccount, toUserView, userNameOf, userViewSchema } from '../../accounts/account-view';
import type { AppDeps } from '../../deps';
import { leadServicesFor } from '../../leads/lead-services';
import { ApiError } from '../../plugins/api-error';
import { consistentWithQuery } from '../../plugins/consistency';
import { emailTaken, wrongCode } from '../auth/auth-errors';

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
        if (!user.state.userId || !user.state.email) throw accountGone();
        const vault = leadServicesFor(deps).vault;
        const personId = personIdForUser(userId);
        const email = normaliseEmail(body.email);
        const before = await vault.open(personId, { email: user.state.email, pending: user.state.pendingEmail?.email ?? null });
        const sealed = await vault.seal(personId, {
          email,
          firstName: body.firstName ?? null,
          lastName: body.lastName ?? null,
          phoneNumber: body.phoneNumber ?? null,
        });
        // Names and phone change at once; the address stays as it is (the one it was proved to be).
        const commands: UserCommand[] = [
          { type: 'UpdateAccountDetails', email: user.state.email, firstName: sealed.firstName, lastName: sealed.lastName, phoneNumber: sealed.phoneNumber },
        ];
        // A new address becomes the account's only once the code sent to it comes back (POST /user/email/confirm):
        // otherwise anyone signed in could take an address they do not own. A retry with the same new address
        // while its code is still good sends no second code.
        const waiting = before?.pending === email && (user.state.pendingEmail?.code.expiresAt ?? 0) > now(deps).getTime();
        if (before && email !== before.email && !waiting) {
          const holder = await userByEmail(deps, email);
          if (holder && holder.state.userId !== userId) throw emailTaken();
          commands.push({ type: 'RequestEmailChange', email: sealed.email!, ...(await newAccountCode(deps, request, userId)) });
        }
        const result = await commandUser(deps, request, userId, commands, { known: user });
        return toUserView(await account(reply, userId, result.position));
      },
    );

    app.post(
      '/user/email/confirm',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['account'],
          summary: 'Move the account to the new address with the code sent there by /user/details/update.',
          body: emailChangeCodeBody,
          response: { 200: userViewSchema },
        },
      },
      async (request, reply) => {
        const identity = await authenticate(deps, request);
        const userId = identity.userId;
        const user = await loadUser(deps, userId);
        const pending = user.state.pendingEmail;
        if (!user.state.userId || user.state.erased) throw accountGone();
        if (!pending) throw new CommandRefused('NO_EMAIL_CHANGE', ACCOUNT_REFUSALS.noEmailChange, 422);
        const codeHash = accountCodeHash(deps, userId, request.body.code);
        const confirm: UserCommand = { type: 'ConfirmEmailChange', codeHash };
        // A wrong, spent or expired code is recorded (or refused) without touching the new address's claim.
        if (!sameHash(pending.code.codeHash, codeHash)) {
          await commandUser(deps, request, userId, [confirm], { known: user });
          throw wrongCode();
        }
        const opened = await leadServicesFor(deps).vault.open(personIdForUser(userId), { email: user.state.email, next: pending.email });
        if (!opened?.next) throw accountGone();
        // The new address is claimed before the account uses it, so two accounts cannot both move to it; the old
        // one is released after, so a failure in between leaves it held by its owner, never lost.
        if (await claimEmail(deps, request, opened.next, userId)) throw emailTaken();
        const newStream = emailClaimStream(deps, opened.next);
        const result = await commandUser(deps, request, userId, [confirm], { known: user });
        if (!result.events.some((event) => event.type === 'EmailChanged')) throw wrongCode();
        const oldStream = opened.email ? emailClaimStream(deps, opened.email) : null;
        if (oldStream && oldStream !== newStream) await releaseSignIn(deps, request, oldStream, 'email', userId);
        return toUserView(await account(reply, userId, result.position));
      },
    );

    app.post(
      '/user/mobile',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
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
