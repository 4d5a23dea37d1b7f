import { Link } from '../../ui/Link';
import { NEWSLETTER_MESSAGES } from '@lease/domain';
import { useAppDispatch } from '../../app/hooks';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { useLinkFlow, useLinkToken } from './link-flow';
import { newsletterEraseRequested, newsletterUnsubscribeRequested } from './newsletter-actions';
import { ERASING_NEWSLETTER_DETAILS, UNSUBSCRIBING_FROM_NEWSLETTER } from './newsletter-saga';
import './newsletter.css';

/**
 * `/newsletter/unsubscribe#token=…`, the link in every newsletter email: no sign-in, one click to stop the emails,
 * and another to have the address and name deleted as well.
 */
export function NewsletterUnsubscribePage() {
  usePageMeta({ title: 'Unsubscribe from deal alerts', description: 'Stop Lease Deals deal alerts, and delete your details.' });
  const dispatch = useAppDispatch();
  const token = useLinkToken();
  const unsubscribing = useLinkFlow(UNSUBSCRIBING_FROM_NEWSLETTER);
  const erasing = useLinkFlow(ERASING_NEWSLETTER_DETAILS);

  const run = (flow: typeof unsubscribing, action: typeof newsletterUnsubscribeRequested) => () => {
    if (!token || flow.busy) return;
    flow.start();
    dispatch(action({ token }));
  };

  return (
    <section className="container newsletter-page" aria-labelledby="newsletter-page-heading">
      <h1 id="newsletter-page-heading">Unsubscribe from deal alerts</h1>
      {!token && <FormAlert message={NEWSLETTER_MESSAGES.linkInvalid} />}
      <div aria-live="polite">
        {erasing.succeeded ? (
          <p className="newsletter-confirmation__title">Your details are deleted.</p>
        ) : (
          unsubscribing.succeeded && <p className="newsletter-confirmation__title">You're unsubscribed. We won't email you again.</p>
        )}
      </div>
      {token && !unsubscribing.succeeded && !erasing.succeeded && (
        <>
          <p>Stop the deal alerts sent to the address this link came to.</p>
          {unsubscribing.problem && !unsubscribing.busy && <FormAlert message={unsubscribing.problem} />}
          <Button type="button" variant="accent" onClick={run(unsubscribing, newsletterUnsubscribeRequested)} disabled={unsubscribing.busy} busy={unsubscribing.busy}>
            {unsubscribing.busy ? 'Unsubscribing…' : 'Unsubscribe'}
          </Button>
        </>
      )}
      {token && unsubscribing.succeeded && !erasing.succeeded && (
        <>
          <p>Your address and name stay with us, sealed, unless you ask us to delete them.</p>
          {erasing.problem && !erasing.busy && <FormAlert message={erasing.problem} />}
          <Button type="button" variant="ghost" onClick={run(erasing, newsletterEraseRequested)} disabled={erasing.busy} busy={erasing.busy}>
            {erasing.busy ? 'Deleting…' : 'Delete my details too'}
          </Button>
        </>
      )}
      {(unsubscribing.succeeded || erasing.succeeded) && <Link to="/">Back to the deals</Link>}
    </section>
  );
}
