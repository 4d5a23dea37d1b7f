import { initialSalarySacrificeState, type SalarySacrificeEvent, salarySacrificeReducer, type SalarySacrificeState } from './salary-sacrifice';

const run = (...events: SalarySacrificeEvent[]): SalarySacrificeState => events.reduce(salarySacrificeReducer, initialSalarySacrificeState);
const answers = (scheme: string, paye: string, minimumWage: string): SalarySacrificeEvent[] => [
  { type: 'answered', question: 'scheme', value: scheme },
  { type: 'answered', question: 'paye', value: paye },
  { type: 'answered', question: 'minimumWage', value: minimumWage },
];

describe('salary sacrifice modal (spec §4: initial -> form -> unsuitable)', () => {
  it('explains first, then asks', () => {
    expect(run().step).toBe('initial');
    expect(run({ type: 'checkStarted' }).step).toBe('form');
  });

  it('names the questions left unanswered and stays on the form', () => {
    const state = run({ type: 'checkStarted' }, { type: 'answered', question: 'scheme', value: 'yes' }, { type: 'submitted' });
    expect(state).toMatchObject({ step: 'form', unanswered: ['paye', 'minimumWage'], suitable: false });
  });

  it('is unsuitable without an employer scheme, off the payroll or below the minimum wage, with each reason', () => {
    const state = run({ type: 'checkStarted' }, ...answers('no', 'no', 'yes'), { type: 'submitted' });
    expect(state.step).toBe('unsuitable');
    expect(state.reasons).toHaveLength(2);
    expect(state.reasons[0]).toMatch(/scheme your employer runs/);
    expect(run({ type: 'checkStarted' }, ...answers('yes', 'yes', 'no'), { type: 'submitted' }).reasons).toEqual([
      'The law does not let salary sacrifice take your pay below the National Minimum Wage.',
    ]);
  });

  it('hands over to the call-back when nothing rules it out (an unsure answer about the scheme included)', () => {
    expect(run({ type: 'checkStarted' }, ...answers('unsure', 'yes', 'yes'), { type: 'submitted' })).toMatchObject({ step: 'form', suitable: true });
  });

  it('lets the answers be changed after an unsuitable result', () => {
    const state = run({ type: 'checkStarted' }, ...answers('no', 'yes', 'yes'), { type: 'submitted' }, { type: 'answersReopened' });
    expect(state).toMatchObject({ step: 'form', reasons: [], answers: { scheme: 'no' } });
  });
});
