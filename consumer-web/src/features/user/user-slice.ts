import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the newsletter read model returns for one subscription. */
export interface NewsletterSubscription {
  subscriptionId: string;
  leaseTiming: string;
  budget: string;
  name: string | null;
  subscribedAt: string;
}

/** Spec §3 "User". Only the newsletter part exists so far; identity, preferences and tracking come later. */
export interface UserState {
  newsletterSubscriptionId: string | null;
  /** The subscription as read back from the API, shown as the confirmation. */
  newsletterSubscription: NewsletterSubscription | null;
}

const initialState: UserState = {
  newsletterSubscriptionId: null,
  newsletterSubscription: null,
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
  },
  selectors: {
    selectNewsletterSubscriptionId: (state) => state.newsletterSubscriptionId,
    selectNewsletterSubscription: (state) => state.newsletterSubscription,
  },
});

export const { newsletterSubscriptionIdReceived, newsletterSubscriptionLoaded, newsletterSubscriptionForgotten } = userSlice.actions;
export const { selectNewsletterSubscriptionId, selectNewsletterSubscription } = userSlice.selectors;
