import { Link } from '../../ui/Link';
import { NEWSLETTER_BUDGETS, NEWSLETTER_LEASE_TIMINGS, NEWSLETTER_MESSAGES } from '@lease/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { selectNewsletter } from '../user/user-slice';
import { useLinkFlow, useLinkToken } from './link-flow';
import { newsletterConfirmRequested } from './newsletter-actions';
import { CONFIRMING_NEWSLETTER_SIGN_UP } from './newsletter-saga';
import { optionLabel } from './option-label';
import './newsletter.css';

/**
 * `/newsletter/confirm#token=…`, the link in the confirmation email. The sign-up is confirmed on the person's
 * click, not on arrival: mail scanners open links, and a visit they make must not subscribe anyone.
 */
export function NewsletterConfirmPage() {
  usePageMeta({ title: 'Confirm your deal alerts', description: 'Confirm your Lease Deals deal alerts.' });
  const dispatch = useAppDispatch();
  const token = useLinkToken();
  const flow = useLinkFlow(CONFIRMING_NEWSLETTER_SIGN_UP);
  const progress = useAppSelector(selectNewsletter);
  const subscribed = flow.succeeded && progress?.status === 'subscribed' ? progress : null;

  const confirm = () => {
    if (!token || flow.busy) return;
    flow.start();
    dispatch(newsletterConfirmRequested({ token }));
  };

  return (
    <section className="container newsletter-page" aria-labelledby="newsletter-page-heading">
      <h1 id="newsletter-page-heading">Confirm your deal alerts</h1>
      <div aria-live="polite">
        {subscribed && (
          <>
            <p className="newsletter-confirmation__title">
              You're subscribed: {optionLabel(NEWSLETTER_LEASE_TIMINGS, subscribed.leaseTiming)}, {optionLabel(NEWSLETTER_BUDGETS, subscribed.budget)}
            </p>
            <p>We'll email you deals that match when the time is right. Every email has a link to unsubscribe.</p>
            <Link to="/">See today's deals</Link>
          </>
        )}
      </div>
      {!token && <FormAlert message={NEWSLETTER_MESSAGES.linkInvalid} />}
      {token && !subscribed && (
        <>
          <p>Confirm that you want lease-deal emails at the address this link was sent to.</p>
          {flow.problem && !flow.busy && <FormAlert message={flow.problem} />}
          <Button type="button" variant="accent" onClick={confirm} disabled={flow.busy} busy={flow.busy}>
            {flow.busy ? 'Confirming…' : 'Confirm my subscription'}
          </Button>
        </>
      )}
    </section>
  );
}
