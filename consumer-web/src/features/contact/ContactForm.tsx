import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { FeedbackVariant } from '@lease/domain';
import { CaptchaField } from '../../app/forms/CaptchaField';
import { useFieldErrors } from '../../app/forms/use-field-errors';
import { Button } from '../../ui/Button';
import { CHECK_THE_FIELDS, FormAlert } from '../../ui/FormAlert';
import { TextField } from '../../ui/TextField';
import { failureOf } from '../error/error-slice';
import { ContactSent } from './ContactSent';
import { CONTACT_VARIANTS } from './contact-variants';
import { MessageField } from './MessageField';
import { useSendFeedback } from './use-send-feedback';
import { CAPTCHA_FIELD, type ContactContext, type ContactField, type ContactValues, fieldsOf, type TypedField, validateContact } from './validate-contact';
import { VariantFields } from './VariantFields';
import '../../ui/controls.css';

const EMPTY: ContactValues = { name: '', emailAddress: '', phoneNumber: '', message: '', topic: '', company: '', website: '', verdict: '' };

/** One variant of the contact form (spec §2), through to the reference it was sent under. */
export function ContactForm({ variant, context }: { variant: FeedbackVariant; context: ContactContext }) {
  const { state, send } = useSendFeedback();
  const sending = state.status === 'sending';
  const entry = state.status === 'failed' ? state.entry : undefined;
  const failure = failureOf(entry);
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [captcha, setCaptcha] = useState('');
  const [captchaRound, setCaptchaRound] = useState(0);
  const captchaGroup = useRef<HTMLDivElement>(null);
  const focus = (field: ContactField) => (field === CAPTCHA_FIELD ? captchaGroup.current : document.getElementById(`contact-${field}`))?.focus();
  const errors = useFieldErrors(entry, fieldsOf(variant), focus);

  // The API refused the captcha (spent, expired or wrong): its solution is used up, so a fresh challenge to solve.
  useEffect(() => {
    if (failure?.errors?.[CAPTCHA_FIELD]) setCaptchaRound((round) => round + 1);
  }, [entry]);

  if (state.status === 'sent') return <ContactSent reference={state.reference} message={state.message} />;

  const change = (field: TypedField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    errors.changed(field);
  };
  const captchaChanged = (value: string) => {
    setCaptcha(value);
    if (value) errors.changed(CAPTCHA_FIELD);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const result = validateContact(variant, values, captcha, context);
    errors.checked(result.errors ?? {});
    if (!result.errors) void send(result.body);
  };

  const field = (name: 'name' | 'emailAddress' | 'phoneNumber') => ({
    id: `contact-${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name)(event.target.value),
    error: errors.errorFor(name),
  });

  return (
    <form className="contact-form" onSubmit={submit} noValidate aria-labelledby="contact-heading">
      <TextField {...field('name')} label="Name" autoComplete="name" required />
      <TextField {...field('emailAddress')} label="Email address" type="email" autoComplete="email" required />
      <TextField {...field('phoneNumber')} label="Phone number" optional type="tel" autoComplete="tel" hint="A UK number, such as 07700 900123" />
      <VariantFields variant={variant} values={values} change={change} errorFor={errors.errorFor} />
      <MessageField id="contact-message" value={values.message} onChange={(event) => change('message')(event.target.value)} error={errors.errorFor('message')} />
      <CaptchaField
        id="contact-captcha"
        ref={captchaGroup}
        onChange={captchaChanged}
        error={errors.errorFor(CAPTCHA_FIELD)}
        resetKey={captchaRound}
      />

      {failure && !sending && <FormAlert message={failure.errors ? CHECK_THE_FIELDS : failure.message} unplaced={errors.unplaced} />}

      <div className="form-actions">
        <Button type="submit" variant="accent" disabled={sending} busy={sending}>
          {sending ? 'Sending…' : CONTACT_VARIANTS[variant].submit}
        </Button>
      </div>
      <p className="form-status" role="status" aria-live="polite">
        {sending ? 'Sending your message…' : ''}
      </p>
    </form>
  );
}
