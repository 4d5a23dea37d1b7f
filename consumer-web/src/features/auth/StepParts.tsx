import type { ReactNode } from 'react';
import { useAppSelector } from '../../app/hooks';
import { CHECK_THE_FIELDS, FormAlert } from '../../ui/FormAlert';
import { selectAuthModalNotice } from '../user/user-slice';
import type { ErrorDetail } from '../error/error-slice';

/**
 * Every step's heading, which names the dialog (aria-labelledby) and takes the focus when the step changes, so
 * a screen reader announces where the person now is.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <h2 id="auth-heading" className="auth-step__heading" tabIndex={-1}>
      {children}
    </h2>
  );
}

/**
 * A step's failure that no field holds: the flow's message, or, when fields hold the server's errors, a pointer
 * to them and any that concern fields this step does not show.
 */
export function StepAlert({ failure, unplaced = [] }: { failure: ({ code: string } & ErrorDetail) | undefined; unplaced?: Array<[string, string]> }) {
  if (!failure) return null;
  if (failure.errors && unplaced.length === 0) return null;
  return <FormAlert message={failure.errors ? CHECK_THE_FIELDS : failure.message} unplaced={unplaced} />;
}

/** The polite line that says what a step is doing (sending, sent), for those who cannot see the spinner. */
export function StepStatus({ children }: { children: ReactNode }) {
  return (
    <p className="form-status" role="status" aria-live="polite">
      {children}
    </p>
  );
}

/** What the step before had to say on the way here (a referral link that did not count), if anything. */
export function StepNotice() {
  const notice = useAppSelector(selectAuthModalNotice);
  if (!notice) return null;
  return (
    <p className="form-alert" role="status">
      {notice}
    </p>
  );
}
