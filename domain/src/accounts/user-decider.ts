import { CommandRefused, type Decider } from '../events/decider';
import { sameHash } from '../rules/same-hash';
import type { AvatarSource, SignInMethod, SocialProvider, UserEvent, UserRole } from './user-events';

export const ACCOUNT_CODE_VALIDITY_MS = 30 * 60_000;
export const MAX_WRONG_ACCOUNT_CODES = 5;
/** Codes (to verify or to reset) an account may be sent in a rolling hour: enough for a slow inbox, no mail bomb. */
export const MAX_ACCOUNT_CODES_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;

export const ACCOUNT_REFUSALS = {
  notFound: 'There is no account with these details.',
  erased: 'This account has been erased.',
  alreadyVerified: 'This account is already verified.',
  codeExpired: 'This code has expired. Ask for a new one.',
  tooManyAttempts: 'Too many wrong codes. Ask for a new one.',
  noResetRequested: 'Ask for a password reset code first.',
  noEmailChange: 'There is no change of address waiting for a code. Change your email again to get one.',
  tooManyCodes: 'We have sent several codes already. Please wait an hour before asking for another.',
  linkInvalid: 'This link is not one we sent, or it was copied incompletely. Open it again from the email, or sign in to get a new code.',
  linkExpired: 'This link has expired. Sign in with your email address and password and we will send you a new code.',
  linkUsed: 'Your email address is already confirmed, so this link can’t be used again. Sign in to carry on.',
} as const;

/** A link emailed beside a code: good once, until the code's own expiry. */
interface SentLink {
  linkHash: string;
  expiresAt: number;
}

interface PendingCode {
  codeId: string;
  codeHash: string;
  expiresAt: number;
  failures: number;
}

type Sealed = string;

export type UserCommand =
  | { type: 'RegisterUser'; userId: string; method: SignInMethod; email: Sealed; firstName: Sealed | null; lastName: Sealed | null; passwordHash: string | null }
  | { type: 'IssueEmailVerificationCode'; codeId: string; codeHash: string; link?: { linkId: string; linkHash: string } }
  | { type: 'VerifyEmail'; codeHash: string }
  | { type: 'VerifyEmailByLink'; linkHash: string }
  | { type: 'RequestPasswordReset'; codeId: string; codeHash: string }
  | { type: 'ResetPassword'; codeHash: string; passwordHash: string }
  | { type: 'ChangePassword'; passwordHash: string }
  | { type: 'AddMobileNumber'; phoneNumber: Sealed }
  | { type: 'UpdateAccountDetails'; email: Sealed; firstName: Sealed | null; lastName: Sealed | null; phoneNumber: Sealed | null }
  | { type: 'RequestEmailChange'; email: Sealed; codeId: string; codeHash: string }
  | { type: 'NoteSignUpAttempt' }
  | { type: 'ConfirmEmailChange'; codeHash: string }
  | { type: 'ChangeMarketingPreferences'; marketingEmail?: boolean; marketingSms?: boolean; priceAlert?: boolean }
  | { type: 'LinkSocialIdentity'; provider: SocialProvider; subjectHash: string; emailVerified: boolean }
  | { type: 'GrantRole'; role: UserRole }
  | { type: 'RevokeRole'; role: UserRole }
  | { type: 'ChangeAvatar'; avatarId: string; source: AvatarSource }
  | { type: 'RemoveAvatar' }
  | { type: 'EraseUser'; by: 'person' | 'staff' };

export interface UserState {
  userId: string | null;
  method: SignInMethod | null;
  /** Sealed: where codes go, and the identity a token names once opened. */
  email: Sealed | null;
  firstName: Sealed | null;
  verified: boolean;
  erased: boolean;
  passwordHash: string | null;
  emailCode: PendingCode | null;
  /**
   * The links sent with the codes of the last hour. Each works until its own expiry, so whichever email the person
   * opens works; they are kept once the account is verified, so a link followed again can be told apart from a
   * stranger's guess and answered "already used".
   */
  emailLinks: SentLink[];
  resetCode: PendingCode | null;
  preferences: { marketingEmail: boolean; marketingSms: boolean; priceAlert: boolean };
  socialIdentities: string[];
  /** Linked identities whose provider never vouched for the address: a reset code (which proves it) cuts them. */
  unprovenIdentities: { provider: SocialProvider; subjectHash: string }[];
  /**
   * Someone proved the address is theirs: a code sent to it came back, or a provider vouched for it. Only then may
   * another identity be linked in by address (`verified` alone is true for every social account made before
   * providers were asked, whether or not they vouched).
   */
  emailProven: boolean;
  /** A new address waiting for its code: the account keeps `email` until the code comes back. */
  pendingEmail: { email: Sealed; code: PendingCode } | null;
  roles: UserRole[];
  hasMobile: boolean;
  /** When each code of the last hour was issued, in ms: the resend limit. */
  codesIssuedAt: number[];
  /** When the owner was last told of a sign-up with their address, in ms: one such email an hour at most. */
  signUpNoticeAt: number | null;
  /** The account's picture in avatar storage, or null. */
  avatarId: string | null;
}

