import { parseEventData } from '../events/catalogue';
import { givenEvents, refusalOf } from '../events/given-when-then';
import { ACCOUNT_CODE_VALIDITY_MS, MAX_ACCOUNT_CODES_PER_HOUR, MAX_WRONG_ACCOUNT_CODES, userDecider, type UserCommand } from './user-decider';
import { signInClaimDecider, type SignInClaimCommand } from './sign-in-claims';
import type { SignInClaimEvent, UserEvent } from './user-events';

const T0 = new Date('2026-11-22T10:00:00Z');
const at = (ms: number) => ({ now: new Date(T0.getTime() + ms) });
const hash = (n: number) => `hash-${n}`.padEnd(64, '0');

const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', method: 'email', email: 'sealed:v1:e', firstName: 'sealed:v1:f', lastName: null, passwordHash: '$argon2id$x' },
};
const linkHash = (n: number) => `link-${n}`.padEnd(64, '0');
const codeIssued = (n: number, sentAfterMs = 0): UserEvent => ({
  type: 'EmailVerificationCodeIssued',
  data: {
    userId: 'u1',
    codeId: `c${n}`,
    codeHash: hash(n),
    expiresAt: new Date(T0.getTime() + sentAfterMs + ACCOUNT_CODE_VALIDITY_MS).toISOString(),
    recipient: 'sealed:v1:e',
    firstName: 'sealed:v1:f',
    link: { linkId: `l${n}`, linkHash: linkHash(n) },
  },
});
const resetRequested: UserEvent = {
  type: 'PasswordResetRequested',
  data: { userId: 'u1', codeId: 'r1', codeHash: hash(7), expiresAt: new Date(T0.getTime() + ACCOUNT_CODE_VALIDITY_MS).toISOString(), recipient: 'sealed:v1:e', firstName: 'sealed:v1:f' },
};
const erased: UserEvent = { type: 'UserErased', data: { userId: 'u1', by: 'person' } };

const decide = (history: UserEvent[], command: UserCommand, ms = 0) => givenEvents(userDecider, history, at(ms)).when(command).then();

