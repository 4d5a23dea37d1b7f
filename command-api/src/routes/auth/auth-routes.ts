import { createHmac } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CommandRefused,
  normaliseEmail,
  emailBody,
  emailCodeBody,
  personIdForUser,
  registerBody,
  resetPasswordBody,
  signInBody,
  signInClaimStream,
  userDecider,
  verifyLinkBody,
} from '@lease/domain';
import { tokenSettingsFor } from '../../auth/authenticate';
import { jwksOf } from '../../auth/tokens';
import {
  accountCodeHash,
  claimEmail,
  commandUser,
  identityOf,
  loadUser,
  newAccountCode,
  sendAccountCode,
  newUserId,
  now,
  releaseSignIn,
  signInKey,
  userByEmail,
} from '../../accounts/accounts';
import { readAccount, toUserView } from '../../accounts/account-view';
import { newVerifyLink, parseVerifyLinkToken, verifyLinkHash } from '../../accounts/verify-links';
import { openPasswordHash, passwordMatches, hashPassword } from '../../accounts/passwords';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from '../../accounts/session-cookie';
import { endAllSessions, endSession, rotateSession } from '../../accounts/sessions';
import { signIn, signedInSchema, tokensFor } from '../../accounts/sign-in';
import { noteReferralLink, settleReferral } from '../../rewards/referrals';
import { noteDevice, requestDeviceHash } from '../../accounts/devices';
import { clearFailures, reserveSignIn, signInSucceeded, throttleSubjects } from '../../accounts/sign-in-throttle';
import type { AppDeps } from '../../deps';
import { leadServicesFor } from '../../leads/lead-services';
import { takeIdempotencyKey } from '../../commands/idempotency';
import { captchaFor } from '../../captcha/captcha';
import { captchaRefused } from '../../captcha/captcha-refused';
import { AUTH_MESSAGES, emailTaken, invalidCredentials, linkRefused, notVerified, refreshFailed, tooManySignIns, wrongCode } from './auth-errors';

/**
 * The answer to forgot-password takes at least this long whether or not the address has an account, so neither
 * its words nor its timing tell an attacker who has one.
 */
export const FORGOT_PASSWORD_FLOOR_MS = 400;

const message = z.object({ message: z.string() });

/** Past the hourly limit of codes the ones already sent stand: the caller carries on as if one went. */
const unlessTooManyCodes = (error: unknown) => {
  if (!(error instanceof CommandRefused && error.code === 'TOO_MANY_CODES')) throw error;
};
/** A code route's refusals (expired, spent, too many tries, none asked for) read as a wrong code, to anyone. */
const asWrongCode = (error: unknown): never => {
  if (error instanceof CommandRefused && ['CODE_EXPIRED', 'TOO_MANY_ATTEMPTS', 'NO_RESET_REQUESTED', 'USER_NOT_FOUND', 'USER_ERASED'].includes(error.code)) throw wrongCode();
  throw error;
};
/** A link's refusals say what is wrong with the link (spec: a used or expired link says so); an account gone reads as a link not ours. */
const asLinkRefusal = (error: unknown): never => {
  if (error instanceof CommandRefused && ['LINK_USED', 'LINK_EXPIRED'].includes(error.code)) throw linkRefused(error.code, error.message, error.status);
  if (error instanceof CommandRefused && ['LINK_INVALID', 'USER_NOT_FOUND', 'USER_ERASED'].includes(error.code)) throw linkRefused('LINK_INVALID');
  throw error;
};
const verifiedSchema = signedInSchema.extend({ referral: z.object({ counted: z.boolean(), message: z.string().nullable() }).optional() });
const waitUntil = (startedAt: number, floorMs: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + floorMs - Date.now())));

