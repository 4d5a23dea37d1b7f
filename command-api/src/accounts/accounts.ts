import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  ACCOUNT_CODE_VALIDITY_MS,
  CommandRefused,
  normaliseEmail,
  personIdForUser,
  signInClaimDecider,
  signInClaimStream,
  userDecider,
  userStream,
  type SignInMethod,
  type UserCommand,
  type UserEvent,
  type UserState,
} from '@lease/domain';
import { handleCommand, handleCommands, loadState, type CommandResult, type KnownStream } from '../commands/handle-command';
import { requestMetadata } from '../commands/metadata';
import type { AppDeps } from '../deps';
import { leadServicesFor } from '../leads/lead-services';
import { hashCode, issueCode } from '../leads/verification-codes';
import type { Identity } from '../auth/tokens';
import { newVerifyLink } from './verify-links';

// The account pieces the /auth and /user routes share: finding an account by its email, loading and commanding
// its stream, issuing its codes.

export const now = (deps: AppDeps) => deps.clock();

/** The keyed hash that names an email's claim stream and its sign-in throttle, so neither holds the address. */
export const signInKeyFor = (serverSecret: string, value: string) =>
  createHmac('sha256', serverSecret).update(`sign-in:${value}`).digest('base64url').slice(0, 32);
export const signInKey = (deps: AppDeps, value: string) => signInKeyFor(deps.config.SERVER_SECRET, value);

export const emailClaimStreamFor = (serverSecret: string, email: string) => signInClaimStream('email', signInKeyFor(serverSecret, normaliseEmail(email)));
export const emailClaimStream = (deps: AppDeps, email: string) => emailClaimStreamFor(deps.config.SERVER_SECRET, email);

export const newUserId = () => randomBytes(16).toString('base64url');

/** Who holds a sign-in claim (an email or a social identity), with the claim stream as read. */
export async function claimOf(deps: AppDeps, stream: string) {
  return loadState(deps.store, stream, signInClaimDecider);
}

export async function claimSignIn(
  deps: AppDeps,
  request: FastifyRequest,
  claim: { stream: string; kind: SignInMethod; userId: string; replacing?: string; known?: Awaited<ReturnType<typeof claimOf>> },
) {
  const at = now(deps);
  return handleCommand(deps.store, {
    stream: claim.stream,
    decider: signInClaimDecider,
    command: { type: 'ClaimSignIn', userId: claim.userId, kind: claim.kind, replacing: claim.replacing },
    metadata: { ...requestMetadata(request, deps.config.version, at), actor: `user:${claim.userId}` },
    now: at,
    known: claim.known,
  });
}

/**
 * Claims an address for the account, unless a live account holds it. A holder with no live account is a
 * registration that stopped half-way, or an erasure: its claim is taken over. Answers null when the address is now
 * the account's, the live holder when it is another's (nothing claimed), or 'taken' when another claimed it meanwhile.
 */
export async function claimEmail(deps: AppDeps, request: FastifyRequest, email: string, userId: string): Promise<LoadedUser | 'taken' | null> {
  const stream = emailClaimStream(deps, email);
  const claim = await claimOf(deps, stream);
  const holder = claim.state.holder;
  let replacing: string | undefined;
  if (holder && holder !== userId) {
    const held = await loadUser(deps, holder);
    if (held.state.userId && !held.state.erased) return held;
    replacing = holder;
  }
  return claimSignIn(deps, request, { stream, kind: 'email', userId, replacing, known: claim }).then(
    () => null,
    (error: unknown) => {
      if (error instanceof CommandRefused && error.code === 'EMAIL_TAKEN') return 'taken' as const;
      throw error;
    },
  );
}

export async function releaseSignIn(deps: AppDeps, request: FastifyRequest, stream: string, kind: SignInMethod, userId: string) {
  const at = now(deps);
  return handleCommand(deps.store, {
    stream,
    decider: signInClaimDecider,
    command: { type: 'ReleaseSignIn', userId, kind },
    metadata: { ...requestMetadata(request, deps.config.version, at), actor: `user:${userId}` },
    now: at,
  });
}

export type LoadedUser = KnownStream<UserState>;

export const loadUser = (deps: AppDeps, userId: string): Promise<LoadedUser> => loadState(deps.store, userStream(userId), userDecider);

/** The account an email signs in to, or null: the claim says whose it is, the account's own stream says the rest. */
export async function userByEmail(deps: AppDeps, email: string): Promise<LoadedUser | null> {
  const holder = (await claimOf(deps, emailClaimStream(deps, email))).state.holder;
  if (!holder) return null;
  const user = await loadUser(deps, holder);
  return user.state.userId && !user.state.erased ? user : null;
}

export async function commandUser(
  deps: AppDeps,
  request: FastifyRequest,
  userId: string,
  commands: UserCommand[],
  options: { known?: LoadedUser; actor?: string } = {},
): Promise<CommandResult<UserEvent>> {
  const at = now(deps);
  return handleCommands(deps.store, {
    stream: userStream(userId),
    decider: userDecider,
    commands,
    metadata: () => ({ ...requestMetadata(request, deps.config.version, at), actor: options.actor ?? `user:${userId}` }),
    now: at,
    known: options.known,
  });
}

/** The keyed hash a code is recorded as: bound to the account, so a hash says nothing about other accounts. */
export const accountCodeHash = (deps: AppDeps, userId: string, code: string) => hashCode(deps.config.SERVER_SECRET, `user:${userId}`, code);

/**
 * A fresh code for the account, sealed with its key and kept for the sender; its command to record it. With
 * DEV_LOG_CODES (development only) the code is also logged for the developer, as lead codes are.
 */
export async function newAccountCode(deps: AppDeps, request: FastifyRequest, userId: string) {
  const services = leadServicesFor(deps);
  const { issued, code } = await issueCode(
    { orm: deps.orm, vault: services.vault, secret: deps.config.SERVER_SECRET, now: now(deps), validityMs: ACCOUNT_CODE_VALIDITY_MS },
    { leadReference: `user:${userId}`, personId: personIdForUser(userId), channel: 'email' },
  );
  if (services.printCodes) request.log.info({ userId, code }, 'account code (printed because DEV_LOG_CODES is set)');
  return { codeId: issued.codeId, codeHash: issued.codeHash };
}

/**
 * A new code emailed to the account: to confirm its address (with a link that confirms it when followed), or to set
 * a new password.
 */
export async function sendAccountCode(deps: AppDeps, request: FastifyRequest, user: LoadedUser, purpose: 'verify' | 'reset') {
  const userId = user.state.userId!;
  const code = await newAccountCode(deps, request, userId);
  const command: UserCommand =
    purpose === 'verify' ? { type: 'IssueEmailVerificationCode', ...code, link: await newVerifyLink(deps, userId) } : { type: 'RequestPasswordReset', ...code };
  return commandUser(deps, request, userId, [command], { known: user });
}

/** The identity a token names: the account's email opened with its key, and its roles. */
export async function identityOf(deps: AppDeps, user: LoadedUser): Promise<Identity> {
  const userId = user.state.userId!;
  const opened = user.state.email ? await leadServicesFor(deps).vault.open(personIdForUser(userId), { email: user.state.email }) : null;
  return { userId, email: opened?.email ?? null, roles: [...user.state.roles] };
}
