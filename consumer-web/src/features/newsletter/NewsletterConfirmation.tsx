import { NEWSLETTER_BUDGETS, NEWSLETTER_LEASE_TIMINGS } from '@lease/domain';
import { Icon } from '../../ui/Icon';
import type { NewsletterSubscription } from '../user/user-slice';
import { optionLabel } from './option-label';

interface NewsletterConfirmationProps {
  /** Null when the sign-up is known but its details could not be read back. */
  subscription: NewsletterSubscription | null;
  onSignUpAnother: () => void;
}

export function NewsletterConfirmation({ subscription, onSignUpAnother }: NewsletterConfirmationProps) {
  return (
    <div className="newsletter-confirmation">
      <Icon name="check" className="newsletter-confirmation__icon" />
      <div>
        {subscription ? (
          <p className="newsletter-confirmation__title">
            You're subscribed: {optionLabel(NEWSLETTER_LEASE_TIMINGS, subscription.leaseTiming)},{' '}
            {optionLabel(NEWSLETTER_BUDGETS, subscription.budget)}
          </p>
        ) : (
          <p className="newsletter-confirmation__title">You're subscribed.</p>
        )}
        <p className="newsletter-confirmation__text">
          {subscription
            ? `${subscription.name ? `Thanks, ${subscription.name}. ` : ''}We'll email you deals that match when the time is right.`
            : "We couldn't load your preferences just now; your sign-up is safe."}
        </p>
        <button type="button" className="link-button" onClick={onSignUpAnother}>
          Sign up another email
        </button>
      </div>
    </div>
  );
}
