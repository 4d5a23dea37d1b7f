import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define-event';
import { sealedSchema } from '../personal-data/sealed';
import { AI_FEEDBACK_VERDICTS, FEEDBACK_TOPICS, FEEDBACK_VARIANTS } from './requests';
import { optionValues } from '../rules/option-values';

// Stream `feedback-<reference>`, one per message sent through the contact form. Everything the person typed is
// sealed with the key of their address (as a lead's contact is), so erasing them shreds the message too; only
// their choices (variant, topic, verdict) and the AI conversation it concerns stay readable.


export const feedbackSent = defineEvent({
  type: 'FeedbackSent',
  version: 1,
  description:
    'A visitor sent the contact form (feedback and support, advertising, or AI feedback); the mailbox for its variant gets a copy and the sender an acknowledgement.',
  schema: z.object({
    reference: z.string(),
    variant: z.enum(FEEDBACK_VARIANTS),
    personId: z.string(),
    contact: z.object({ name: sealedSchema, emailAddress: sealedSchema, phoneNumber: sealedSchema.optional() }),
    /** The message, and for advertising the company and website, sealed like the contact. */
    text: z.object({ message: sealedSchema, company: sealedSchema.optional(), website: sealedSchema.optional(), query: sealedSchema.optional() }),
    topic: z.enum(optionValues(FEEDBACK_TOPICS)).nullable(),
    verdict: z.enum(optionValues(AI_FEEDBACK_VERDICTS)).nullable(),
    conversationId: z.string().nullable(),
  }),
});

export type FeedbackEvent = EventOf<typeof feedbackSent>;

export const feedbackEvents = [feedbackSent] as const;

export const feedbackStream = (reference: string) => `feedback-${reference}`;