describe('user account', () => {
  test('registering records the sealed details and the password hash once; again changes nothing', () => {
    const command: UserCommand = { type: 'RegisterUser', userId: 'u1', method: 'email', email: 'sealed:v1:e', firstName: 'sealed:v1:f', lastName: null, passwordHash: '$argon2id$x' };
    expect(decide([], command)).toEqual([registered]);
    expect(decide([registered], command)).toEqual([]);
  });

  test('the emailed code verifies the account; a wrong one is counted, five of them lock the code', () => {
    expect(decide([registered, codeIssued(1)], { type: 'VerifyEmail', codeHash: hash(1) })).toEqual([{ type: 'UserVerified', data: { userId: 'u1' } }]);
    expect(decide([registered, codeIssued(1)], { type: 'VerifyEmail', codeHash: hash(2) })).toEqual([
      { type: 'EmailVerificationFailed', data: { userId: 'u1', codeId: 'c1', attempt: 1 } },
    ]);
    const failures = Array.from({ length: MAX_WRONG_ACCOUNT_CODES }, (_, i): UserEvent => ({ type: 'EmailVerificationFailed', data: { userId: 'u1', codeId: 'c1', attempt: i + 1 } }));
    expect(refusalOf(() => decide([registered, codeIssued(1), ...failures], { type: 'VerifyEmail', codeHash: hash(1) }))).toMatchObject({ status: 429 });
  });

  test('a code is refused after thirty minutes; verifying a verified account changes nothing', () => {
    expect(refusalOf(() => decide([registered, codeIssued(1)], { type: 'VerifyEmail', codeHash: hash(1) }, ACCOUNT_CODE_VALIDITY_MS + 1))).toMatchObject({
      code: 'CODE_EXPIRED',
    });
    expect(decide([registered, codeIssued(1), { type: 'UserVerified', data: { userId: 'u1' } }], { type: 'VerifyEmail', codeHash: hash(9) })).toEqual([]);
    expect(refusalOf(() => decide([registered, { type: 'UserVerified', data: { userId: 'u1' } }], { type: 'IssueEmailVerificationCode', codeId: 'c2', codeHash: hash(2) }))).toMatchObject({
      code: 'ALREADY_VERIFIED',
    });
  });

  test('the link emailed with a code verifies the account once, until the code expires; any link sent in the last hour works', () => {
    const verified: UserEvent = { type: 'UserVerified', data: { userId: 'u1' } };
    expect(decide([registered, codeIssued(1)], { type: 'VerifyEmailByLink', linkHash: linkHash(1) })).toEqual([verified]);
    // A resend does not cut the first email's link: the person may open either.
    expect(decide([registered, codeIssued(1), codeIssued(2, 60_000)], { type: 'VerifyEmailByLink', linkHash: linkHash(1) }, 120_000)).toEqual([verified]);
    expect(refusalOf(() => decide([registered, codeIssued(1)], { type: 'VerifyEmailByLink', linkHash: linkHash(1) }, ACCOUNT_CODE_VALIDITY_MS + 1))).toMatchObject({
      code: 'LINK_EXPIRED',
      status: 410,
    });
    // Followed again (a second click, a retried request), it says the address is confirmed and appends nothing.
    expect(refusalOf(() => decide([registered, codeIssued(1), verified], { type: 'VerifyEmailByLink', linkHash: linkHash(1) }))).toMatchObject({ code: 'LINK_USED', status: 409 });
    // A link that was never sent is no more than that, verified account or not; and it counts no failed attempt.
    expect(refusalOf(() => decide([registered, codeIssued(1)], { type: 'VerifyEmailByLink', linkHash: linkHash(9) }))).toMatchObject({ code: 'LINK_INVALID', status: 422 });
    expect(refusalOf(() => decide([registered, codeIssued(1), verified], { type: 'VerifyEmailByLink', linkHash: linkHash(9) }))).toMatchObject({ code: 'LINK_INVALID' });
    expect(refusalOf(() => decide([registered, codeIssued(1), erased], { type: 'VerifyEmailByLink', linkHash: linkHash(1) }))).toMatchObject({ code: 'USER_ERASED' });
  });

  test('a code event written before links (version 1) reads with no link, and its code still works', () => {
    const { link: _link, ...v1 } = (codeIssued(1) as Extract<UserEvent, { type: 'EmailVerificationCodeIssued' }>).data;
    const read = parseEventData('EmailVerificationCodeIssued', v1, 1) as { link: unknown };
    expect(read.link).toBeNull();
    const old: UserEvent = { type: 'EmailVerificationCodeIssued', data: read as Extract<UserEvent, { type: 'EmailVerificationCodeIssued' }>['data'] };
    expect(decide([registered, old], { type: 'VerifyEmail', codeHash: hash(1) })).toEqual([{ type: 'UserVerified', data: { userId: 'u1' } }]);
    expect(refusalOf(() => decide([registered, old], { type: 'VerifyEmailByLink', linkHash: linkHash(1) }))).toMatchObject({ code: 'LINK_INVALID' });
  });

  test('a new picture is recorded once; removing it removes the one there is; an erased account keeps its id for the deletion', () => {
    const changed: UserEvent = { type: 'AvatarChanged', data: { userId: 'u1', avatarId: 'a1', source: 'upload' } };
    expect(decide([registered], { type: 'ChangeAvatar', avatarId: 'a1', source: 'upload' })).toEqual([changed]);
    expect(decide([registered, changed], { type: 'ChangeAvatar', avatarId: 'a1', source: 'upload' })).toEqual([]);
    expect(decide([registered, changed], { type: 'RemoveAvatar' })).toEqual([{ type: 'AvatarRemoved', data: { userId: 'u1', avatarId: 'a1' } }]);
    expect(decide([registered], { type: 'RemoveAvatar' })).toEqual([]);
    expect(refusalOf(() => decide([registered, erased], { type: 'ChangeAvatar', avatarId: 'a2', source: 'google' }))).toMatchObject({ code: 'USER_ERASED' });
    expect([registered, changed, erased].reduce(userDecider.evolve, userDecider.initialState).avatarId).toBe('a1');
  });

  test('a social sign-up is verified from the start and has no password', () => {
    const social: UserEvent = { type: 'UserRegistered', data: { ...registered.data, method: 'google', passwordHash: null } } as UserEvent;
    expect(refusalOf(() => decide([social], { type: 'IssueEmailVerificationCode', codeId: 'c1', codeHash: hash(1) }))).toMatchObject({ code: 'ALREADY_VERIFIED' });
  });

  test('a reset code sets a new password (and proves the address); without one, or with a wrong one, it does not', () => {
    expect(decide([registered, resetRequested], { type: 'ResetPassword', codeHash: hash(7), passwordHash: '$argon2id$new' })).toEqual([
      { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: '$argon2id$new', reason: 'reset' } },
    ]);
    const state = [registered, resetRequested, { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: '$argon2id$new', reason: 'reset' } } as UserEvent].reduce(
      userDecider.evolve,
      userDecider.initialState,
    );
    expect(state.verified).toBe(true);
    expect(refusalOf(() => decide([registered], { type: 'ResetPassword', codeHash: hash(7), passwordHash: 'x' }))).toMatchObject({ code: 'NO_RESET_REQUESTED' });
    expect(decide([registered, resetRequested], { type: 'ResetPassword', codeHash: hash(8), passwordHash: 'x' })[0]!.type).toBe('EmailVerificationFailed');
  });

  test('preferences record only what changed; the same choice again appends nothing', () => {
    expect(decide([registered], { type: 'ChangeMarketingPreferences', marketingEmail: true, marketingSms: false })).toEqual([
      { type: 'MarketingPreferencesChanged', data: { userId: 'u1', marketingEmail: true } },
    ]);
    const changed: UserEvent = { type: 'MarketingPreferencesChanged', data: { userId: 'u1', marketingEmail: true } };
    expect(decide([registered, changed], { type: 'ChangeMarketingPreferences', marketingEmail: true })).toEqual([]);
  });

  test('a social identity and a role are added once', () => {
    const linked: UserEvent = { type: 'SocialIdentityLinked', data: { userId: 'u1', provider: 'google', subjectHash: 's1', emailVerified: true } };
    expect(decide([registered], { type: 'LinkSocialIdentity', provider: 'google', subjectHash: 's1', emailVerified: true })).toEqual([linked]);
    expect(decide([registered, linked], { type: 'LinkSocialIdentity', provider: 'google', subjectHash: 's1', emailVerified: true })).toEqual([]);
    const granted: UserEvent = { type: 'RoleGranted', data: { userId: 'u1', role: 'staff' } };
    expect(decide([registered], { type: 'GrantRole', role: 'staff' })).toEqual([granted]);
    expect(decide([registered, granted], { type: 'GrantRole', role: 'staff' })).toEqual([]);
  });

  test('a new address waits for the code sent to it: the account keeps its address until the code comes back', () => {
    const requested: UserEvent = {
      type: 'EmailChangeRequested',
      data: { userId: 'u1', codeId: 'm1', codeHash: hash(3), expiresAt: new Date(T0.getTime() + ACCOUNT_CODE_VALIDITY_MS).toISOString(), recipient: 'sealed:v1:new', firstName: 'sealed:v1:f' },
    };
    expect(decide([registered], { type: 'RequestEmailChange', email: 'sealed:v1:new', codeId: 'm1', codeHash: hash(3) })).toEqual([requested]);
    expect([registered, requested].reduce(userDecider.evolve, userDecider.initialState).email).toBe('sealed:v1:e');
    expect(decide([registered, requested], { type: 'ConfirmEmailChange', codeHash: hash(4) })).toEqual([
      { type: 'EmailVerificationFailed', data: { userId: 'u1', codeId: 'm1', attempt: 1 } },
    ]);
    expect(decide([registered, requested], { type: 'ConfirmEmailChange', codeHash: hash(3) })).toEqual([{ type: 'EmailChanged', data: { userId: 'u1', email: 'sealed:v1:new' } }]);
    expect(refusalOf(() => decide([registered, requested], { type: 'ConfirmEmailChange', codeHash: hash(3) }, ACCOUNT_CODE_VALIDITY_MS + 1))).toMatchObject({ code: 'CODE_EXPIRED' });
    const changed: UserEvent = { type: 'EmailChanged', data: { userId: 'u1', email: 'sealed:v1:new' } };
    expect(refusalOf(() => decide([registered, requested, changed], { type: 'ConfirmEmailChange', codeHash: hash(3) }))).toMatchObject({ code: 'NO_EMAIL_CHANGE' });
  });

  test('a reset code proves the address, so identities whose provider never vouched for it are cut', () => {
    const social: UserEvent = { type: 'UserRegistered', data: { ...registered.data, method: 'google', passwordHash: null } } as UserEvent;
    const unproven: UserEvent = { type: 'SocialIdentityLinked', data: { userId: 'u1', provider: 'google', subjectHash: 'attacker' } };
    const proven: UserEvent = { type: 'SocialIdentityLinked', data: { userId: 'u1', provider: 'facebook', subjectHash: 'owner', emailVerified: true } };
    expect(decide([social, unproven, proven, resetRequested], { type: 'ResetPassword', codeHash: hash(7), passwordHash: '$argon2id$new' })).toEqual([
      { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: '$argon2id$new', reason: 'reset' } },
      { type: 'SocialIdentitiesUnlinked', data: { userId: 'u1', identities: [{ provider: 'google', subjectHash: 'attacker' }] } },
    ]);
    expect([social, unproven].reduce(userDecider.evolve, userDecider.initialState).emailProven).toBe(false);
    expect([social, unproven, proven].reduce(userDecider.evolve, userDecider.initialState).emailProven).toBe(true);
  });

  test('an erased account is erased once and refuses everything after', () => {
    expect(decide([registered], { type: 'EraseUser', by: 'staff' })).toEqual([{ type: 'UserErased', data: { userId: 'u1', by: 'staff' } }]);
    expect(decide([registered, erased], { type: 'EraseUser', by: 'person' })).toEqual([]);
    expect(refusalOf(() => decide([registered, erased], { type: 'ChangePassword', passwordHash: 'x' }))).toMatchObject({ status: 410 });
    expect(refusalOf(() => decide([], { type: 'AddMobileNumber', phoneNumber: 'sealed:v1:p' }))).toMatchObject({ status: 404 });
  });

  test('codes are addressed to the account\'s sealed email; a fourth within the hour is refused, an hour later allowed', () => {
    const issue = (n: number): UserCommand => ({ type: 'IssueEmailVerificationCode', codeId: `c${n}`, codeHash: hash(n), link: { linkId: `l${n}`, linkHash: linkHash(n) } });
    expect(decide([registered], issue(1))).toEqual([codeIssued(1)]);
    const three = Array.from({ length: MAX_ACCOUNT_CODES_PER_HOUR }, (_, i) => codeIssued(i + 1, i * 60_000));
    expect(refusalOf(() => decide([registered, ...three], issue(9), 10 * 60_000))).toMatchObject({ code: 'TOO_MANY_CODES', status: 429 });
    expect(decide([registered, ...three], issue(9), 61 * 60_000)).toHaveLength(1);
    expect(refusalOf(() => decide([registered, ...three], { type: 'RequestPasswordReset', codeId: 'r9', codeHash: hash(9) }, 10 * 60_000))).toMatchObject({
      code: 'TOO_MANY_CODES',
    });
  });
});

