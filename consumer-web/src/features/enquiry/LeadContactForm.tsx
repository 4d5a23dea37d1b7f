import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { ERROR_CODES, type LeadKind } from '@lease/domain';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { CHECK_THE_FIELDS, FormAlert } from '../../ui/FormAlert';
import { TextField } from '../../ui/TextField';
import { leadStarted } from '../user/user-slice';
import type { DealDetail } from '../vehicle/vehicle-types';
import { alternativeLeadDeal, dealRef } from './alternative-lead-deal';
import { CaptchaField } from '../../app/forms/CaptchaField';
import { alternativeLeadRequested, callBackRequested } from './enquiry-actions';
import { SENDING_ALTERNATIVE_LEAD, SENDING_CALL_BACK } from './flow-names';
import { useFieldErrors } from '../../app/forms/use-field-errors';
import { useFlow } from '../../app/forms/use-flow';
import { CAPTCHA_FIELD, type ContactField, type ContactValues, validateContact } from './validate-lead';
import '../../ui/controls.css';

type Field = ContactField | typeof CAPTCHA_FIELD;

const EMPTY: ContactValues = { firstName: '', lastName: '', emailAddress: '', phoneNumber: '', postcode: '' };

const COPY: Record<LeadKind, { heading: string; intro: (supplier: string) => string; submit: string }> = {
  'call-back': {
    heading: 'Your details',
    intro: (supplier) => `${supplier} will call you about this deal. We’ll send you a six-digit code first, to check the details are yours.`,
    submit: 'Request my call back',
  },
  pcp: {
    heading: 'Get a PCP quote for this car',
    intro: () => 'A PCP specialist will quote you for this car with the option to buy it at the end. We’ll send you a six-digit code first, to check the details are yours.',
    submit: 'Send my details',
  },
  'poor-credit': {
    heading: 'Talk to a credit specialist',
    intro: () => 'A broker who arranges finance for people with a poor credit history will contact you about this car. We’ll send you a six-digit code first, to check the details are yours.',
    submit: 'Send my details',
  },
};

/** The contact form of a lead (spec §4 lead status 'info'): the call-back, or a PCP or poor-credit lead. */
export function LeadContactForm({ deal, kind, autoFocus }: { deal: DealDetail; kind: LeadKind; autoFocus: boolean }) {
  const dispatch = useAppDispatch();
  const withPostcode = kind === 'call-back';
  const { sending, entry, failure } = useFlow(withPostcode ? SENDING_CALL_BACK : SENDING_ALTERNATIVE_LEAD);
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [captcha, setCaptcha] = useState('');
  const [captchaRound, setCaptchaRound] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  const controls: Record<Field, RefObject<HTMLElement | null>> = {
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
    emailAddress: useRef<HTMLInputElement>(null),
    phoneNumber: useRef<HTMLInputElement>(null),
    postcode: useRef<HTMLInputElement>(null),
    [CAPTCHA_FIELD]: useRef<HTMLDivElement>(null),
  };
  const fields: Field[] = ['firstName', 'lastName', 'emailAddress', 'phoneNumber', ...(withPostcode ? (['postcode'] as const) : []), CAPTCHA_FIELD];
  const captchaExpired = failure?.code === ERROR_CODES.CAPTCHA_HAS_EXPIRED;
  const errors = useFieldErrors(entry, fields, (field) => controls[field].current?.focus(), {
    [CAPTCHA_FIELD]: captchaExpired ? failure.message : undefined,
  });

  useEffect(() => {
    if (autoFocus) heading.current?.focus();
  }, [autoFocus]);

  // The API refused the captcha (expired, already used or invalid): its answer is spent, so a new challenge and
  // the box to tick again. Focus moves to it with the other fields in error.
  useEffect(() => {
    if (captchaExpired || failure?.errors?.[CAPTCHA_FIELD]) setCaptchaRound((round) => round + 1);
  }, [entry]);

  const change = (field: ContactField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    errors.changed(field);
  };

  const captchaChanged = (value: string) => {
    setCaptcha(value);
    if (value) errors.changed(CAPTCHA_FIELD);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const result = validateContact(values, captcha, withPostcode);
    errors.checked(result.errors ?? {});
    if (result.errors) return;
    const { postcode, ...contact } = result.values;
    if (kind === 'call-back') dispatch(callBackRequested({ deal: dealRef(deal), contact: { ...contact, postcode }, captcha }));
    else dispatch(alternativeLeadRequested({ kind, deal: { ...dealRef(deal), details: alternativeLeadDeal(deal) }, contact, captcha }));
  };

  const field = (name: ContactField) => ({
    id: `lead-${name}`,
    ref: controls[name] as RefObject<HTMLInputElement>,
    value: values[name],
    onChange: change(name),
    error: errors.errorFor(name),
    required: true,
  });
  const copy = COPY[kind];

  return (
    <form className="lead-form" onSubmit={submit} noValidate aria-labelledby="lead-form-heading">
      <h3 id="lead-form-heading" ref={heading} tabIndex={-1}>
        {copy.heading}
      </h3>
      <p className="lead-form__intro">{copy.intro(deal.supplier.name)}</p>
      <div className="field-pair">
        <TextField {...field('firstName')} label="First name" autoComplete="given-name" />
        <TextField {...field('lastName')} label="Last name" autoComplete="family-name" />
      </div>
      <TextField {...field('emailAddress')} label="Email address" type="email" autoComplete="email" />
      <div className="field-pair">
        <TextField {...field('phoneNumber')} label="Phone number" type="tel" autoComplete="tel" hint="A UK number, such as 07700 900123" />
        {withPostcode && <TextField {...field('postcode')} label="Postcode" autoComplete="postal-code" autoCapitalize="characters" />}
      </div>
      <CaptchaField id="lead-captcha" ref={controls[CAPTCHA_FIELD] as RefObject<HTMLDivElement>} onChange={captchaChanged} error={errors.errorFor(CAPTCHA_FIELD)} resetKey={captchaRound} />

      {/* An expired captcha is said beside the captcha, so the alert points there as it does for field errors. */}
      {failure && !sending && <FormAlert message={failure.errors || captchaExpired ? CHECK_THE_FIELDS : failure.message} unplaced={errors.unplaced} />}

      <div className="form-actions">
        <Button type="submit" variant="accent" disabled={sending} busy={sending}>
          {sending ? 'Sending…' : copy.submit}
        </Button>
        <button type="button" className="link-button" onClick={() => dispatch(leadStarted({ dealId: deal.id }))}>
          Change my answers
        </button>
      </div>
      <p className="form-status" role="status" aria-live="polite">
        {sending ? 'Sending your details…' : ''}
      </p>
    </form>
  );
}
