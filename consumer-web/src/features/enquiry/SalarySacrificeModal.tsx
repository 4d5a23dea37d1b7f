import { type FormEvent, type KeyboardEvent, useEffect, useReducer, useRef } from 'react';
import { requiredMessage } from '@lease/domain';
import { Button } from '../../ui/Button';
import { onModalKeyDown } from '../../ui/modal-keys';
import type { DealDetail } from '../vehicle/vehicle-types';
import { ChoiceField } from '../../ui/ChoiceField';
import { initialSalarySacrificeState, SACRIFICE_QUESTIONS, SALARY_SACRIFICE_QUESTIONS, salarySacrificeReducer } from './salary-sacrifice';
import './enquiry-forms.css';

interface SalarySacrificeModalProps {
  deal: DealDetail;
  onClose: () => void;
  /** The answers leave salary sacrifice open: the page takes the visitor on to a call back. */
  onSuitable: () => void;
  /** Unsuitable, but the visitor still wants to talk about leasing the car. */
  onCallBack: () => void;
}

/** Spec §4 "Salary sacrifice modal": initial -> form -> unsuitable. */
export function SalarySacrificeModal({ deal, onClose, onSuitable, onCallBack }: SalarySacrificeModalProps) {
  const [state, send] = useReducer(salarySacrificeReducer, initialSalarySacrificeState);
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  // Focus returns to the control that opened the dialog, as for a native modal.
  // Declared first, so it reads the opener before the heading below takes focus.
  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => returnTo?.focus();
  }, []);

  // Each step's heading takes focus, so a screen reader hears where the dialog went.
  useEffect(() => {
    heading.current?.focus();
  }, [state.step]);

  useEffect(() => {
    if (state.suitable) onSuitable();
  }, [state.suitable]);

  useEffect(() => {
    const firstMissing = state.unanswered[0];
    if (firstMissing) document.getElementById(`sacrifice-${firstMissing}`)?.focus();
  }, [state.unanswered]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => onModalKeyDown(event, dialog.current, onClose);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'submitted' });
  };

  const car = `${deal.manufacturerName} ${deal.rangeName}`;

  return (
    <div className="modal-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} className="modal enquiry-modal" role="dialog" aria-modal="true" aria-labelledby="sacrifice-heading" data-step={state.step} onKeyDown={onKeyDown}>
        <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>

        {state.step === 'initial' && (
          <>
            <h2 id="sacrifice-heading" ref={heading} tabIndex={-1}>
              Could salary sacrifice suit you?
            </h2>
            <p>
              With salary sacrifice your employer leases the car and you give up part of your salary to pay for it. The payment comes out before
              income tax and National Insurance, so the {car} can cost you much less than leasing it yourself. Electric cars gain most, since their
              company-car tax is low.
            </p>
            <p>Three questions tell you whether it’s open to you.</p>
            <div className="form-actions">
              <Button type="button" variant="accent" onClick={() => send({ type: 'checkStarted' })}>
                Check if it suits me
              </Button>
              <button type="button" className="link-button" onClick={onClose}>
                Not now
              </button>
            </div>
          </>
        )}

        {state.step === 'form' && (
          <form className="lead-form" onSubmit={submit} noValidate aria-labelledby="sacrifice-heading">
            <h2 id="sacrifice-heading" ref={heading} tabIndex={-1}>
              About your employer’s scheme
            </h2>
            {SACRIFICE_QUESTIONS.map((question) => (
              <ChoiceField
                key={question}
                id={`sacrifice-${question}`}
                legend={SALARY_SACRIFICE_QUESTIONS[question].legend}
                options={SALARY_SACRIFICE_QUESTIONS[question].options}
                value={state.answers[question]}
                onChange={(value) => send({ type: 'answered', question, value })}
                error={state.unanswered.includes(question) ? requiredMessage('answer') : undefined}
              />
            ))}
            <div className="form-actions">
              <Button type="submit" variant="accent">
                See if it suits me
              </Button>
            </div>
          </form>
        )}

        {state.step === 'unsuitable' && (
          <>
            <h2 id="sacrifice-heading" ref={heading} tabIndex={-1}>
              Salary sacrifice isn’t open to you
            </h2>
            <ul className="enquiry-modal__reasons">
              {state.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            <p>You can still lease the {car} yourself.</p>
            <div className="form-actions">
              <Button type="button" variant="accent" onClick={onCallBack}>
                Request a call back
              </Button>
              <button type="button" className="link-button" onClick={() => send({ type: 'answersReopened' })}>
                Change my answers
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
