import type { MikroORM } from '@mikro-orm/postgresql';
import { personIdForUser, type SignInMethod } from '@lease/domain';
import { ERASED, type PersonVault } from '../personal-data/person-vault';
import { query } from '../runner/sql';

/** An account as the account area shows it, its personal fields opened. */
export interface UserAccount {
  userId: string;
  method: SignInMethod;
  email: string;
  /** A new address waiting for the code sent to it. */
  pendingEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  verified: boolean;
  roles: string[];
  socialProviders: string[];
  preferences: { marketingEmail: boolean; marketingSms: boolean; priceAlert: boolean };
  createdAt: Date;
  erased: boolean;
  /** The picture's id in avatar storage, or null. */
  avatarId: string | null;
}

interface UserRow {
  user_id: string;
  method: SignInMethod;
  email: string;
  pending_email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  verified: boolean;
  roles: string[];
  social_providers: string[];
  marketing_email: boolean;
  marketing_sms: boolean;
  price_alert: boolean;
  created_at: Date;
  erased_at: Date | null;
  avatar_id: string | null;
}

/** The account, or null when the read model has no such user; an erased account's fields read `[erased]`. */
export async function findUserAccount(orm: MikroORM, vault: PersonVault, userId: string): Promise<UserAccount | null> {
  const [row] = await query<UserRow>(orm.em.fork(), 'SELECT * FROM users WHERE user_id = ?', [userId]);
  if (!row) return null;
  const sealed = { email: row.email, pendingEmail: row.pending_email, firstName: row.first_name, lastName: row.last_name, phoneNumber: row.phone_number };
  const opened = (await vault.open(personIdForUser(userId), sealed)) ?? {
    email: ERASED,
    pendingEmail: null,
    firstName: row.first_name && ERASED,
    lastName: row.last_name && ERASED,
    phoneNumber: row.phone_number && ERASED,
  };
  return {
    userId: row.user_id,
    method: row.method,
    ...opened,
    verified: row.verified,
    roles: row.roles,
    socialProviders: row.social_providers,
    preferences: { marketingEmail: row.marketing_email, marketingSms: row.marketing_sms, priceAlert: row.price_alert },
    createdAt: new Date(row.created_at),
    erased: row.erased_at !== null,
    avatarId: row.avatar_id,
  };
}
