import { feedbackBody } from '@lease/domain';

// The link under the AI search's reading carries the conversation and the words searched (aiFeedbackPath). Only
// what the API would take is kept: the address is the person's to edit, and a bad value in it is nothing they
// could put right in the form.

const { conversationId: conversationSchema, query: querySchema } = feedbackBody.shape;

/** The most of a search feedbackBody keeps; a longer one (the AI search takes more) is cut to it. */
const QUERY_KEPT = 300;

export function aiSearchContext(params: URLSearchParams): { conversationId?: string; query?: string } {
  const conversationId = params.get('conversation') ?? '';
  // Cut between UTF-16 units, as the limit counts; half an emoji left at the end is dropped.
  const query = (params.get('q') ?? '').trim().slice(0, QUERY_KEPT).replace(/[\uD800-\uDBFF]$/, '').trim();
  return {
    ...(conversationId && conversationSchema.safeParse(conversationId).success ? { conversationId } : {}),
    ...(query && querySchema.safeParse(query).success ? { query } : {}),
  };
}
