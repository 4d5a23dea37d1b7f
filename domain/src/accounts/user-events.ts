import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define-event';
import { sealedSchema } from '../personal-data/sealed';

// Stream `user-<userId>`. Personal fields are sealed with the person's key (`u_<userId>`), so erasing the account
// shreds them; passwords and codes appear only as hashes.

export const SIGN_IN_METHODS = ['email', 'google', 'facebook'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const USER_ROLES = ['staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

// A code event names where the code goes (sealed), so the outbox row it causes needs no other read model.
const code = {
  codeId: z.string(),
  codeHash: z.string(),
  expiresAt: z.iso.datetime(),
  recipient: sealedSchema,
  firstName: sealedSchema.nullable(),
};

export const userRegistered = defineEvent({
  type: 'UserRegistered',
  version: 1,
  description: 'A person created an account, with email and password or through Google or Facebook.',
  schema: z.object({
    userId: z.string(),
    method: z.enum(SIGN_IN_METHODS),
    email: sealedSchema,
    firstName: sealedSchema.nullable(),
    lastName: sealedSchema.nullable(),
    /** argon2id; null for an account made through a social sign-in. */
    passwordHash: z.string().nullable(),
  }),
});

/** Version 1 had no link beside the code: read today, it says so. */
function upcastCodeIssued(data: unknown, fromVersion: number): unknown {
  if (fromVersion !== 1 || typeof data !== 'object' || data === null) return data;
  return { ...data, link: null };
}

export const emailVerificationCodeIssued = defineEvent({
  type: 'EmailVerificationCodeIssued',
  version: 2,
  description:
    'A six-digit code, and a link that confirms the address when followed, were emailed to confirm the address; only keyed hashes of them are recorded.',
  schema: z.object({
    userId: z.string(),
    ...code,
    /** The link's stored secret (for the sender) and its keyed hash; null on codes issued before links (version 1). */
    link: z.object({ linkId: z.string(), linkHash: z.string() }).nullable(),
  }),
  upcast: upcastCodeIssued,
});

export const emailVerificationFailed = defineEvent({
  type: 'EmailVerificationFailed',
  version: 1,
  description: 'A wrong email verification or password reset code was entered.',
  schema: z.object({ userId: z.string(), codeId: z.string(), attempt: z.number().int().positive() }),
});

export const userVerified = defineEvent({
  type: 'UserVerified',
  version: 1,
  description: 'The person proved the email address is theirs.',
  schema: z.object({ userId: z.string() }),
});

export const passwordResetRequested = defineEvent({
  type: 'PasswordResetRequested',
  version: 1,
  description: 'A code to set a new password was emailed; only a keyed hash of it is recorded.',
  schema: z.object({ userId: z.string(), ...code }),
});

export const passwordChanged = defineEvent({
  type: 'PasswordChanged',
  version: 1,
  description: 'The password was set anew, by the person signed in or with a reset code.',
  schema: z.object({ userId: z.string(), passwordHash: z.string(), reason: z.enum(['reset', 'change']) }),
});

export const mobileNumberAdded = defineEvent({
  type: 'MobileNumberAdded',
  version: 1,
  description: 'The person gave a mobile number (asked after a first social sign-in).',
  schema: z.object({ userId: z.string(), phoneNumber: sealedSchema }),
});

export const accountDetailsUpdated = defineEvent({
  type: 'AccountDetailsUpdated',
  version: 1,
  description: 'The person changed their email, name or phone number in the account area.',
  schema: z.object({
    userId: z.string(),
    email: sealedSchema,
    firstName: sealedSchema.nullable(),
    lastName: sealedSchema.nullable(),
    phoneNumber: sealedSchema.nullable(),
  }),
});

export const signUpAttempted = defineEvent({
  type: 'SignUpAttempted',
  version: 1,
  description:
    'Someone tried to sign up with the address of this account. The sign-up was answered as any other (so it says nothing of who has an account) and the owner is emailed instead.',
  schema: z.object({ userId: z.string(), at: z.iso.datetime(), recipient: sealedSchema, firstName: sealedSchema.nullable() }),
});

export const emailChangeRequested = defineEvent({
  type: 'EmailChangeRequested',
  version: 1,
  description:
    'The person asked to move the account to another address; a code was emailed there (only its keyed hash is recorded). The account keeps its address until the code comes back.',
  schema: z.object({ userId: z.string(), ...code }),
});

export const emailChanged = defineEvent({
  type: 'EmailChanged',
  version: 1,
  description: 'The person confirmed the code sent to the new address, which is now the account’s.',
  schema: z.object({ userId: z.string(), email: sealedSchema }),
});

export const marketingPreferencesChanged = defineEvent({
  type: 'MarketingPreferencesChanged',
  version: 1,
  description: 'The person chose whether to get marketing by email or SMS, and price alerts.',
  schema: z.object({
    userId: z.string(),
    marketingEmail: z.boolean().optional(),
    marketingSms: z.boolean().optional(),
    priceAlert: z.boolean().optional(),
  }),
});

export const socialIdentityLinked = defineEvent({
  type: 'SocialIdentityLinked',
  version: 1,
  description: 'A Google or Facebook identity was tied to the account, so signing in with it opens this account.',
  schema: z.object({
    userId: z.string(),
    provider: z.enum(SOCIAL_PROVIDERS),
    subjectHash: z.string(),
    /** The provider vouched for the account's address (email_verified). Absent on links made before it was asked. */
    emailVerified: z.boolean().optional(),
  }),
});

export const socialIdentitiesUnlinked = defineEvent({
  type: 'SocialIdentitiesUnlinked',
  version: 1,
  description:
    'Google or Facebook identities whose provider never vouched for the address were cut from the account when its owner proved the address with a reset code.',
  schema: z.object({ userId: z.string(), identities: z.array(z.object({ provider: z.enum(SOCIAL_PROVIDERS), subjectHash: z.string() })) }),
});

export const roleGranted = defineEvent({
  type: 'RoleGranted',
  version: 1,
  description: 'The account was given a role, such as staff.',
  schema: z.object({ userId: z.string(), role: z.enum(USER_ROLES) }),
});

export const roleRevoked = defineEvent({
  type: 'RoleRevoked',
  version: 1,
  description: 'The account lost a role, such as staff: staff-only calls refuse it from the next request on.',
  schema: z.object({ userId: z.string(), role: z.enum(USER_ROLES) }),
});

export const AVATAR_SOURCES = ['upload', 'google', 'facebook'] as const;
export type AvatarSource = (typeof AVATAR_SOURCES)[number];

export const avatarChanged = defineEvent({
  type: 'AvatarChanged',
  version: 1,
  description:
    'The account has a new picture: one the person uploaded, or their Google or Facebook picture. The image itself is kept in avatar storage under the id, never in the log.',
  schema: z.object({ userId: z.string(), avatarId: z.string(), source: z.enum(AVATAR_SOURCES) }),
});

export const avatarRemoved = defineEvent({
  type: 'AvatarRemoved',
  version: 1,
  description: 'The person removed their picture; its image was deleted from avatar storage.',
  schema: z.object({ userId: z.string(), avatarId: z.string() }),
});

export const userErased = defineEvent({
  type: 'UserErased',
  version: 1,
  description: "The person's account and personal data were erased (their key was destroyed); the history stays.",
  schema: z.object({ userId: z.string(), by: z.enum(['person', 'staff']) }),
});

export const signInClaimed = defineEvent({
  type: 'SignInClaimed',
  version: 1,
  description: 'An email address or a Google or Facebook identity was taken by an account: no other account can use it.',
  schema: z.object({ userId: z.string(), kind: z.enum(SIGN_IN_METHODS) }),
});

export const signInReleased = defineEvent({
  type: 'SignInReleased',
  version: 1,
  description: 'An account gave up an email address (it changed it, or was erased), so a new account may take it.',
  schema: z.object({ userId: z.string(), kind: z.enum(SIGN_IN_METHODS) }),
});

export type SignInClaimEvent = EventOf<typeof signInClaimed> | EventOf<typeof signInReleased>;

export type UserEvent =
  | EventOf<typeof userRegistered>
  | EventOf<typeof emailVerificationCodeIssued>
  | EventOf<typeof emailVerificationFailed>
  | EventOf<typeof userVerified>
  | EventOf<typeof passwordResetRequested>
  | EventOf<typeof passwordChanged>
  | EventOf<typeof mobileNumberAdded>
  | EventOf<typeof accountDetailsUpdated>
  | EventOf<typeof signUpAttempted>
  | EventOf<typeof emailChangeRequested>
  | EventOf<typeof emailChanged>
  | EventOf<typeof marketingPreferencesChanged>
  | EventOf<typeof socialIdentityLinked>
  | EventOf<typeof socialIdentitiesUnlinked>
  | EventOf<typeof roleGranted>
  | EventOf<typeof roleRevoked>
  | EventOf<typeof avatarChanged>
  | EventOf<typeof avatarRemoved>
  | EventOf<typeof userErased>;

export const userEvents = [
  userRegistered,
  emailVerificationCodeIssued,
  emailVerificationFailed,
  userVerified,
  passwordResetRequested,
  passwordChanged,
  mobileNumberAdded,
  accountDetailsUpdated,
  signUpAttempted,
  emailChangeRequested,
  emailChanged,
  marketingPreferencesChanged,
  socialIdentityLinked,
  socialIdentitiesUnlinked,
  roleGranted,
  roleRevoked,
  avatarChanged,
  avatarRemoved,
  userErased,
  signInClaimed,
  signInReleased,
] as const;


export const userStream = (userId: string) => `user-${userId}`;
/**
 * The stream that makes an email address or social identity unique: `signin-<kind>-<keyed hash>`. Claiming it with
 * an expected revision is what stops two accounts taking one address at once; the hash keeps the address out of
 * stream names.
 */
export const signInClaimStream = (kind: SignInMethod, keyedHash: string) => `signin-${kind}-${keyedHash}`;
/** A user's data key: one per account, so erasing the account shreds everything sealed for it. */
export const personIdForUser = (userId: string) => `u_${userId}`;
