/** What a decider knows besides the command and its stream: the time comes in here so `decide` stays pure. */
export interface DecisionContext {
  now: Date;
}

export interface Decider<Command, Event, State> {
  initialState: State;
  evolve(state: State, event: Event): State;
  /** The events a command causes, or none when it changes nothing (a retry, a repeat). Throws to refuse. */
  decide(command: Command, state: State, context: DecisionContext): Event[];
}

/** A rule refused the command; the API answers with `status` and the spec's code and message. */
export class CommandRefused extends Error {
  override readonly name = 'CommandRefused';
  constructor(
    readonly code: string,
    message: string,
    readonly status: 404 | 409 | 410 | 422 | 429 = 409,
  ) {
    super(message);
  }
}
