import { postWithHeaders } from '../../api/client';

/** What POST /feedback/send answers: the message's reference and the words to thank the person with. */
export interface FeedbackSent {
  reference: string;
  message: string;
}

// The same Idempotency-Key for the same message: a retry after a time-out gets the same reference and sends no
// second copy to the mailbox.
export const sendFeedback = (body: Record<string, string>, idempotencyKey: string) =>
  postWithHeaders<FeedbackSent>('/feedback/send', body, { 'Idempotency-Key': idempotencyKey });
