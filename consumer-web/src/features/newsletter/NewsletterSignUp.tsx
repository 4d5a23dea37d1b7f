import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { Icon } from '../../ui/Icon';
import { selectNewsletter, type NewsletterProgress } from '../user/user-slice';
import { NewsletterConfirmation } from './NewsletterConfirmation';
import { NewsletterForm } from './NewsletterForm';
import './newsletter.css';

/** The newsletter card: the sign-up form, or where this browser's sign-up stands. */
export function NewsletterSignUp() {
  const progress = useAppSelector(selectNewsletter);
  // The form comes back for the sign-up the visitor was looking at; a new sign-up (a new progress) hides it again.
  const [formShownFor, setFormShownFor] = useState<NewsletterProgress | null>(null);
  const shown = progress && progress !== formShownFor && (progress.status === 'check-your-inbox' || progress.status === 'subscribed') ? progress : null;

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
        {/* Kept mounted so that the status replacing the form is announced. */}
        <div aria-live="polite">{shown && <NewsletterConfirmation progress={shown} onSignUpAnother={() => setFormShownFor(shown)} />}</div>
        {!shown && <NewsletterForm autoFocus={formShownFor !== null} />}
      </div>
    </div>
  );
}
