import { type FormEvent, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { CHECK_THE_FIELDS, FormAlert } from '../../ui/FormAlert';
import { Icon } from '../../ui/Icon';
import { TextField } from '../../ui/TextField';
import { selectEnquiryReference } from '../user/user-slice';
import type { DealDetail } from '../vehicle/vehicle-types';
import { dealRef } from './alternative-lead-deal';
import { enquiryRequested } from './enquiry-actions';
import { selectEnquiryStatus } from './enquiry-status';
import { SENDING_ENQUIRY } from './flow-names';
import { useFieldErrors } from '../../app/forms/use-field-errors';
import { useFlow } from '../../app/forms/use-flow';
import { type EnquiryField, validateEnquiry } from './validate-lead';
import './enquiry-forms.css';
import '../../ui/controls.css';

const FIELDS: readonly EnquiryField[] = ['phoneNumber', 'postcode'];

/** A signed-in person's enquiry to the deal's supplier (spec §3 "Enquiry payload"), through its status. */
export function EnquiryForm({ deal }: { deal: DealDetail }) {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => selectEnquiryStatus(state, deal.id));
  const reference = useAppSelector(selectEnquiryReference);
  const { entry, failure } = useFlow(SENDING_ENQUIRY);
  const [values, setValues] = useState<Record<EnquiryField, string>>({ phoneNumber: '', postcode: '' });
  const controls = { phoneNumber: useRef<HTMLInputElement>(null), postcode: useRef<HTMLInputElement>(null) };
  const errors = useFieldErrors(entry, FIELDS, (field) => controls[field].current?.focus());
  const sending = status === 'sending';

  if (status === 'sent') {
    return (
      <div className="lead-success" role="status">
        <Icon name="check" className="lead-success__icon" />
        <div>
          <h3>Enquiry sent</h3>
          {reference && (
            <p>
              Your reference is <strong>{reference}</strong>.
            </p>
          )}
          <p>{deal.supplier.name} will contact you about this deal. You’ll find it under your enquiries too.</p>
        </div>
      </div>
    );
  }

  const change = (field: EnquiryField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    errors.changed(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const result = validateEnquiry(values);
    errors.checked(result.errors ?? {});
    if (result.errors) return;
    const { phoneNumber, postcode } = result.values;
    dispatch(enquiryRequested({ deal: dealRef(deal), postcode, ...(phoneNumber ? { phoneNumber } : {}) }));
  };

  return (
    <form className="lead-form" onSubmit={submit} noValidate aria-labelledby="enquiry-form-heading">
      <h3 id="enquiry-form-heading">Send an enquiry to {deal.supplier.name}</h3>
      <p className="lead-form__intro">They’ll reply to the email address on your account.</p>
      <div className="field-pair">
        <TextField
          id="enquiry-phoneNumber"
          ref={controls.phoneNumber}
          label="Phone number"
          optional
          type="tel"
          autoComplete="tel"
          value={values.phoneNumber}
          onChange={change('phoneNumber')}
          error={errors.errorFor('phoneNumber')}
        />
        <TextField
          id="enquiry-postcode"
          ref={controls.postcode}
          label="Postcode"
          required
          autoComplete="postal-code"
          autoCapitalize="characters"
          value={values.postcode}
          onChange={change('postcode')}
          error={errors.errorFor('postcode')}
        />
      </div>
      {failure && !sending && <FormAlert message={failure.errors ? CHECK_THE_FIELDS : failure.message} unplaced={errors.unplaced} />}
      <div className="form-actions">
        <Button type="submit" variant="accent" disabled={sending} busy={sending}>
          {sending ? 'Sending…' : 'Send my enquiry'}
        </Button>
      </div>
      <p className="form-status" role="status" aria-live="polite">
        {sending ? 'Sending your enquiry…' : ''}
      </p>
    </form>
  );
}
