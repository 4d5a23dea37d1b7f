import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CommandRefused, normaliseEmail, personIdForUser, signInClaimStream, type SocialProvider, type UserCommand } from '@lease/domain';
import type { AppDeps } from '../../deps';
import { leadServicesFor } from '../../leads/lead-services';
import { claimOf, claimSignIn, commandUser, emailClaimStream, loadUser, signInKey, type LoadedUser } from '../accounts';

// Which account a Google or Facebook identity signs in to:
//  1. the account that holds the identity's claim stream, if it is live;
//  2. else, when the provider vouches for the email (email_verified) and a live account whose address was proved
//     (a code sent to it came back, or a provider vouched for it) holds that address, that account: the identity
//     is linked to it, then its claim taken (any other holder is refused: linking to it would hand the identity to
//     whoever registered the address without proving it);
//  3. else, only when the provider vouches for the email, a new account (verified at once): the address claimed
//     (refused if a live account holds it), registered with the identity linked, then the identity's claim taken.
//     An address the provider does not vouch for is never used: it would let anyone hold anyone's address.
// Every step is safe to repeat: a new account's id is derived from the identity, so a sign-in that stopped
// half-way finds what it wrote and finishes it.

export interface SocialClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

export type SocialSignIn =
  | { ok: true; userId: string; created: boolean; position: string | null }
  | { ok: false; reason: 'no_email' | 'email_unverified' | 'email_taken' | 'claimed_meanwhile' };

const MAX_NAME = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isLive = (user: LoadedUser) => Boolean(user.state.userId) && !user.state.erased;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, MAX_NAME) : null);
const emailOf = (claims: SocialClaims) => (typeof claims.email === 'string' && EMAIL.test(claims.email.trim()) ? normaliseEmail(claims.email) : null);
// Google sends a boolean; some providers have sent the string.
const emailVerified = (claims: SocialClaims) => claims.email_verified === true || claims.email_verified === 'true';

/**
 * The id of the account this identity creates: derived from it, and from the account it replaces (one that was
 * erased), so a retry lands on the same stream while a person who erased their account gets a fresh one.
 */
const derivedUserId = (deps: AppDeps, provider: SocialProvider, sub: string, replacing: string | undefined) =>
  createHmac('sha256', deps.config.SERVER_SECRET).update(`social-user:${provider}:${sub}:${replacing ?? ''}`).digest('base64url').slice(0, 22);

const claimTaken = (error: unknown) => error instanceof CommandRefused && error.code === 'EMAIL_TAKEN';

export async function socialSignIn(deps: AppDeps, request: FastifyRequest, provider: SocialProvider, claims: SocialClaims): Promise<SocialSignIn> {
  const subjectHash = signInKey(deps, claims.sub);
  const link: UserCommand = { type: 'LinkSocialIdentity', provider, subjectHash, emailVerified: emailVerified(claims) };
  const socialStream = signInClaimStream(provider, subjectHash);
  const socialClaim = await claimOf(deps, socialStream);
  const holder = socialClaim.state.holder ?? undefined;

  if (holder) {
    const user = await loadUser(deps, holder);
    if (isLive(user)) {
      // The identity was linked before its claim was taken, so this appends nothing; it is here for safety only.
      const linked = await commandUser(deps, request, holder, [link], { known: user });
      return { ok: true, userId: holder, created: false, position: linked.position };
    }
  }
  // From here on a holder is an account that is gone (erased): its claim may be taken over.
  const replacing = holder;
  const takeIdentity = (userId: string) =>
    claimSignIn(deps, request, { stream: socialStream, kind: provider, userId, replacing, known: socialClaim }).then(
      () => true,
      (error: unknown) => {
        if (claimTaken(error)) return false;
        throw error;
      },
    );

  const email = emailOf(claims);
  if (!email) return { ok: false, reason: 'no_email' };
  if (!emailVerified(claims)) return { ok: false, reason: 'email_unverified' };

  let ownId = derivedUserId(deps, provider, claims.sub, replacing);
  let own = await loadUser(deps, ownId);
  for (let step = 0; own.state.erased && step < 5; step++) {
    ownId = derivedUserId(deps, provider, claims.sub, ownId);
    own = await loadUser(deps, ownId);
  }

  const emailStream = emailClaimStream(deps, email);
  const emailClaim = await claimOf(deps, emailStream);
  const emailHolder = emailClaim.state.holder;
  if (emailHolder && emailHolder !== ownId) {
    const byEmail = await loadUser(deps, emailHolder);
    if (isLive(byEmail)) {
      // Linking needs both sides to have proved the address: the provider vouches for it, and the account verified
      // it. Otherwise whoever registered the address first (without owning it) would receive the identity.
      if (!byEmail.state.emailProven) return { ok: false, reason: 'email_taken' };
      const linked = await commandUser(deps, request, emailHolder, [link], { known: byEmail });
      if (!(await takeIdentity(emailHolder))) return { ok: false, reason: 'claimed_meanwhile' };
      return { ok: true, userId: emailHolder, created: false, position: linked.position };
    }
  }

  // A new account. The address first, as an email sign-up does: losing a race for it leaves nothing behind.
  const replacingEmail = emailHolder && emailHolder !== ownId ? emailHolder : undefined;
  const tookEmail = await claimSignIn(deps, request, { stream: emailStream, kind: 'email', userId: ownId, replacing: replacingEmail, known: emailClaim }).then(
    () => true,
    (error: unknown) => {
      if (claimTaken(error)) return false;
      throw error;
    },
  );
  if (!tookEmail) return { ok: false, reason: 'email_taken' };

  const commands: UserCommand[] = [];
  if (!own.state.userId) {
    const sealed = await leadServicesFor(deps).vault.seal(personIdForUser(ownId), {
      email,
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
    });
    commands.push({ type: 'RegisterUser', userId: ownId, method: provider, email: sealed.email!, firstName: sealed.firstName, lastName: sealed.lastName, passwordHash: null });
  }
  commands.push(link);
  const registered = await commandUser(deps, request, ownId, commands, { known: own });
  if (!(await takeIdentity(ownId))) return { ok: false, reason: 'claimed_meanwhile' };
  return { ok: true, userId: ownId, created: true, position: registered.position };
}
