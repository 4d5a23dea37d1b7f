import type { LeadKind, Touchpoint } from '@lease/domain';
import { type MarketingPreferences, NO_PREFERENCES } from './account-user';
import type { AuthFlowStep } from './auth-flow';

/**
 * Where this browser's newsletter sign-up stands. Never the address, nor an id derived from it: the API answers a
 * sign-up alike for every address, and what a browser keeps must not tell anyone at the computer who signed up.
 */
export type NewsletterProgress =
  | { status: 'check-your-inbox' }
  | { status: 'subscribed'; leaseTiming: string; budget: string }
  | { status: 'unsubscribed' }
  | { status: 'erased' };

/** Spec §3 User, Tracking: where the visitor first and most recently came from. */
export interface Touchpoints {
  firstTouch: Touchpoint | null;
  lastTouch: Touchpoint | null;
}

export const EMPTY_TOUCHPOINTS: Touchpoints = { firstTouch: null, lastTouch: null };

export interface Visitor {
  visitorKey: string;
  /** When the key was made, in milliseconds since the epoch. */
  visitorKeyTimestamp: number;
}

/** Spec §3 User, Tracking: the experiment group the API put this visitor in (POST /visitors). */
export interface Experiment {
  name: string;
  group: string;
}

/** Spec §4 "Lead status": the steps of a call-back or alternative lead on a deal's page. */
export type LeadStatus = 'initial' | 'qualifying-questions' | 'info' | 'verify' | 'success';

/**
 * Where the visitor's lead stands and for which deal: one lead at a time, so another deal's page starts at
 * 'initial'. Kept (and saved with the state) so that a reload while the code is on its way still asks for it.
 */
export interface LeadProgress {
  status: LeadStatus;
  dealId: number | null;
  kind: LeadKind;
}

export const INITIAL_LEAD: LeadProgress = { status: 'initial', dealId: null, kind: 'call-back' };

/** The authentication modal: its step (spec §2), and the address the code and reset steps are about. */
export interface AuthModal {
  step: AuthFlowStep;
  email: string | null;
  /** Something the step says besides its own words: a referral link that did not count, on the first step after sign-up. */
  notice?: string;
}

/** Spec §3 "User". */
export interface UserState {
  newsletter: NewsletterProgress | null;
  visitorKey: string | null;
  visitorKeyTimestamp: number | null;
  experiment: Experiment | null;
  touchpoints: Touchpoints;
  /** The email-marketing visitor id (llit_dd_uid). */
  dotDigitalId: string | null;
  /** Null while the modal is closed. Never saved: it belongs to one page view. */
  authModal: AuthModal | null;
  /** Saved, so a returning person's tokens are fetched again at start (features/auth/token-saga.ts). */
  isAuthenticated: boolean;
  /** The id token that signed-in calls send (spec §7 `token`). Kept in memory only, never saved. */
  idToken: string | null;
  /** Kept in memory only, never saved; its expiry also decides when to refresh (spec §4). */
  accessToken: string | null;
  id: string | null;
  userName: string | null;
  email: string | null;
  /** The address the account moves to once the code sent there is confirmed (features/loco-space). */
  pendingEmail: string | null;
  phoneNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  dateCreated: string | null;
  isVerified: boolean;
  usedSocialLogin: boolean;
  preferences: MarketingPreferences;
  /** Spec §3 `avatar`: the address of the account's picture (uploaded, or the social provider's), or null. */
  avatar: string | null;
  /** Where to go once signed in: the account page that asked for it, or the page a social sign-in left from. */
  redirectUrl: string | null;
  /** The lead waiting for its verification code. */
  leadReference: string | null;
  /** The reference of the last enquiry sent or lead verified. */
  enquiryReference: string | null;
  /** The deals this visitor has enquired about, by id. */
  enquiredDeals: number[];
  lead: LeadProgress;
  /** Spec §3 doesPriceAlertExist, per vehicle: what GET /price-alerts/exists (or an add or remove) last said. */
  doesPriceAlertExist: Record<number, boolean>;
}

export const initialUserState: UserState = {
  newsletter: null,
  visitorKey: null,
  visitorKeyTimestamp: null,
  experiment: null,
  touchpoints: EMPTY_TOUCHPOINTS,
  dotDigitalId: null,
  authModal: null,
  isAuthenticated: false,
  idToken: null,
  accessToken: null,
  id: null,
  userName: null,
  email: null,
  pendingEmail: null,
  phoneNumber: null,
  firstName: null,
  lastName: null,
  dateCreated: null,
  isVerified: false,
  usedSocialLogin: false,
  preferences: NO_PREFERENCES,
  avatar: null,
  redirectUrl: null,
  leadReference: null,
  enquiryReference: null,
  enquiredDeals: [],
  lead: INITIAL_LEAD,
  doesPriceAlertExist: {},
};

/**
 * Spec §4 "User state and tokens": clearing the user state keeps the redirect url, the social-login flag, the
 * visitor key (with its timestamp, which dates the same visitor), the verified flag, the experiment, the
 * touchpoints and dotDigitalId. Everything else, the tokens and the person's details included, starts again.
 */
export function clearedUserState(state: UserState): UserState {
  return {
    ...initialUserState,
    redirectUrl: state.redirectUrl,
    usedSocialLogin: state.usedSocialLogin,
    visitorKey: state.visitorKey,
    visitorKeyTimestamp: state.visitorKeyTimestamp,
    isVerified: state.isVerified,
    experiment: state.experiment,
    touchpoints: state.touchpoints,
    dotDigitalId: state.dotDigitalId,
  };
}
