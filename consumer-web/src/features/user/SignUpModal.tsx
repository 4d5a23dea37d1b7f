import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { selectSignUpModalStep, signUpModalClosed } from './user-slice';
import { onModalKeyDown } from '../../ui/modal-keys';

/**
 * The sign-up modal a social sign-up link opens (spec §2). Accounts arrive with a later issue, so for now it says
 * so and offers deal alerts by email instead.
 */
export function SignUpModal() {
  const step = useAppSelector(selectSignUpModalStep);
  const dispatch = useAppDispatch();
  const dialog = useRef<HTMLDivElement>(null);
  const close = () => dispatch(signUpModalClosed());

  // Focus moves into the dialog when it opens and back to where it was when it closes, as for a native modal.
  useEffect(() => {
    if (step === null) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    return () => returnTo?.focus();
  }, [step]);

  if (step === null) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => onModalKeyDown(event, dialog.current, close);

  return (
    <div className="modal-backdrop" onClick={(event) => event.target === event.currentTarget && close()}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="sign-up-heading"
        aria-describedby="sign-up-description"
        className="modal"
        data-step={step}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="modal__close" aria-label="Close" onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        <h2 id="sign-up-heading">Create your account</h2>
        <p id="sign-up-description">
          Accounts are on their way: soon you will be able to save deals, set price alerts and follow your enquiries here.
          Until then, our deal alerts email you the deals worth knowing about.
        </p>
        <div className="modal__actions">
          <a className="button button--primary" href="/#newsletter" onClick={close}>
            Get deal alerts
          </a>
          <Button variant="ghost" type="button" onClick={close}>
            Not now
          </Button>
        </div>
      </div>
    </div>
  );
}
