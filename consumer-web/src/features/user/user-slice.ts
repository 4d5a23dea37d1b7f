import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LeadKind } from '@lease/domain';
import { type AccountUser, type PreferenceName, type Session, userNameOf } from './account-user';
import { type AuthFlowStep, INITIAL_SIGN_UP_STEP } from './auth-flow';
import {
  clearedUserState,
  type Experiment,
  INITIAL_LEAD,
  initialUserState,
  type LeadStatus,
  type NewsletterProgress,
  type Touchpoints,
  type UserState,
  type Visitor,
} from './user-state';

// The types live apart so the slice stays about what changes the state; the other features import them from here.
export type { Experiment, LeadProgress, LeadStatus, NewsletterProgress, Touchpoints, UserState, Visitor } from './user-state';
export { EMPTY_TOUCHPOINTS } from './user-state';

function enquired(state: UserState, dealId: number, enquiryReference: string) {
  state.enquiryReference = enquiryReference;
  if (!state.enquiredDeals.includes(dealId)) state.enquiredDeals.push(dealId);
}

function holdAccount(state: UserState, user: AccountUser) {
  state.id = user.id;
  state.email = user.email;
  state.pendingEmail = user.pendingEmail ?? null;
  state.firstName = user.firstName;
  state.lastName = user.lastName;
  state.phoneNumber = user.phoneNumber;
  state.isVerified = user.isVerified;
  state.dateCreated = user.dateCreated;
  state.usedSocialLogin = user.usedSocialLogin;
  state.preferences = user.preferences;
  state.avatar = user.avatar ?? null;
  state.userName = userNameOf(user);
}

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    /** A sign-up sent, confirmed, ended or erased in this browser; or remembered from an earlier visit; null to forget. */
    newsletterProgressed(state, action: PayloadAction<NewsletterProgress | null>) {
      state.newsletter = action.payload;
    },
    visitorIdentified(state, action: PayloadAction<Visitor>) {
      state.visitorKey = action.payload.visitorKey;
      state.visitorKeyTimestamp = action.payload.visitorKeyTimestamp;
    },
    experimentAssigned(state, action: PayloadAction<Experiment>) {
      state.experiment = action.payload;
    },
    touchpointsChanged(state, action: PayloadAction<Touchpoints>) {
      state.touchpoints = action.payload;
    },
    dotDigitalIdReceived(state, action: PayloadAction<string>) {
      state.dotDigitalId = action.payload;
    },
    /** Opens the modal on a step: the first step of signing up unless another is named. */
    authModalOpened(state, action: PayloadAction<{ step?: AuthFlowStep; email?: string | null } | undefined>) {
      state.authModal = { step: action.payload?.step ?? INITIAL_SIGN_UP_STEP, email: action.payload?.email ?? null };
    },
    /** The next step; the address stays unless the step names another. */
    authStepChanged(state, action: PayloadAction<{ step: AuthFlowStep; email?: string | null; notice?: string }>) {
      const { step, email, notice } = action.payload;
      state.authModal = { step, email: email === undefined ? (state.authModal?.email ?? null) : email, ...(notice ? { notice } : {}) };
    },
    /**
     * Closed by the person (or once a sign-in is done). A page that asked for the sign-in and was not given it is
     * no longer waiting: a later sign-in from elsewhere comes back to where it started, not to that page.
     */
    authModalClosed(state) {
      state.authModal = null;
      state.redirectUrl = null;
    },
    /** An account page asked a signed-out visitor to sign in: the sign-in step, and the page to come back to. */
    signInRequired(state, action: PayloadAction<{ redirectUrl: string }>) {
      state.redirectUrl = action.payload.redirectUrl;
      state.authModal = { step: 'login', email: state.email };
    },
    redirectUrlUsed(state) {
      state.redirectUrl = null;
    },
    /** A sign-in, a verification or a refresh: the tokens and the account they belong to. */
    signedIn(state, action: PayloadAction<Session>) {
      state.isAuthenticated = true;
      state.idToken = action.payload.idToken;
      state.accessToken = action.payload.accessToken;
      holdAccount(state, action.payload.user);
    },
    /** The account read again (/user/details, a saved update, a mobile number added). */
    accountLoaded(state, action: PayloadAction<AccountUser>) {
      holdAccount(state, action.payload);
    },
    /** Set as a save of the account's details leaves, and set back if it fails (spec §8). */
    phoneNumberChanged(state, action: PayloadAction<string | null>) {
      state.phoneNumber = action.payload;
    },
    preferenceChanged(state, action: PayloadAction<{ name: PreferenceName; value: boolean }>) {
      state.preferences[action.payload.name] = action.payload.value;
    },
    /** Spec §4: a refresh that failed for a reason other than the network leaves no tokens behind. */
    tokensCleared(state) {
      state.idToken = null;
      state.accessToken = null;
    },
    /** Signed out, by the person, by a refused refresh or by erasing the account (spec §4 "clearing"). */
    signedOut(state) {
      return clearedUserState(state);
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
    priceAlertExistenceKnown(state, action: PayloadAction<{ vehicleId: number; exists: boolean }>) {
      state.doesPriceAlertExist[action.payload.vehicleId] = action.payload.exists;
    },
  },
  selectors: {
    selectNewsletter: (state) => state.newsletter,
    selectTouchpoints: (state) => state.touchpoints,
    selectAuthModalStep: (state) => state.authModal?.step ?? null,
    selectAuthModalNotice: (state) => state.authModal?.notice ?? null,
    selectAuthEmail: (state) => state.authModal?.email ?? null,
    selectAvatar: (state) => state.avatar,
    /** Signed in as far as the person can tell: their name shows, and account pages open. */
    selectIsAuthenticated: (state) => state.isAuthenticated,
    /** Signed in with a token to send: only then can an enquiry go out under the person's account. */
    selectIsSignedIn: (state) => state.isAuthenticated && state.idToken !== null,
    selectUserName: (state) => state.userName,
    selectPreferences: (state) => state.preferences,
    selectAccountEmail: (state) => state.email,
    selectPendingEmail: (state) => state.pendingEmail,
    selectLeadStatus: (state, dealId: number): LeadStatus => (state.lead.dealId === dealId ? state.lead.status : 'initial'),
    selectLeadKind: (state) => state.lead.kind,
    selectEnquiryReference: (state) => state.enquiryReference,
    selectHasEnquired: (state, dealId: number) => state.enquiredDeals.includes(dealId),
  },
});

export const {
  newsletterProgressed,
  visitorIdentified,
  experimentAssigned,
  touchpointsChanged,
  dotDigitalIdReceived,
  authModalOpened,
  authStepChanged,
  authModalClosed,
  signInRequired,
  redirectUrlUsed,
  signedIn,
  accountLoaded,
  phoneNumberChanged,
  preferenceChanged,
  tokensCleared,
  signedOut,
  leadStarted,
  leadFormChosen,
  leadRegistered,
  leadVerified,
  leadReset,
  enquirySent,
  priceAlertExistenceKnown,
} = userSlice.actions;
export const {
  selectNewsletter,
  selectTouchpoints,
  selectAuthModalStep,
  selectAuthModalNotice,
  selectAuthEmail,
  selectAvatar,
  selectIsAuthenticated,
  selectIsSignedIn,
  selectUserName,
  selectPreferences,
  selectAccountEmail,
  selectPendingEmail,
  selectLeadStatus,
  selectLeadKind,
  selectEnquiryReference,
  selectHasEnquired,
} = userSlice.selectors;
