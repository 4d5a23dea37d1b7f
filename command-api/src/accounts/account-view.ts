import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { findUserAccount, type UserAccount } from '@lease/projections';
import type { AppDeps } from '../deps';
import { leadServicesFor } from '../leads/lead-services';
import { awaitConsistency } from '../plugins/consistency';
import { avatarUrl } from '../avatars/avatar-url';

/** `user` in an answer: spec §3 "User" as the site keeps it. */
export const userViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** A new address the account will move to once the code sent there is confirmed (POST /user/email/confirm). */
  pendingEmail: z.string().nullable(),
  userName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  isVerified: z.boolean(),
  dateCreated: z.string(),
  usedSocialLogin: z.boolean(),
  roles: z.array(z.string()),
  preferences: z.object({ marketingEmail: z.boolean(), marketingSms: z.boolean(), priceAlert: z.boolean() }),
  /** Spec §3 `avatar`: where the account's picture is served (a square JPEG), or null. */
  avatar: z.string().nullable(),
});

export type UserView = z.infer<typeof userViewSchema>;

/** What the site greets the person as: their first name, or the part of the email before the @. */
export const userNameOf = (account: Pick<UserAccount, 'firstName' | 'email'>) => account.firstName ?? account.email.split('@')[0] ?? account.email;

export function toUserView(account: UserAccount): UserView {
  return {
    id: account.userId,
    email: account.email,
    pendingEmail: account.pendingEmail,
    userName: userNameOf(account),
    firstName: account.firstName,
    lastName: account.lastName,
    phoneNumber: account.phoneNumber,
    isVerified: account.verified,
    dateCreated: account.createdAt.toISOString(),
    usedSocialLogin: account.method !== 'email' || account.socialProviders.length > 0,
    roles: account.roles,
    preferences: account.preferences,
    avatar: account.avatarId ? avatarUrl(account.avatarId) : null,
  };
}

/**
 * The account from the users read model, once it has caught up with `position` (a command's answer): null when it
 * has no live account by that id.
 */
export async function readAccount(deps: AppDeps, reply: FastifyReply, userId: string, position?: string | null): Promise<UserAccount | null> {
  await awaitConsistency(deps.orm, reply, ['users'], position ?? undefined);
  const account = await findUserAccount(deps.orm, leadServicesFor(deps).vault, userId);
  return account && !account.erased ? account : null;
}
