import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { leadFormChosen, leadReset } from '../user/user-slice';
import type { DealDetail } from '../vehicle/vehicle-types';
import { ChoiceField } from '../../ui/ChoiceField';
import { initialQualifyingState, QUALIFYING_QUESTIONS, qualifyingReducer, type QualifyingEvent, QUESTIONS } from './qualifying-questions';

const MESSAGES = {
  pcp: {
    heading: 'A lease may not be what you want',
    text: 'With a lease you hand the car back at the end. A personal contract purchase (PCP) has similar monthly payments and lets you buy the car with a final payment. We can ask a PCP specialist to quote you for this car.',
    action: 'Get a PCP quote',
  },
  'poor-credit': {
    heading: 'A specialist may serve you better',
    text: 'Lease companies check your credit, and a poor history often ends in a refusal that stays on your file. A broker who arranges finance for people with poor credit can tell you what you’re likely to be accepted for, without a hard search.',
    action: 'Talk to a credit specialist',
  },
} as const;

/** Spec §4 "Qualifying questions", before the call-back form: questions -> validate -> show-message. */
export function QualifyingQuestions({ deal, autoFocus }: { deal: DealDetail; autoFocus: boolean }) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState(initialQualifyingState);
  const heading = useRef<HTMLHeadingElement>(null);
  const messageHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (autoFocus) heading.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    if (state.step === 'show-message') messageHeading.current?.focus();
  }, [state.step]);

  const send = (event: QualifyingEvent) => {
    const next = qualifyingReducer(state, event);
    setState(next);
    return next;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = send({ type: 'submitted' });
    if (next.leadsTo === 'call-back') dispatch(leadFormChosen({ dealId: deal.id, kind: 'call-back' }));
    const firstMissing = QUESTIONS.find((question) => next.errors[question]);
    if (firstMissing) document.getElementById(`qualifying-${firstMissing}`)?.focus();
  };

  if (state.step === 'show-message' && state.leadsTo && state.leadsTo !== 'call-back') {
    const message = MESSAGES[state.leadsTo];
    const kind = state.leadsTo;
    return (
      <div className="lead-message">
        <h3 ref={messageHeading} tabIndex={-1}>
          {message.heading}
        </h3>
        <p>{message.text}</p>
        <div className="form-actions">
          <Button type="button" variant="accent" onClick={() => dispatch(leadFormChosen({ dealId: deal.id, kind }))}>
            {message.action}
          </Button>
          <button type="button" className="link-button" onClick={() => send({ type: 'answersReopened' })}>
            Change my answers
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="lead-form" onSubmit={submit} noValidate aria-labelledby="qualifying-heading">
      <h3 id="qualifying-heading" ref={heading} tabIndex={-1}>
        Two quick questions
      </h3>
      {QUESTIONS.map((question) => {
        return (
          <ChoiceField
            key={question}
            id={`qualifying-${question}`}
            {...QUALIFYING_QUESTIONS[question]}
            value={state.answers[question]}
            onChange={(value) => send({ type: 'answered', question, value })}
            error={state.errors[question]}
          />
        );
      })}
      <div className="form-actions">
        <Button type="submit" variant="accent">
          Continue
        </Button>
        <button type="button" className="link-button" onClick={() => dispatch(leadReset())}>
          Cancel
        </button>
      </div>
    </form>
  );
}