const initialState: UserState = {
  userId: null,
  method: null,
  email: null,
  firstName: null,
  verified: false,
  erased: false,
  passwordHash: null,
  emailCode: null,
  emailLinks: [],
  resetCode: null,
  preferences: { marketingEmail: false, marketingSms: false, priceAlert: false },
  socialIdentities: [],
  unprovenIdentities: [],
  emailProven: false,
  pendingEmail: null,
  roles: [],
  hasMobile: false,
  codesIssuedAt: [],
  signUpNoticeAt: null,
  avatarId: null,
};

const pending = (data: { codeId: string; codeHash: string; expiresAt: string }): PendingCode => ({
  codeId: data.codeId,
  codeHash: data.codeHash,
  expiresAt: Date.parse(data.expiresAt),
  failures: 0,
});

/** The account's id, or a refusal when there is no live account to act on. */
function live(state: UserState): string {
  if (!state.userId) throw new CommandRefused('USER_NOT_FOUND', ACCOUNT_REFUSALS.notFound, 404);
  if (state.erased) throw new CommandRefused('USER_ERASED', ACCOUNT_REFUSALS.erased, 410);
  return state.userId;
}

/** A code checked like a lead's: expired and exhausted codes are refused, a wrong one is an event. */
function checkCode(userId: string, code: PendingCode | null, codeHash: string, now: Date): UserEvent | 'match' {
  if (!code || now.getTime() > code.expiresAt) throw new CommandRefused('CODE_EXPIRED', ACCOUNT_REFUSALS.codeExpired, 422);
  if (code.failures >= MAX_WRONG_ACCOUNT_CODES) throw new CommandRefused('TOO_MANY_ATTEMPTS', ACCOUNT_REFUSALS.tooManyAttempts, 429);
  if (sameHash(code.codeHash, codeHash)) return 'match';
  return { type: 'EmailVerificationFailed', data: { userId, codeId: code.codeId, attempt: code.failures + 1 } };
}

const expiry = (now: Date) => new Date(now.getTime() + ACCOUNT_CODE_VALIDITY_MS).toISOString();
const issuedAt = (expiresAt: string) => Date.parse(expiresAt) - ACCOUNT_CODE_VALIDITY_MS;

/** A new code's event data, addressed from the account, once the hourly limit allows another. */
function newCode(state: UserState, userId: string, command: { codeId: string; codeHash: string }, now: Date) {
  const recent = state.codesIssuedAt.filter((at) => at > now.getTime() - HOUR_MS);
  if (recent.length >= MAX_ACCOUNT_CODES_PER_HOUR) throw new CommandRefused('TOO_MANY_CODES', ACCOUNT_REFUSALS.tooManyCodes, 429);
  return { userId, codeId: command.codeId, codeHash: command.codeHash, expiresAt: expiry(now), recipient: state.email!, firstName: state.firstName };
}

/**
 * One account per stream. Registration, codes and password changes follow the same rules as lead codes; profile
 * and preference commands that change nothing append nothing, so every command is safe to retry.
 */
