import { type LeadKind, requiredMessage } from '@lease/domain';

// Spec §4 "Qualifying questions": questions -> validate -> show-message. The spec does not show the questions.
// Two answers decide whether a lease fits at all, and each can steer to the alternative lead that does
// (docs/decisions.md, "Enquiries and call-back leads on the deal page").

export const QUESTIONS = ['ownAtEnd', 'credit'] as const;
export type Question = (typeof QUESTIONS)[number];

export interface QuestionText {
  legend: string;
  hint?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export const QUALIFYING_QUESTIONS: Record<Question, QuestionText> = {
  ownAtEnd: {
    legend: 'Do you want to own the car at the end?',
    options: [
      { value: 'no', label: 'No, I’ll hand it back' },
      { value: 'yes', label: 'Yes, I want to keep it' },
      { value: 'unsure', label: 'Not sure yet' },
    ],
  },
  credit: {
    legend: 'How is your credit history?',
    hint: 'Poor means missed payments, defaults or a CCJ in the last six years.',
    options: [
      { value: 'good', label: 'Good' },
      { value: 'fair', label: 'Fair' },
      { value: 'poor', label: 'Poor' },
      { value: 'unknown', label: 'I don’t know' },
    ],
  },
};
export type Answers = Partial<Record<Question, string>>;

export type QualifyingStep = 'questions' | 'validate' | 'show-message';

export interface QualifyingState {
  step: QualifyingStep;
  answers: Answers;
  /** What each unanswered question says, once the visitor has tried to go on. */
  errors: Partial<Record<Question, string>>;
  /** Where the answers lead: the call-back, or the alternative lead the message offers. */
  leadsTo: LeadKind | null;
}

export type QualifyingEvent = { type: 'answered'; question: Question; value: string } | { type: 'submitted' } | { type: 'answersReopened' };

export const initialQualifyingState: QualifyingState = { step: 'questions', answers: {}, errors: {}, leadsTo: null };

/** Poor credit wins: a purchase agreement is credit too, and the specialist can say what fits. */
export function leadKindFor(answers: Answers): LeadKind {
  if (answers.credit === 'poor') return 'poor-credit';
  if (answers.ownAtEnd === 'yes') return 'pcp';
  return 'call-back';
}

const missing = (answers: Answers) =>
  Object.fromEntries(QUESTIONS.filter((question) => !answers[question]).map((question) => [question, requiredMessage('answer')]));

export function qualifyingReducer(state: QualifyingState, event: QualifyingEvent): QualifyingState {
  switch (event.type) {
    case 'answered': {
      const answers = { ...state.answers, [event.question]: event.value };
      // While validating, an answered question loses its error at once.
      return { ...state, answers, errors: state.step === 'validate' ? missing(answers) : state.errors, leadsTo: null };
    }
    case 'submitted': {
      const errors = missing(state.answers);
      if (Object.keys(errors).length > 0) return { ...state, step: 'validate', errors, leadsTo: null };
      const leadsTo = leadKindFor(state.answers);
      return { ...state, step: leadsTo === 'call-back' ? 'validate' : 'show-message', errors: {}, leadsTo };
    }
    case 'answersReopened':
      return { ...state, step: 'questions', leadsTo: null };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
