import { useEffect, useRef, useState } from 'react';
import { useFlow } from '../../../app/forms/use-flow';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { accountEraseRequested } from '../account-actions';
import { ERASING_ACCOUNT } from '../flow-names';

/**
 * "Delete my account": asked twice, since it cannot be undone. The API destroys the account's key, so its
 * details read as erased everywhere; the person is then signed out and taken home.
 */
export function DeleteAccount() {
  const dispatch = useAppDispatch();
  const { sending, failure } = useFlow(ERASING_ACCOUNT);
  const [confirming, setConfirming] = useState(false);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const start = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);

  const cancel = () => {
    setConfirming(false);
    // The button that opened the question is back; focus returns to it.
    requestAnimationFrame(() => start.current?.focus());
  };

  return (
    <section className="account-delete" aria-labelledby="account-delete-heading">
      <h2 id="account-delete-heading">Delete your account</h2>
      {!confirming ? (
        <>
          <p>Your details, preferences and enquiry list are erased. Suppliers keep the enquiries you sent them.</p>
          <Button ref={start} type="button" variant="ghost" className="account-delete__start" onClick={() => setConfirming(true)}>
            Delete my account
          </Button>
        </>
      ) : (
        <div className="account-delete__confirm" role="group" aria-labelledby="account-delete-confirm">
          <h3 id="account-delete-confirm" ref={confirmHeading} tabIndex={-1}>
            Delete your account for good?
          </h3>
          <p>This cannot be undone. We’ll sign you out and take you to the home page.</p>
          {failure && !sending && (
            <p className="form-alert" role="alert">
              {failure.message}
            </p>
          )}
          <div className="form-actions">
            <Button type="button" className="account-delete__confirm-button" disabled={sending} busy={sending} onClick={() => dispatch(accountEraseRequested())}>
              {sending ? 'Deleting…' : 'Yes, delete my account'}
            </Button>
            <button type="button" className="link-button" onClick={cancel} disabled={sending}>
              Keep my account
            </button>
          </div>
          <p className="form-status" role="status" aria-live="polite">
            {sending ? 'Deleting your account…' : ''}
          </p>
        </div>
      )}
    </section>
  );
}