export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState,
  evolve: (state, event) => {
    switch (event.type) {
      case 'UserRegistered':
        return {
          ...state,
          userId: event.data.userId,
          method: event.data.method,
          email: event.data.email,
          firstName: event.data.firstName,
          passwordHash: event.data.passwordHash,
          verified: event.data.method !== 'email',
        };
      case 'EmailVerificationCodeIssued': {
        const link = event.data.link && { linkHash: event.data.link.linkHash, expiresAt: Date.parse(event.data.expiresAt) };
        return {
          ...state,
          emailCode: pending(event.data),
          emailLinks: link ? [...state.emailLinks.slice(-MAX_ACCOUNT_CODES_PER_HOUR), link] : state.emailLinks,
          codesIssuedAt: [...state.codesIssuedAt.slice(-MAX_ACCOUNT_CODES_PER_HOUR), issuedAt(event.data.expiresAt)],
        };
      }
      case 'EmailVerificationFailed': {
        const bump = (code: PendingCode | null) => (code && code.codeId === event.data.codeId ? { ...code, failures: code.failures + 1 } : code);
        const pendingEmail = state.pendingEmail && { ...state.pendingEmail, code: bump(state.pendingEmail.code)! };
        return { ...state, emailCode: bump(state.emailCode), resetCode: bump(state.resetCode), pendingEmail };
      }
      case 'UserVerified':
        return { ...state, verified: true, emailProven: true, emailCode: null };
      case 'PasswordResetRequested':
        return { ...state, resetCode: pending(event.data), codesIssuedAt: [...state.codesIssuedAt.slice(-MAX_ACCOUNT_CODES_PER_HOUR), issuedAt(event.data.expiresAt)] };
      case 'PasswordChanged':
        // A reset code also proves the address, so a person who never verified is verified by using one.
        return {
          ...state,
          passwordHash: event.data.passwordHash,
          resetCode: null,
          verified: state.verified || event.data.reason === 'reset',
          emailProven: state.emailProven || event.data.reason === 'reset',
        };
      case 'MobileNumberAdded':
        return { ...state, hasMobile: true };
      case 'AccountDetailsUpdated':
        return { ...state, email: event.data.email, firstName: event.data.firstName, hasMobile: state.hasMobile || event.data.phoneNumber !== null };
      case 'MarketingPreferencesChanged': {
        const { marketingEmail, marketingSms, priceAlert } = event.data;
        return {
          ...state,
          preferences: {
            marketingEmail: marketingEmail ?? state.preferences.marketingEmail,
            marketingSms: marketingSms ?? state.preferences.marketingSms,
            priceAlert: priceAlert ?? state.preferences.priceAlert,
          },
        };
      }
      case 'SignUpAttempted':
        return { ...state, signUpNoticeAt: Date.parse(event.data.at) };
      case 'EmailChangeRequested':
        return {
          ...state,
          pendingEmail: { email: event.data.recipient, code: pending(event.data) },
          codesIssuedAt: [...state.codesIssuedAt.slice(-MAX_ACCOUNT_CODES_PER_HOUR), issuedAt(event.data.expiresAt)],
        };
      case 'EmailChanged':
        return { ...state, email: event.data.email, pendingEmail: null, emailProven: true };
      case 'SocialIdentityLinked': {
        const { provider, subjectHash, emailVerified } = event.data;
        return {
          ...state,
          socialIdentities: [...state.socialIdentities, `${provider}:${subjectHash}`],
          unprovenIdentities: emailVerified ? state.unprovenIdentities : [...state.unprovenIdentities, { provider, subjectHash }],
          emailProven: state.emailProven || emailVerified === true,
        };
      }
      case 'SocialIdentitiesUnlinked': {
        const cut = new Set(event.data.identities.map((identity) => `${identity.provider}:${identity.subjectHash}`));
        return {
          ...state,
          socialIdentities: state.socialIdentities.filter((identity) => !cut.has(identity)),
          unprovenIdentities: state.unprovenIdentities.filter((identity) => !cut.has(`${identity.provider}:${identity.subjectHash}`)),
        };
      }
      case 'RoleGranted':
        return { ...state, roles: [...state.roles, event.data.role] };
      case 'RoleRevoked':
        return { ...state, roles: state.roles.filter((role) => role !== event.data.role) };
      case 'AvatarChanged':
        return { ...state, avatarId: event.data.avatarId };
      case 'AvatarRemoved':
        return { ...state, avatarId: null };
      case 'UserErased':
        // The avatar id stays: erasure deletes its image, and a retried erasure must still find it to delete.
        return { ...state, erased: true, passwordHash: null, emailCode: null, emailLinks: [], resetCode: null, pendingEmail: null };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide: (command, state, { now }) => {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.userId) return [];
        const { type: _type, ...data } = command;
        return [{ type: 'UserRegistered', data }];
      }
      case 'IssueEmailVerificationCode': {
        const userId = live(state);
        if (state.verified) throw new CommandRefused('ALREADY_VERIFIED', ACCOUNT_REFUSALS.alreadyVerified, 409);
        return [{ type: 'EmailVerificationCodeIssued', data: { ...newCode(state, userId, command, now), link: command.link ?? null } }];
      }
      case 'VerifyEmail': {
        const userId = live(state);
        if (state.verified) return [];
        const checked = checkCode(userId, state.emailCode, command.codeHash, now);
        return checked === 'match' ? [{ type: 'UserVerified', data: { userId } }] : [checked];
      }
      case 'VerifyEmailByLink': {
        const userId = live(state);
        // A wrong link is no guess at a six-digit code (it is 256 random bits), so it counts against nothing.
        const link = state.emailLinks.find((sent) => sameHash(sent.linkHash, command.linkHash));
        if (!link) throw new CommandRefused('LINK_INVALID', ACCOUNT_REFUSALS.linkInvalid, 422);
        if (state.verified) throw new CommandRefused('LINK_USED', ACCOUNT_REFUSALS.linkUsed, 409);
        if (now.getTime() > link.expiresAt) throw new CommandRefused('LINK_EXPIRED', ACCOUNT_REFUSALS.linkExpired, 410);
        return [{ type: 'UserVerified', data: { userId } }];
      }
      case 'RequestPasswordReset': {
        const userId = live(state);
        return [{ type: 'PasswordResetRequested', data: newCode(state, userId, command, now) }];
      }
      case 'ResetPassword': {
        const userId = live(state);
        if (!state.resetCode) throw new CommandRefused('NO_RESET_REQUESTED', ACCOUNT_REFUSALS.noResetRequested, 422);
        const checked = checkCode(userId, state.resetCode, command.codeHash, now);
        if (checked !== 'match') return [checked];
        // The code proved the address: identities whose provider never vouched for it lose their way in.
        const unproven = state.unprovenIdentities;
        return [
          { type: 'PasswordChanged', data: { userId, passwordHash: command.passwordHash, reason: 'reset' } },
          ...(unproven.length > 0 ? [{ type: 'SocialIdentitiesUnlinked' as const, data: { userId, identities: unproven } }] : []),
        ];
      }
      case 'ChangePassword': {
        const userId = live(state);
        return [{ type: 'PasswordChanged', data: { userId, passwordHash: command.passwordHash, reason: 'change' } }];
      }
      case 'AddMobileNumber': {
        const userId = live(state);
        return [{ type: 'MobileNumberAdded', data: { userId, phoneNumber: command.phoneNumber } }];
      }
      case 'UpdateAccountDetails': {
        const userId = live(state);
        const { type: _type, ...details } = command;
        return [{ type: 'AccountDetailsUpdated', data: { userId, ...details } }];
      }
      case 'NoteSignUpAttempt': {
        const userId = live(state);
        // One notice an hour is enough for the owner to act on; more would let anyone fill their inbox.
        if (state.signUpNoticeAt !== null && state.signUpNoticeAt > now.getTime() - HOUR_MS) return [];
        return [{ type: 'SignUpAttempted', data: { userId, at: now.toISOString(), recipient: state.email!, firstName: state.firstName } }];
      }
      case 'RequestEmailChange': {
        const userId = live(state);
        return [{ type: 'EmailChangeRequested', data: { ...newCode(state, userId, command, now), recipient: command.email } }];
      }
      case 'ConfirmEmailChange': {
        const userId = live(state);
        if (!state.pendingEmail) throw new CommandRefused('NO_EMAIL_CHANGE', ACCOUNT_REFUSALS.noEmailChange, 422);
        const checked = checkCode(userId, state.pendingEmail.code, command.codeHash, now);
        return checked === 'match' ? [{ type: 'EmailChanged', data: { userId, email: state.pendingEmail.email } }] : [checked];
      }
      case 'ChangeMarketingPreferences': {
        const userId = live(state);
        const changed = (['marketingEmail', 'marketingSms', 'priceAlert'] as const).filter(
          (name) => command[name] !== undefined && command[name] !== state.preferences[name],
        );
        if (changed.length === 0) return [];
        return [{ type: 'MarketingPreferencesChanged', data: { userId, ...Object.fromEntries(changed.map((name) => [name, command[name]])) } }];
      }
      case 'LinkSocialIdentity': {
        const userId = live(state);
        if (state.socialIdentities.includes(`${command.provider}:${command.subjectHash}`)) return [];
        return [{ type: 'SocialIdentityLinked', data: { userId, provider: command.provider, subjectHash: command.subjectHash, emailVerified: command.emailVerified } }];
      }
      case 'GrantRole': {
        const userId = live(state);
        if (state.roles.includes(command.role)) return [];
        return [{ type: 'RoleGranted', data: { userId, role: command.role } }];
      }
      case 'RevokeRole': {
        if (!state.userId) throw new CommandRefused('USER_NOT_FOUND', ACCOUNT_REFUSALS.notFound, 404);
        if (!state.roles.includes(command.role)) return [];
        return [{ type: 'RoleRevoked', data: { userId: state.userId, role: command.role } }];
      }
      case 'ChangeAvatar': {
        const userId = live(state);
        if (state.avatarId === command.avatarId) return [];
        return [{ type: 'AvatarChanged', data: { userId, avatarId: command.avatarId, source: command.source } }];
      }
      case 'RemoveAvatar': {
        const userId = live(state);
        if (!state.avatarId) return [];
        return [{ type: 'AvatarRemoved', data: { userId, avatarId: state.avatarId } }];
      }
      case 'EraseUser': {
        if (!state.userId) throw new CommandRefused('USER_NOT_FOUND', ACCOUNT_REFUSALS.notFound, 404);
        if (state.erased) return [];
        return [{ type: 'UserErased', data: { userId: state.userId, by: command.by } }];
      }
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
