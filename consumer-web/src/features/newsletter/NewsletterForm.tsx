import { type FormEvent, useEffect, useRef, useState } from 'react';
import { NEWSLETTER_BUDGETS, NEWSLETTER_LEASE_TIMINGS } from '@lease/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { failureOf, selectErrorEntry } from '../error/error-slice';
import { selectIsPending } from '../loader/loader-slice';
import { newsletterSignUpRequested } from './newsletter-actions';
import { SENDING_NEWSLETTER_SIGN_UP } from './newsletter-saga';
import { type SignUpErrors, type SignUpField, type SignUpValues, validateSignUp } from './validate-sign-up';
import '../../ui/controls.css';

const FIELDS: readonly SignUpField[] = ['email', 'name', 'leaseTiming', 'budget'];
const EMPTY: SignUpValues = { email: '', name: '', leaseTiming: '', budget: '' };

const sentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

export function NewsletterForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const dispatch = useAppDispatch();
  const sending = useAppSelector((state) => selectIsPending(state, SENDING_NEWSLETTER_SIGN_UP));
  const errorEntry = useAppSelector((state) => selectErrorEntry(state, SENDING_NEWSLETTER_SIGN_UP));
  const failure = failureOf(errorEntry);

  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [clientErrors, setClientErrors] = useState<SignUpErrors>({});
  // A server message stops applying once the visitor changes that field.
  const [edited, setEdited] = useState<ReadonlySet<SignUpField>>(new Set());

  const email = useRef<HTMLInputElement>(null);
  const name = useRef<HTMLInputElement>(null);
  const leaseTiming = useRef<HTMLSelectElement>(null);
  const budget = useRef<HTMLSelectElement>(null);
  const controls = { email, name, leaseTiming, budget };

  const serverErrors = failure?.errors ?? {};
  const errorFor = (field: SignUpField) => clientErrors[field] ?? (edited.has(field) ? undefined : serverErrors[field]);

  useEffect(() => {
    if (autoFocus) email.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    const firstInvalid = FIELDS.find((field) => failureOf(errorEntry)?.errors?.[field]);
    if (firstInvalid) controls[firstInvalid].current?.focus();
    // Keyed on the stored entry so focus moves once per answer from the API, not on every keystroke.
  }, [errorEntry]);

  const change = (field: SignUpField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setEdited((current) => new Set(current).add(field));
    setClientErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const result = validateSignUp(values);
    setEdited(new Set());
    if ('errors' in result) {
      setClientErrors(result.errors);
      const firstInvalid = FIELDS.find((field) => result.errors[field]);
      if (firstInvalid) controls[firstInvalid].current?.focus();
      return;
    }
    setClientErrors({});
    dispatch(newsletterSignUpRequested(result.input));
  };

  const unplacedErrors = Object.entries(serverErrors).filter(([field]) => !FIELDS.includes(field as SignUpField));

  return (
    <form className="newsletter-form" onSubmit={submit} noValidate aria-describedby="newsletter-privacy">
      <TextField
        id="newsletter-email"
        ref={email}
        label="Email address"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={change('email')}
        error={errorFor('email')}
      />
      <TextField
        id="newsletter-name"
        ref={name}
        label="First name"
        optional
        autoComplete="given-name"
        value={values.name}
        onChange={change('name')}
        error={errorFor('name')}
      />
      <div className="field-pair">
        <SelectField
          id="newsletter-lease-timing"
          ref={leaseTiming}
          label="When will you lease?"
          placeholder="Choose a time"
          options={NEWSLETTER_LEASE_TIMINGS}
          required
          value={values.leaseTiming}
          onChange={change('leaseTiming')}
          error={errorFor('leaseTiming')}
        />
        <SelectField
          id="newsletter-budget"
          ref={budget}
          label="Monthly budget"
          placeholder="Choose a budget"
          options={NEWSLETTER_BUDGETS}
          required
          value={values.budget}
          onChange={change('budget')}
          error={errorFor('budget')}
        />
      </div>

      {failure && !sending && (
        <div className="form-alert" role="alert">
          {failure.errors ? (
            <>
              <p>Some details need another look.</p>
              {unplacedErrors.length > 0 && (
                <ul>
                  {unplacedErrors.map(([field, message]) => (
                    <li key={field}>{message}</li>
                  ))}
                </ul>
              )}
            </>
          ) : (
            <p>We couldn't sign you up. {sentence(failure.message)} Please try again in a moment.</p>
          )}
        </div>
      )}

      <div className="form-actions">
        <Button type="submit" variant="accent" disabled={sending} busy={sending}>
          {sending ? 'Signing you up…' : 'Send me deals'}
        </Button>
        <p className="form-status" role="status" aria-live="polite">
          {sending ? 'Sending your details…' : ''}
        </p>
      </div>
      <p className="newsletter-form__privacy" id="newsletter-privacy">
        We email you a link to confirm first. Then one email when prices move, never more than weekly; every one has a link to unsubscribe.
      </p>
    </form>
  );
}
