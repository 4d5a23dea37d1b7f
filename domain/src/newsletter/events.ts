import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define-event';
import { sealedSchema } from '../personal-data/sealed';
import { NEWSLETTER_BUDGETS, NEWSLETTER_LEASE_TIMINGS } from './options';
import { optionValues } from '../rules/option-values';

// Stream `newsletter-<subscriptionId>`, one per address (the id is a keyed hash of it). The address and name are
// sealed with the subscriber's own key, so erasing them shreds every copy; confirmation links appear only as
// keyed hashes. Stream `newsletterissue-<issueId>` holds one mailing's words, which are not personal.


const choices = {
  leaseTiming: z.enum(optionValues(NEWSLETTER_LEASE_TIMINGS)),
  budget: z.enum(optionValues(NEWSLETTER_BUDGETS)),
};

/** What version 1 wrote, before personal fields were sealed: the address and the name in clear. */
const signedUpV1 = z.object({ subscriptionId: z.string(), email: z.string(), name: z.string().nullable(), ...choices });

/**
 * A version-1 sign-up read today: its choices stand, its clear address and name are left behind. Nothing reads
 * them again (no read model, no decider), and such a subscriber never confirmed, so they are never mailed; signing
 * up again gives them a sealed record and a confirmation link like anyone else.
 */
function upcastSignedUp(data: unknown, fromVersion: number): unknown {
  if (fromVersion !== 1) return data;
  const v1 = signedUpV1.parse(data);
  return { subscriptionId: v1.subscriptionId, personId: null, email: null, name: null, leaseTiming: v1.leaseTiming, budget: v1.budget };
}

export const newsletterSignedUp = defineEvent({
  type: 'NewsletterSignedUp',
  version: 2,
  description:
    'A visitor asked for lease-deal emails matching when they plan to lease and their monthly budget; nothing is sent to them but a confirmation link until they confirm.',
  schema: z.object({
    subscriptionId: z.string(),
    /** The key the address and name are sealed with; null only for a version-1 sign-up, which kept no address. */
    personId: z.string().nullable(),
    email: sealedSchema.nullable(),
    name: sealedSchema.nullable(),
    ...choices,
  }),
  upcast: upcastSignedUp,
});

export const newsletterConfirmationRequested = defineEvent({
  type: 'NewsletterConfirmationRequested',
  version: 1,
  description: 'A link to confirm a newsletter sign-up is owed to the address; the log keeps only a keyed hash of its token.',
  schema: z.object({
    subscriptionId: z.string(),
    personId: z.string(),
    /** Where the link goes, sealed, so the outbox row it causes needs no other read model. */
    recipient: sealedSchema,
    /** The sealed token waiting beside the log for the sender. */
    tokenId: z.string(),
    tokenHash: z.string(),
    expiresAt: z.iso.datetime(),
  }),
});

export const newsletterSubscriptionConfirmed = defineEvent({
  type: 'NewsletterSubscriptionConfirmed',
  version: 1,
  description: 'The subscriber followed the link sent to their address: from now on they receive the newsletter.',
  schema: z.object({ subscriptionId: z.string(), tokenHash: z.string() }),
});

export const newsletterUnsubscribed = defineEvent({
  type: 'NewsletterUnsubscribed',
  version: 1,
  description: 'The subscriber followed the unsubscribe link in a newsletter: nothing more is sent to them.',
  schema: z.object({ subscriptionId: z.string() }),
});

export const newsletterSubscriberErased = defineEvent({
  type: 'NewsletterSubscriberErased',
  version: 1,
  description: "A subscriber's personal data was erased: their key is destroyed, so their sealed address and name read as erased.",
  schema: z.object({ subscriptionId: z.string(), personId: z.string().nullable() }),
});

export const newsletterIssueMailed = defineEvent({
  type: 'NewsletterIssueMailed',
  version: 1,
  description: 'One newsletter mailing is owed to one confirmed subscriber, with an unsubscribe link.',
  schema: z.object({ subscriptionId: z.string(), issueId: z.string(), personId: z.string(), recipient: sealedSchema }),
});

export const newsletterIssuePublished = defineEvent({
  type: 'NewsletterIssuePublished',
  version: 1,
  description: 'The words of one newsletter mailing, written once and sent to every confirmed subscriber.',
  schema: z.object({ issueId: z.string(), subject: z.string(), text: z.string() }),
});

export type NewsletterEvent =
  | EventOf<typeof newsletterSignedUp>
  | EventOf<typeof newsletterConfirmationRequested>
  | EventOf<typeof newsletterSubscriptionConfirmed>
  | EventOf<typeof newsletterUnsubscribed>
  | EventOf<typeof newsletterSubscriberErased>
  | EventOf<typeof newsletterIssueMailed>;

export type NewsletterIssueEvent = EventOf<typeof newsletterIssuePublished>;

export const newsletterEvents = [
  newsletterSignedUp,
  newsletterConfirmationRequested,
  newsletterSubscriptionConfirmed,
  newsletterUnsubscribed,
  newsletterSubscriberErased,
  newsletterIssueMailed,
  newsletterIssuePublished,
] as const;
