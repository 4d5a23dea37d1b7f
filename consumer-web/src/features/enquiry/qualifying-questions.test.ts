import { initialQualifyingState, qualifyingReducer, type QualifyingEvent, type QualifyingState } from './qualifying-questions';

const run = (...events: QualifyingEvent[]): QualifyingState => events.reduce(qualifyingReducer, initialQualifyingState);
const answer = (question: 'ownAtEnd' | 'credit', value: string): QualifyingEvent => ({ type: 'answered', question, value });

describe('qualifying questions (spec §4: questions -> validate -> show-message)', () => {
  it('validates: an unanswered question says so, and loses its error once answered', () => {
    const missing = run(answer('ownAtEnd', 'no'), { type: 'submitted' });
    expect(missing).toMatchObject({ step: 'validate', errors: { credit: 'Your answer is required' }, leadsTo: null });

    expect(qualifyingReducer(missing, answer('credit', 'good')).errors).toEqual({});
  });

  it('goes on to the call-back when a lease fits', () => {
    expect(run(answer('ownAtEnd', 'no'), answer('credit', 'good'), { type: 'submitted' })).toMatchObject({ step: 'validate', errors: {}, leadsTo: 'call-back' });
    expect(run(answer('ownAtEnd', 'unsure'), answer('credit', 'unknown'), { type: 'submitted' }).leadsTo).toBe('call-back');
  });

  it('shows the PCP message to someone who wants to own the car', () => {
    expect(run(answer('ownAtEnd', 'yes'), answer('credit', 'good'), { type: 'submitted' })).toMatchObject({ step: 'show-message', leadsTo: 'pcp' });
  });

  it('shows the poor-credit message to someone with poor credit, whatever they want at the end', () => {
    expect(run(answer('ownAtEnd', 'yes'), answer('credit', 'poor'), { type: 'submitted' })).toMatchObject({ step: 'show-message', leadsTo: 'poor-credit' });
  });

  it('goes back to the questions, keeping the answers, when the visitor wants to change them', () => {
    const reopened = run(answer('ownAtEnd', 'yes'), answer('credit', 'good'), { type: 'submitted' }, { type: 'answersReopened' });
    expect(reopened).toMatchObject({ step: 'questions', answers: { ownAtEnd: 'yes', credit: 'good' }, leadsTo: null });
  });
});
