import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isUkPhone, requiredMessage, VALIDATION_MESSAGES } from '@lease/domain';
import { useFieldErrors } from '../../../app/forms/use-field-errors';
import { useFlow } from '../../../app/forms/use-flow';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/root-reducer';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { TextField } from '../../../ui/TextField';
import { selectPendingEmail } from '../../user/user-slice';
import { accountDetailsSaveRequested } from '../account-actions';
import type { AccountDetails } from '../account-calls';
import { FETCHING_ACCOUNT_INFO, SAVING_ACCOUNT_INFO } from '../flow-names';
import '../../../ui/controls.css';

type Field = keyof AccountDetails;

const FIELDS: readonly Field[] = ['email', 'firstName', 'lastName', 'phoneNumber'];

const detailsOf = ({ user }: RootState): AccountDetails => ({
  email: user.email ?? '',
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  phoneNumber: user.phoneNumber ?? '',
});

const sameDetails = (a: AccountDetails, b: AccountDetails) => FIELDS.every((field) => a[field] === b[field]);

const sameAddress = (a: string | null, b: string | null) => a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

function validate(values: AccountDetails): Partial<Record<Field, string>> {
  const issues: Partial<Record<Field, string>> = {};
  if (!values.email) issues.email = requiredMessage('email address');
  if (!values.firstName) issues.firstName = requiredMessage('first name');
  if (!values.lastName) issues.lastName = requiredMessage('last name');
  if (values.phoneNumber && !isUkPhone(values.phoneNumber)) issues.phoneNumber = VALIDATION_MESSAGES.phone;
  return issues;
}

/**
 * Spec §3 "Account info". The form shows the account as the site holds it until the person edits it; after a
 * failed save it keeps what they typed, with the server's errors beside the fields, while the account itself
 * goes back to its previous phone number (spec §8). A new email address is not the account's until the code
 * sent to it is confirmed (ConfirmEmailChange): after the save the field shows the address the account still has.
 */
export function AccountDetailsForm() {
  const dispatch = useAppDispatch();
  const stored = useAppSelector(detailsOf, sameDetails);
  const loading = useFlow(FETCHING_ACCOUNT_INFO).sending;
  const { sending, entry, failure } = useFlow(SAVING_ACCOUNT_INFO);
  const pendingEmail = useAppSelector(selectPendingEmail);
  const [values, setValues] = useState(stored);
  const [edited, setEdited] = useState(false);
  const [saved, setSaved] = useState(false);
  const controls = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const errors = useFieldErrors(entry, FIELDS, (field) => controls.current[field]?.focus());
  const wasSending = useRef(false);
  const requestedEmail = useRef<string | null>(null);

  // Details read (or saved) while the person has not touched the form replace what it shows.
  useEffect(() => {
    if (!edited) setValues(stored);
  }, [stored, edited]);

  // A save that ended without a failure: the form is the account again, and says so.
  useEffect(() => {
    if (wasSending.current && !sending && !failure) {
      setEdited(false);
      setSaved(true);
    }
    wasSending.current = sending;
  }, [sending, failure]);

  const field = (name: Field) => ({
    id: `account-${name}`,
    ref: (element: HTMLInputElement | null) => {
      controls.current[name] = element;
    },
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setEdited(true);
      setSaved(false);
      errors.changed(name);
    },
    error: errors.errorFor(name),
    disabled: loading && !edited,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const cleaned: AccountDetails = {
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phoneNumber: values.phoneNumber.trim(),
    };
    const issues = validate(cleaned);
    errors.checked(issues);
    if (Object.keys(issues).length > 0) return;
    requestedEmail.current = cleaned.email;
    dispatch(accountDetailsSaveRequested(cleaned));
  };

  const savedStatus = sameAddress(requestedEmail.current, pendingEmail)
    ? 'Your name and phone number are saved. Your email address changes once you confirm the code we’ve sent to the new one.'
    : 'Your details are saved.';

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-labelledby="account-details-heading">
      <h2 id="account-details-heading">Your details</h2>
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        required
        hint={pendingEmail ? `Changing to ${pendingEmail} once you confirm the code we’ve sent there.` : undefined}
        {...field('email')}
      />
      <div className="field-pair">
        <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
      </div>
      <TextField label="Phone number" type="tel" autoComplete="tel" optional {...field('phoneNumber')} />
      {failure && !sending && <FormAlert message={failure.message} unplaced={errors.unplaced} />}
      <div className="form-actions">
        <Button type="submit" disabled={sending} busy={sending}>
          {sending ? 'Saving…' : 'Save my details'}
        </Button>
      </div>
      <p className="form-status" role="status" aria-live="polite">
        {sending ? 'Saving your details…' : saved ? savedStatus : ''}
      </p>
    </form>
  );
}
