import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ORDER_ID_PATTERN, phoneNumberIssue, PROMOTIONAL_CODE_PATTERN, requiredMessage, VALIDATION_MESSAGES } from '@lease/domain';
import { useFieldErrors } from '../../app/forms/use-field-errors';
import { useFlow } from '../../app/forms/use-flow';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import type { RewardClaimForm } from './reward';
import { rewardClaimSubmitted } from './reward-actions';
import { SAVING_DEAL_FOR_REWARDS } from './flow-names';
import '../../ui/controls.css';

type Field = keyof RewardClaimForm;
const FIELDS: readonly Field[] = ['brokerId', 'orderId', 'promoCode', 'phoneNumber'];
const EMPTY: RewardClaimForm = { brokerId: '', orderId: '', promoCode: '', phoneNumber: '' };

/** The spec's rules and messages (§5), the same the API applies; the order number's rule is ours. */
function validate(values: RewardClaimForm): Partial<Record<Field, string>> {
  const issues: Partial<Record<Field, string>> = {};
  if (!values.brokerId) issues.brokerId = 'Choose the broker you leased through';
  if (!values.orderId) issues.orderId = requiredMessage('order number');
  else if (!ORDER_ID_PATTERN.test(values.orderId)) issues.orderId = 'This is not a valid order number';
  if (values.promoCode && !PROMOTIONAL_CODE_PATTERN.test(values.promoCode)) issues.promoCode = VALIDATION_MESSAGES.promotionalCode;
  if (!values.phoneNumber) issues.phoneNumber = requiredMessage('phone number');
  else {
    const issue = phoneNumberIssue(values.phoneNumber);
    if (issue) issues.phoneNumber = issue;
  }
  return issues;
}

/** Spec §3 "Reward details": claim a reward for a lease taken through a broker on the site. */
export function RewardClaimFormView() {
  const dispatch = useAppDispatch();
  const brokers = useAppSelector((state) => state.locoSpace.suppliers);
  const submitted = useAppSelector((state) => state.locoSpace.isRewardSubmissionSuccessful);
  const { sending, entry, failure } = useFlow(SAVING_DEAL_FOR_REWARDS);
  const [values, setValues] = useState(EMPTY);
  const [claimed, setClaimed] = useState(false);
  const controls = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const errors = useFieldErrors(entry, FIELDS, (field) => controls.current[field]?.focus());
  const wasSending = useRef(false);

  // A claim that went in empties the form and says so.
  useEffect(() => {
    if (wasSending.current && !sending && !failure && submitted) {
      setValues(EMPTY);
      setClaimed(true);
    }
    wasSending.current = sending;
  }, [sending, failure, submitted]);

  const field = (name: Field) => ({
    id: `reward-${name}`,
    ref: (element: HTMLElement | null) => {
      controls.current[name] = element;
    },
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setClaimed(false);
      errors.changed(name);
    },
    error: errors.errorFor(name),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const cleaned = { brokerId: values.brokerId, orderId: values.orderId.trim(), promoCode: values.promoCode.trim(), phoneNumber: values.phoneNumber.trim() };
    const issues = validate(cleaned);
    errors.checked(issues);
    if (Object.keys(issues).length > 0) return;
    dispatch(rewardClaimSubmitted(cleaned));
  };

  return (
    <form className="account-form reward-form" noValidate onSubmit={submit} aria-labelledby="reward-claim-heading">
      <h2 id="reward-claim-heading">Claim a reward</h2>
      <p>Took out a lease through a broker you found here? Tell us the order and we’ll send you a voucher once the broker confirms it.</p>
      <SelectField
        label="Broker"
        placeholder="Choose your broker"
        options={brokers.map((broker) => ({ value: String(broker.supplierId), label: broker.name }))}
        {...field('brokerId')}
      />
      <TextField label="Order number" hint="As it appears on the broker’s order confirmation." {...field('orderId')} />
      <TextField label="Promotional code" optional {...field('promoCode')} />
      <TextField label="Phone number" type="tel" autoComplete="tel" required {...field('phoneNumber')} />
      {failure && !sending && <FormAlert message={failure.message} unplaced={errors.unplaced} />}
      <div className="form-actions">
        <Button type="submit" disabled={sending} busy={sending}>
          {sending ? 'Sending…' : 'Claim my reward'}
        </Button>
      </div>
      <p className="form-status" role="status" aria-live="polite">
        {sending ? 'Sending your claim…' : claimed ? 'Thank you: your claim is in. We’ll check it with the broker and email you when it’s approved.' : ''}
      </p>
    </form>
  );
}
