import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LeadKind } from '@lease/domain';
import type { Touchpoint } from '../../app/visitor/query-params';
import { type AuthFlowStep, INITIAL_SIGN_UP_STEP } from './auth-flow';

/** What the newsletter read model returns for one subscription. */
export interface NewsletterSubscription {
  subscriptionId: string;
  leaseTiming: string;
  budget: string;
  name: string | null;
  subscribedAt: string;
}

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

const INITIAL_LEAD: LeadProgress = { status: 'initial', dealId: null, kind: 'call-back' };

/**
 * Spec §3 "User". The newsletter, tracking and lead parts exist so far; identity and preferences come with
 * accounts, which will also set `isAuthenticated` and `token`.
 */
export interface UserState {
  newsletterSubscriptionId: string | null;
  /** The subscription as read back from the API, shown as the confirmation. */
  newsletterSubscription: NewsletterSubscription | null;
  visitorKey: string | null;
  visitorKeyTimestamp: number | null;
  touchpoints: Touchpoints;
  /** The email-marketing visitor id (llit_dd_uid). */
  dotDigitalId: string | null;
  /** The step the sign-up modal shows; null while it is closed. */
  signUpModalStep: AuthFlowStep | null;
  isAuthenticated: boolean;
  /** The id token that signed-in calls send (spec §7: the enquiry sends it as `token`). */
  token: string | null;
  /** The lead waiting for its verification code. */
  leadReference: string | null;
  /** The reference of the last enquiry sent or lead verified. */
  enquiryReference: string | null;
  /** The deals this visitor has enquired about, by id. */
  enquiredDeals: number[];
  lead: LeadProgress;
}

const initialState: UserState = {
  newsletterSubscriptionId: null,
  newsletterSubscription: null,
  visitorKey: null,
  visitorKeyTimestamp: null,
  touchpoints: EMPTY_TOUCHPOINTS,
  dotDigitalId: null,
  signUpModalStep: null,
  isAuthenticated: false,
  token: null,
  leadReference: null,
  enquiryReference: null,
  enquiredDeals: [],
  lead: INITIAL_LEAD,
};

function enquired(state: UserState, dealId: number, enquiryReference: string) {
  state.enquiryReference = enquiryReference;
  if (!state.enquiredDeals.includes(dealId)) state.enquiredDeals.push(dealId);
}

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    /** A new sign-up, or an id remembered from an earlier visit: the details are not known yet. */
    newsletterSubscriptionIdReceived(state, action: PayloadAction<string>) {
      state.newsletterSubscriptionId = action.payload;
      state.newsletterSubscription = null;
    },
    newsletterSubscriptionLoaded(state, action: PayloadAction<NewsletterSubscription>) {
      if (action.payload.subscriptionId === state.newsletterSubscriptionId) state.newsletterSubscription = action.payload;
    },
    newsletterSubscriptionForgotten(state) {
      state.newsletterSubscriptionId = null;
      state.newsletterSubscription = null;
    },
    visitorIdentified(state, action: PayloadAction<Visitor>) {
      state.visitorKey = action.payload.visitorKey;
      state.visitorKeyTimestamp = action.payload.visitorKeyTimestamp;
    },
    touchpointsChanged(state, action: PayloadAction<Touchpoints>) {
      state.touchpoints = action.payload;
    },
    dotDigitalIdReceived(state, action: PayloadAction<string>) {
      state.dotDigitalId = action.payload;
    },
    signUpModalOpened(state) {
      state.signUpModalStep = INITIAL_SIGN_UP_STEP;
    },
    signUpModalClosed(state) {
      state.signUpModalStep = null;
    },
    /** A new lead starts with the qualifying questions, dropping one that was waiting for its code. */
    leadStarted(state, action: PayloadAction<{ dealId: number }>) {
      state.lead = { status: 'qualifying-questions', dealId: action.payload.dealId, kind: 'call-back' };
      state.leadReference = null;
    },
    /** The answers (or the salary-sacrifice check) chose which contact form to show. */
    leadFormChosen(state, action: PayloadAction<{ dealId: number; kind: LeadKind }>) {
      state.lead = { status: 'info', dealId: action.payload.dealId, kind: action.payload.kind };
      state.leadReference = null;
    },
    leadRegistered(state, action: PayloadAction<{ dealId: number; kind: LeadKind; leadReference: string }>) {
      const { dealId, kind, leadReference } = action.payload;
      state.lead = { status: 'verify', dealId, kind };
      state.leadReference = leadReference;
    },
    leadVerified(state, action: PayloadAction<{ dealId: number; enquiryReference: string }>) {
      state.lead.status = 'success';
      state.leadReference = null;
      enquired(state, action.payload.dealId, action.payload.enquiryReference);
    },
    leadReset(state) {
      state.lead = INITIAL_LEAD;
      state.leadReference = null;
    },
    enquirySent(state, action: PayloadAction<{ dealId: number; enquiryReference: string }>) {
      enquired(state, action.payload.dealId, action.payload.enquiryReference);
    },
  },
  selectors: {
    selectNewsletterSubscriptionId: (state) => state.newsletterSubscriptionId,
    selectNewsletterSubscription: (state) => state.newsletterSubscription,
    selectTouchpoints: (state) => state.touchpoints,
    selectSignUpModalStep: (state) => state.signUpModalStep,
    /** Signed in with a token to send: only then can an enquiry go out under the person's account. */
    selectIsSignedIn: (state) => state.isAuthenticated && state.token !== null,
    selectLeadStatus: (state, dealId: number): LeadStatus => (state.lead.dealId === dealId ? state.lead.status : 'initial'),
    selectLeadKind: (state) => state.lead.kind,
    selectEnquiryReference: (state) => state.enquiryReference,
    selectHasEnquired: (state, dealId: number) => state.enquiredDeals.includes(dealId),
  },
});

export const {
  newsletterSubscriptionIdReceived,
  newsletterSubscriptionLoaded,
  newsletterSubscriptionForgotten,
  visitorIdentified,
  touchpointsChanged,
  dotDigitalIdReceived,
  signUpModalOpened,
  signUpModalClosed,
  leadStarted,
  leadFormChosen,
  leadRegistered,
  leadVerified,
  leadReset,
  enquirySent,
} = userSlice.actions;
export const {
  selectNewsletterSubscriptionId,
  selectNewsletterSubscription,
  selectTouchpoints,
  selectSignUpModalStep,
  selectIsSignedIn,
  selectLeadStatus,
  selectLeadKind,
  selectEnquiryReference,
  selectHasEnquired,
} = userSlice.selectors;
