// Spec §4 "Salary sacrifice modal": initial (what salary sacrifice is) -> form (the employer's scheme) ->
// unsuitable when an answer rules it out. Answers that do not rule it out lead to the call-back form.

export const SACRIFICE_QUESTIONS = ['scheme', 'paye', 'minimumWage'] as const;
export type SacrificeQuestion = (typeof SACRIFICE_QUESTIONS)[number];

interface SacrificeQuestionText {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The answer that rules salary sacrifice out, and why. */
  unsuitable: string;
  reason: string;
}

export const SALARY_SACRIFICE_QUESTIONS: Record<SacrificeQuestion, SacrificeQuestionText> = {
  scheme: {
    legend: 'Does your employer offer a salary sacrifice car scheme?',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
      { value: 'unsure', label: 'I’m not sure' },
    ],
    unsuitable: 'no',
    reason: 'Salary sacrifice only works through a scheme your employer runs. Without one, a personal lease is the way to drive this car.',
  },
  paye: {
    legend: 'Are you employed and paid through PAYE?',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No, I’m self-employed or a contractor' },
    ],
    unsuitable: 'no',
    reason: 'The payments come out of your salary before tax, so you need to be on your employer’s payroll.',
  },
  minimumWage: {
    legend: 'After the monthly cost comes out of your pay, would you still earn at least the National Minimum Wage?',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
    unsuitable: 'no',
    reason: 'The law does not let salary sacrifice take your pay below the National Minimum Wage.',
  },
};

export type SalarySacrificeStep = 'initial' | 'form' | 'unsuitable';

export interface SalarySacrificeState {
  step: SalarySacrificeStep;
  answers: Partial<Record<SacrificeQuestion, string>>;
  /** Questions left unanswered when the visitor tried to go on. */
  unanswered: SacrificeQuestion[];
  /** Why it does not fit, one line per answer that rules it out. */
  reasons: string[];
  /** Set when the answers leave salary sacrifice open: the modal hands over to the call-back. */
  suitable: boolean;
}

export type SalarySacrificeEvent =
  | { type: 'checkStarted' }
  | { type: 'answered'; question: SacrificeQuestion; value: string }
  | { type: 'submitted' }
  | { type: 'answersReopened' };

export const initialSalarySacrificeState: SalarySacrificeState = { step: 'initial', answers: {}, unanswered: [], reasons: [], suitable: false };

export function salarySacrificeReducer(state: SalarySacrificeState, event: SalarySacrificeEvent): SalarySacrificeState {
  switch (event.type) {
    case 'checkStarted':
      return { ...state, step: 'form' };
    case 'answered': {
      const answers = { ...state.answers, [event.question]: event.value };
      return { ...state, answers, unanswered: state.unanswered.filter((question) => question !== event.question) };
    }
    case 'submitted': {
      const unanswered = SACRIFICE_QUESTIONS.filter((question) => !state.answers[question]);
      if (unanswered.length > 0) return { ...state, unanswered };
      const reasons = SACRIFICE_QUESTIONS.filter((question) => state.answers[question] === SALARY_SACRIFICE_QUESTIONS[question].unsuitable).map(
        (question) => SALARY_SACRIFICE_QUESTIONS[question].reason,
      );
      return reasons.length > 0 ? { ...state, step: 'unsuitable', reasons, suitable: false } : { ...state, reasons: [], suitable: true };
    }
    case 'answersReopened':
      return { ...state, step: 'form', reasons: [], suitable: false };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
