import { NEWSLETTER_BUDGETS, NEWSLETTER_LEASE_TIMINGS } from '@lease/domain';
import { Icon } from '../../ui/Icon';
import type { NewsletterProgress } from '../user/user-slice';
import { optionLabel } from './option-label';

interface NewsletterConfirmationProps {
  progress: Extract<NewsletterProgress, { status: 'check-your-inbox' | 'subscribed' }>;
  onSignUpAnother: () => void;
}

/** Where this browser's sign-up stands: a link on its way to the inbox, or a confirmed subscription. */
export function NewsletterConfirmation({ progress, onSignUpAnother }: NewsletterConfirmationProps) {
  return (
    <div className="newsletter-confirmation">
      <Icon name={progress.status === 'subscribed' ? 'check' : 'mail'} className="newsletter-confirmation__icon" />
      <div>
        {progress.status === 'subscribed' ? (
          <>
            <p className="newsletter-confirmation__title">
              You're subscribed: {optionLabel(NEWSLETTER_LEASE_TIMINGS, progress.leaseTiming)}, {optionLabel(NEWSLETTER_BUDGETS, progress.budget)}
            </p>
            <p className="newsletter-confirmation__text">
              We'll email you deals that match when the time is right. Every email has a link to unsubscribe.
            </p>
          </>
        ) : (
          <>
            <p className="newsletter-confirmation__title">Check your inbox</p>
            <p className="newsletter-confirmation__text">
              We've emailed a link to confirm your sign-up. Your deal alerts start once you follow it; until then we send
              nothing else.
            </p>
          </>
        )}
        <button type="button" className="link-button" onClick={onSignUpAnother}>
          Sign up another email
        </button>
      </div>
    </div>
  );
}
