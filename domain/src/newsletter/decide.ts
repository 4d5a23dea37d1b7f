import type { Decider } from '../events/decider';
import type { SignUpToNewsletter } from './commands';
import type { NewsletterEvent } from './events';

export interface NewsletterState {
  subscribed: boolean;
}

/**
 * One stream per email address. Signing up again changes nothing: the first choice of timing and budget stands,
 * and a retried or double-clicked sign-up appends no second event.
 */
export const newsletterDecider: Decider<SignUpToNewsletter, NewsletterEvent, NewsletterState> = {
  initialState: { subscribed: false },
  evolve: (state, event) => {
    switch (event.type) {
      case 'NewsletterSignedUp':
        return { ...state, subscribed: true };
      default: {
        const unhandled: never = event.type;
        return unhandled;
      }
    }
  },
  decide: (command, state) => {
    if (state.subscribed) return [];
    return [
      {
        type: 'NewsletterSignedUp',
        data: {
          subscriptionId: command.subscriptionId,
          email: command.email,
          name: command.name,
          leaseTiming: command.leaseTiming,
          budget: command.budget,
        },
      },
    ];
  },
};

export const newsletterStream = (subscriptionId: string) => `newsletter-${subscriptionId}`;
