import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { Icon } from '../../ui/Icon';
import { selectErrorEntry } from '../error/error-slice';
import { selectNewsletterSubscription, selectNewsletterSubscriptionId } from '../user/user-slice';
import { NewsletterConfirmation } from './NewsletterConfirmation';
import { NewsletterForm } from './NewsletterForm';
import { FETCHING_NEWSLETTER_SUBSCRIPTION } from './newsletter-saga';
import './newsletter.css';

/** The newsletter card: the sign-up form, or the confirmation of this browser's subscription. */
export function NewsletterSignUp() {
  const subscriptionId = useAppSelector(selectNewsletterSubscriptionId);
  const subscription = useAppSelector(selectNewsletterSubscription);
  const readFailed = useAppSelector((state) => selectErrorEntry(state, FETCHING_NEWSLETTER_SUBSCRIPTION)) !== undefined;
  // The form comes back for the subscription the visitor was looking at; a new sign-up hides it again.
  const [formShownFor, setFormShownFor] = useState<string | null>(null);
  const showForm = subscriptionId === null || subscriptionId === formShownFor;

  return (
    <div className="newsletter">
      <div className="newsletter__intro">
        <span className="newsletter__badge">
          <Icon name="mail" />
          Deal alerts
        </span>
        <h2 id="newsletter-heading">Deals that fit, straight to your inbox</h2>
        <p>Tell us when you're leasing and what you want to spend. We'll send the deals worth knowing about, with their total cost and score.</p>
      </div>
      <div className="newsletter__panel">
        {/* Kept mounted so that the confirmation replacing the form is announced. */}
        <div aria-live="polite">
          {!showForm &&
            (subscription || readFailed ? (
              <NewsletterConfirmation subscription={subscription} onSignUpAnother={() => setFormShownFor(subscriptionId)} />
            ) : (
              <p className="newsletter__checking">Checking your subscription…</p>
            ))}
        </div>
        {showForm && <NewsletterForm autoFocus={formShownFor !== null} />}
      </div>
    </div>
  );
}
