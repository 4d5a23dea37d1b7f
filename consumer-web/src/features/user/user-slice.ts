import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

/** Spec §3 "User". The newsletter and tracking parts exist so far; identity and preferences come with accounts. */
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
}

const initialState: UserState = {
  newsletterSubscriptionId: null,
  newsletterSubscription: null,
  visitorKey: null,
  visitorKeyTimestamp: null,
  touchpoints: EMPTY_TOUCHPOINTS,
  dotDigitalId: null,
  signUpModalStep: null,
};

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
  },
  selectors: {
    selectNewsletterSubscriptionId: (state) => state.newsletterSubscriptionId,
    selectNewsletterSubscription: (state) => state.newsletterSubscription,
    selectTouchpoints: (state) => state.touchpoints,
    selectSignUpModalStep: (state) => state.signUpModalStep,
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
} = userSlice.actions;
export const { selectNewsletterSubscriptionId, selectNewsletterSubscription, selectTouchpoints, selectSignUpModalStep } = userSlice.selectors;
