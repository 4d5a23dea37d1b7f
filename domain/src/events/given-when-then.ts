import { CommandRefused, type DecisionContext, type Decider } from './decider';

/**
 * Decider tests in the `given(events).when(command).then(events)` form: the state comes only from past events,
 * as it does in production.
 */
export function givenEvents<Command, Event, State>(
  decider: Decider<Command, Event, State>,
  history: Event[],
  context: DecisionContext = { now: new Date('2026-01-01T00:00:00Z') },
) {
  const state = history.reduce(decider.evolve, decider.initialState);
  return {
    when: (command: Command) => ({
      then: () => decider.decide(command, state, context),
    }),
  };
}

/** The refusal a decision throws, for tests that assert on its code and status; fails when nothing is refused. */
export function refusalOf(decision: () => unknown): CommandRefused {
  try {
    decision();
  } catch (error) {
    if (error instanceof CommandRefused) return error;
    throw error;
  }
  throw new Error('expected the command to be refused');
}
