export { brandPath, dealPath, vehicleDetailsPath, vehiclePath } from '@lease/domain';

/** An id segment of a path (vehicle, deal): a whole number, or null when the address is not one of ours. */
export const idParam = (segment: string | undefined): number | null => (segment && /^\d+$/.test(segment) ? Number(segment) : null);

/** The AI feedback form about one AI search conversation: the AI search's reading links to it. */
export const aiFeedbackPath = (conversationId: string, query: string): string =>
  `/contact/ai-feedback?${new URLSearchParams({ conversation: conversationId, q: query })}`;
