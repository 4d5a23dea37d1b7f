import { type KeyboardEvent, type ReactElement, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { onModalKeyDown } from '../../ui/modal-keys';
import type { AuthFlowStep } from '../user/auth-flow';
import { authModalClosed, selectAuthModalStep } from '../user/user-slice';
import { AiIntroStep } from './steps/AiIntroStep';
import { AlreadyVerifiedStep } from './steps/AlreadyVerifiedStep';
import { ForgotPasswordStep } from './steps/ForgotPasswordStep';
import { GatherMobileCompleteStep } from './steps/GatherMobileCompleteStep';
import { GatherMobileStep } from './steps/GatherMobileStep';
import { LoginStep } from './steps/LoginStep';
import { NewPasswordStep } from './steps/NewPasswordStep';
import { PreRegisterStep } from './steps/PreRegisterStep';
import { RegisterStep } from './steps/RegisterStep';
import { ResetCompleteStep } from './steps/ResetCompleteStep';
import { ResetEmailSentStep } from './steps/ResetEmailSentStep';
import { SocialLoginStep } from './steps/SocialLoginStep';
import { VerifyStep } from './steps/VerifyStep';
import './auth.css';
import '../../ui/controls.css';

// Every step of spec §2, and what it shows; the Record makes a new step a compile error until it has a view.
const STEP_VIEWS: Record<AuthFlowStep, () => ReactElement> = {
  'pre-register': () => <PreRegisterStep />,
  register: () => <RegisterStep />,
  verify: () => <VerifyStep fromSignUp={false} />,
  'verify-from-signup': () => <VerifyStep fromSignUp />,
  'already-verified': () => <AlreadyVerifiedStep />,
  login: () => <LoginStep />,
  'google-login': () => <SocialLoginStep provider="google" />,
  'facebook-login': () => <SocialLoginStep provider="facebook" />,
  'forgot-password': () => <ForgotPasswordStep />,
  'password-reset-email-sent': () => <ResetEmailSentStep />,
  'new-password': () => <NewPasswordStep />,
  'gather-mobile': () => <GatherMobileStep />,
  'gather-mobile-complete': () => <GatherMobileCompleteStep />,
  'password-reset-complete': () => <ResetCompleteStep />,
  'ai-intro': () => <AiIntroStep />,
};

/**
 * The authentication modal (spec §2 "Authentication flow steps"): one dialog whose content is the user slice's
 * step. The sagas move it on; the person moves it with the steps' own links.
 */
export function AuthModal() {
  const step = useAppSelector(selectAuthModalStep);
  const dispatch = useAppDispatch();
  const dialog = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  const close = () => dispatch(authModalClosed());

  // Focus moves into the dialog when it opens and back to where it was when it closes, as for a native modal.
  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    return () => returnTo?.focus();
  }, []);

  // A new step takes the focus to its heading, which names it; the step it opened on leaves it on the dialog.
  useEffect(() => {
    if (step === shownStep.current) return;
    shownStep.current = step;
    dialog.current?.querySelector<HTMLElement>('#auth-heading')?.focus();
  }, [step]);

  if (step === null) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => onModalKeyDown(event, dialog.current, close);

  return (
    <div className="modal-backdrop" onClick={(event) => event.target === event.currentTarget && close()}>
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby="auth-heading" className="modal auth-modal" data-step={step} tabIndex={-1} onKeyDown={onKeyDown}>
        <button type="button" className="modal__close" aria-label="Close" onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        {STEP_VIEWS[step]()}
      </div>
    </div>
  );
}
