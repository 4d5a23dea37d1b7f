// The account as the API describes it (docs/api.md "Accounts"): in every sign-in answer and from /user/details.

export interface MarketingPreferences {
  marketingEmail: boolean;
  marketingSms: boolean;
  priceAlert: boolean;
}

export type PreferenceName = keyof MarketingPreferences;

export interface AccountUser {
  id: string;
  email: string;
  /**
   * A new address waiting for the code emailed to it (POST /user/email/confirm); until then `email` stays the
   * account's. Optional because an older answer may not carry it.
   */
  pendingEmail?: string | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  isVerified: boolean;
  dateCreated: string;
  usedSocialLogin: boolean;
  roles?: string[];
  preferences: MarketingPreferences;
  /** Spec §3 `avatar`: where the account's picture is served, or null. Optional because an older answer may not carry it. */
  avatar?: string | null;
}

/** What a sign-in, a verification and a refresh answer. */
export interface Session {
  idToken: string;
  accessToken: string;
  expiresIn: number;
  user: AccountUser;
}

export const NO_PREFERENCES: MarketingPreferences = { marketingEmail: false, marketingSms: false, priceAlert: false };

/**
 * Spec §3 `userName`: the name the site greets a person by. The API's rule (GET /user/username): the first name,
 * or the email before the @. The site applies it to the user it already holds rather than ask again.
 */
export function userNameOf(user: Pick<AccountUser, 'firstName' | 'email'>): string {
  const firstName = user.firstName?.trim();
  return firstName ? firstName : (user.email.split('@')[0] ?? user.email);
}
