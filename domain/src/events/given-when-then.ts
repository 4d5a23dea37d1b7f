import type { DecisionContext, Decider } from './decider';

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
