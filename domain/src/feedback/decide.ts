import type { Decider } from '../events/decider';
import type { FeedbackEvent } from './events';

export type FeedbackCommand = { type: 'SendFeedback'; data: Extract<FeedbackEvent, { type: 'FeedbackSent' }>['data'] };

export interface FeedbackState {
  sent: boolean;
}

/**
 * A message is sent once. Its reference comes from the request's Idempotency-Key when there is one, so a retry lands
 * on the same stream, finds it sent and appends nothing: one copy in the mailbox, one acknowledgement.
 */
export const feedbackDecider: Decider<FeedbackCommand, FeedbackEvent, FeedbackState> = {
  initialState: { sent: false },
  evolve: (state, event) => (event.type === 'FeedbackSent' ? { sent: true } : state),
  decide: (command, state) => (state.sent ? [] : [{ type: 'FeedbackSent', data: command.data }]),
};