describe('sign-in claims', () => {
  const claim = (userId: string, replacing?: string) => ({ type: 'ClaimSignIn' as const, userId, kind: 'email' as const, replacing });
  const claimed = (userId: string) => ({ type: 'SignInClaimed' as const, data: { userId, kind: 'email' as const } });
  const decideClaim = (history: SignInClaimEvent[], command: SignInClaimCommand) => givenEvents(signInClaimDecider, history, at(0)).when(command).then();

  test('an address is taken once; its holder claiming again changes nothing; another account is refused', () => {
    expect(decideClaim([], claim('u1'))).toEqual([claimed('u1')]);
    expect(decideClaim([claimed('u1')], claim('u1'))).toEqual([]);
    expect(refusalOf(() => decideClaim([claimed('u1')], claim('u2')))).toMatchObject({ code: 'EMAIL_TAKEN', status: 409 });
  });

  test('a holder without an account can be replaced, and a released address is free again', () => {
    expect(decideClaim([claimed('u1')], claim('u2', 'u1'))).toEqual([claimed('u2')]);
    const released = { type: 'SignInReleased' as const, data: { userId: 'u1', kind: 'email' as const } };
    expect(decideClaim([claimed('u1')], { type: 'ReleaseSignIn', userId: 'u1', kind: 'email' })).toEqual([released]);
    expect(decideClaim([claimed('u1'), released], { type: 'ReleaseSignIn', userId: 'u1', kind: 'email' })).toEqual([]);
    expect(decideClaim([claimed('u1'), released], claim('u2'))).toEqual([claimed('u2')]);
  });
});