export const authRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const vault = () => leadServicesFor(deps).vault;

    app.get('/.well-known/jwks.json', { schema: { tags: ['auth'], summary: 'The public keys our id and access tokens are signed with.' } }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return jwksOf(tokenSettingsFor(deps).verificationKeys);
    });

    app.post(
      '/auth/register',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['auth'],
          summary: 'Create an account with email and password; a six-digit code is emailed to confirm the address.',
          description: 'Send an Idempotency-Key header: a retry with the same key answers the same and sends nothing new.',
          body: registerBody,
          response: { 201: z.object({ userId: z.string(), email: z.string() }) },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const email = normaliseEmail(body.email);
        // The same key with another address or name is refused before anything changes (the password is left out
        // of the fingerprint: it is not kept, even hashed, beside the key).
        const key = await takeIdempotencyKey(deps, request, 'register', { email, firstName: body.firstName ?? null, lastName: body.lastName ?? null });
        // One key and address, one account: a retried request finds the account it made. The address is part of
        // the id as well, so even once the key's record has been swept, the key cannot lead to another's account.
        const userId = key ? createHmac('sha256', deps.config.SERVER_SECRET).update(`register:${key}:${email}`).digest('base64url').slice(0, 22) : newUserId();
        const held = await claimEmail(deps, request, email, userId);
        if (held === 'taken') throw emailTaken();
        if (held) {
          // Saying "taken" tells whoever asks who has an account here. Only a person who solved a captcha is told;
          // anyone else gets the answer a new address gets, and the owner an email saying what happened.
          if (body['g-recaptcha-response'] !== undefined) {
            const outcome = await captchaFor(deps).verify(body['g-recaptcha-response'], request.ip);
            if (outcome !== 'ok') throw captchaRefused(outcome === 'expired');
            throw emailTaken();
          }
          await commandUser(deps, request, held.state.userId!, [{ type: 'NoteSignUpAttempt' }], { known: held });
          reply.code(201);
          return { userId, email };
        }
        const existing = await loadUser(deps, userId);
        if (!existing.state.userId) {
          // The password's hash is sealed with the account's key like its address, so erasure shreds it too.
          const sealed = await vault().seal(personIdForUser(userId), {
            email,
            firstName: body.firstName ?? null,
            lastName: body.lastName ?? null,
            passwordHash: await hashPassword(body.password),
          });
          const passwordHash = sealed.passwordHash!;
          const code = await newAccountCode(deps, request, userId);
          await commandUser(
            deps,
            request,
            userId,
            [
              { type: 'RegisterUser', userId, method: 'email', email: sealed.email!, firstName: sealed.firstName, lastName: sealed.lastName, passwordHash },
              { type: 'IssueEmailVerificationCode', ...code, link: await newVerifyLink(deps, userId) },
            ],
            { known: existing },
          );
          await noteDevice(deps, userId, requestDeviceHash(deps, request));
          await noteReferralLink(deps, request, userId, body.referralCode);
        }
        reply.code(201);
        return { userId, email };
      },
    );

    app.post(
      '/auth/verify',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['auth'],
          summary: 'Confirm the email address with its code; signs the person in (and says whether a referral link they signed up through counted).',
          body: emailCodeBody,
          response: { 200: verifiedSchema },
        },
      },
      async (request, reply) => {
        // Unknown, already verified, expired, spent or wrong: one answer, so the route says nothing of who has an
        // account. Only the right code for an unverified account signs in.
        const user = await userByEmail(deps, request.body.email);
        if (!user || user.state.verified) throw wrongCode();
        const userId = user.state.userId!;
        const result = await commandUser(deps, request, userId, [{ type: 'VerifyEmail', codeHash: accountCodeHash(deps, userId, request.body.code) }], { known: user }).catch(
          asWrongCode,
        );
        if (!result.events.some((event) => event.type === 'UserVerified')) throw wrongCode();
        // Signing in notes this browser against the account, which the referral's same-device rule then reads.
        const session = await signIn(deps, request, reply, user, result.position);
        const referral = await settleReferral(deps, request, userId, request.body.email);
        return { ...session, ...(referral ? { referral } : {}) };
      },
    );

    app.post(
      '/auth/verify-link',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['auth'],
          summary: 'Confirm the email address with the link from the verification email; signs the person in as the code does.',
          description:
            "The token is the link's `#token=` fragment, sent in the body so that it reaches no log. A link works once, for as long as the code beside it: LINK_USED (409) once the address is confirmed, LINK_EXPIRED (410) after, LINK_INVALID (400) for a link we did not send.",
          body: verifyLinkBody,
          response: { 200: verifiedSchema },
        },
      },
      async (request, reply) => {
        const token = parseVerifyLinkToken(request.body.token);
        if (!token) throw linkRefused('LINK_INVALID');
        const user = await loadUser(deps, token.userId);
        if (!user.state.userId || user.state.erased) throw linkRefused('LINK_INVALID');
        const linkHash = verifyLinkHash(deps.config.SERVER_SECRET, token.userId, token.secret);
        const result = await commandUser(deps, request, token.userId, [{ type: 'VerifyEmailByLink', linkHash }], { known: user }).catch(asLinkRefusal);
        const session = await signIn(deps, request, reply, user, result.position);
        const email = session.user?.email;
        const referral = email ? await settleReferral(deps, request, token.userId, email) : null;
        return { ...session, ...(referral ? { referral } : {}) };
      },
    );

    app.post(
      '/auth/resend-code',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: { tags: ['auth'], summary: 'Email a new code to confirm the address (3 an hour).', body: emailBody, response: { 202: message } },
      },
      async (request, reply) => {
        // The same answer, after the same wait, for an unknown, unverified or verified address, and past the hourly
        // limit: only an unverified account is sent a code.
        const startedAt = Date.now();
        const user = await userByEmail(deps, request.body.email);
        if (user && !user.state.verified) await sendAccountCode(deps, request, user, 'verify').catch(unlessTooManyCodes);
        await waitUntil(startedAt, FORGOT_PASSWORD_FLOOR_MS);
        reply.code(202);
        return { message: AUTH_MESSAGES.codeSent };
      },
    );

    app.post(
      '/auth/login',
      {
        // Per address, above the sign-in lock's own count of fifty wrong passwords, which says more to a person.
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: { tags: ['auth'], summary: 'Sign in with email and password.', body: signInBody, response: { 200: signedInSchema } },
      },
      async (request, reply) => {
        const at = now(deps);
        const subjects = throttleSubjects(signInKey(deps, request.body.email.toLowerCase()), request.ip);
        // Counted before the password is checked, so parallel guesses cannot outrun the lock.
        const locked = await reserveSignIn(deps.orm, subjects, at);
        if (locked) throw tooManySignIns(Math.ceil((locked.getTime() - at.getTime()) / 1000));
        const user = await userByEmail(deps, request.body.email);
        if (!(await passwordMatches(await openPasswordHash(deps, user), request.body.password)) || !user) throw invalidCredentials();
        await signInSucceeded(deps.orm, subjects);
        if (!user.state.verified) {
          // The person proved the password, so a new code is worth sending; past the hourly limit the last one stands.
          await sendAccountCode(deps, request, user, 'verify').catch(unlessTooManyCodes);
          throw notVerified();
        }
        return signIn(deps, request, reply, user);
      },
    );

    app.post(
      '/auth/refresh',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: { tags: ['auth'], summary: 'New tokens for the refresh-token cookie, which is replaced (each is good once).', response: { 200: signedInSchema } },
      },
      async (request, reply) => {
        const token = refreshCookieOf(request);
        if (!token) throw refreshFailed('missing');
        const rotated = await rotateSession(deps.orm, token, now(deps));
        if ('failure' in rotated) {
          clearRefreshCookie(request, reply);
          request.log.info({ reason: rotated.failure }, 'refresh refused');
          throw refreshFailed(rotated.failure);
        }
        const user = await loadUser(deps, rotated.userId);
        if (!user.state.userId || user.state.erased) {
          clearRefreshCookie(request, reply);
          throw refreshFailed('erased');
        }
        setRefreshCookie(request, reply, rotated.token);
        const account = await readAccount(deps, reply, rotated.userId);
        return { ...(await tokensFor(deps, await identityOf(deps, user))), user: account ? toUserView(account) : null };
      },
    );

    app.post('/auth/logout', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, schema: { tags: ['auth'], summary: "Sign out: this session's refresh tokens are revoked and the cookie cleared." } }, async (request, reply) => {
      const token = refreshCookieOf(request);
      if (token) await endSession(deps.orm, token, now(deps));
      clearRefreshCookie(request, reply);
      return reply.code(204).send();
    });

    app.post(
      '/auth/forgot-password',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: { tags: ['auth'], summary: 'Email a code to reset the password. The answer is the same whether or not the address has an account.', body: emailBody, response: { 202: message } },
      },
      async (request, reply) => {
        const startedAt = Date.now();
        const user = await userByEmail(deps, request.body.email);
        // Past the hourly limit the codes already sent stand; saying so would say the account exists.
        if (user) await sendAccountCode(deps, request, user, 'reset').catch(unlessTooManyCodes);
        await waitUntil(startedAt, FORGOT_PASSWORD_FLOOR_MS);
        reply.code(202);
        return { message: AUTH_MESSAGES.resetSent };
      },
    );

    app.post(
      '/auth/reset-password',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the emailed code; every session of the account ends.',
          body: resetPasswordBody,
          response: { 200: z.object({ reset: z.literal(true) }) },
        },
      },
      async (request) => {
        // Unknown address, no reset asked for, expired, spent or wrong code: one answer for all of them.
        const user = await userByEmail(deps, request.body.email);
        const hashed = await hashPassword(request.body.password);
        if (!user) throw wrongCode();
        const userId = user.state.userId!;
        const { passwordHash } = await vault().seal(personIdForUser(userId), { passwordHash: hashed });
        const result = await commandUser(
          deps,
          request,
          userId,
          [{ type: 'ResetPassword', codeHash: accountCodeHash(deps, userId, request.body.code), passwordHash }],
          { known: user },
        ).catch(asWrongCode);
        const after = result.events.reduce(userDecider.evolve, user.state);
        if (after.passwordHash !== passwordHash) throw wrongCode();
        // Identities the reset cut from the account give up their claims, so they no longer sign in to it.
        for (const event of result.events) {
          if (event.type !== 'SocialIdentitiesUnlinked') continue;
          for (const { provider, subjectHash } of event.data.identities) {
            await releaseSignIn(deps, request, signInClaimStream(provider, subjectHash), provider, userId);
          }
        }
        await endAllSessions(deps.orm, userId, now(deps));
        await clearFailures(deps.orm, throttleSubjects(signInKey(deps, request.body.email.toLowerCase()), request.ip));
        return { reset: true as const };
      },
    );
  };
