import { givenEvents } from '../events/given-when-then';
import { feedbackDecider } from './decide';
import type { FeedbackEvent } from './events';

const sent: FeedbackEvent = {
  type: 'FeedbackSent',
  data: {
    reference: 'FB-0123456789',
    variant: 'feedback',
    personId: 'person-1',
    contact: { name: 'sealed:v1:a', emailAddress: 'sealed:v1:b' },
    text: { message: 'sealed:v1:c' },
    topic: 'general',
    verdict: null,
    conversationId: null,
  },
};

describe('feedback decider', () => {
  it('sends a message once', () => {
    expect(givenEvents(feedbackDecider, []).when({ type: 'SendFeedback', data: sent.data }).then()).toEqual([sent]);
  });

  it('appends nothing when the same message is sent again (a retry with the same Idempotency-Key)', () => {
    expect(givenEvents(feedbackDecider, [sent]).when({ type: 'SendFeedback', data: sent.data }).then()).toEqual([]);
  });
});
