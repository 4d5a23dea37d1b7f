import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FEEDBACK_MESSAGES, feedbackBody, feedbackDecider, feedbackStream, normaliseEmail, type FeedbackBody } from '@lease/domain';
import { personIdForEmail } from '@lease/projections';
import { captchaFor } from '../../captcha/captcha';
import { CAPTCHA_FIELD, captchaRefused } from '../../captcha/captcha-refused';
import { emptyStream, handleCommand, loadState } from '../../commands/handle-command';
import { takeIdempotencyKey } from '../../commands/idempotency';
import { requestMetadata } from '../../commands/metadata';
import type { AppDeps } from '../../deps';
import { sealForPerson } from '../../leads/lead-services';
import { feedbackReferenceFor } from '../../leads/references';

/** The fields a variant uses: anything else the form sent is dropped, never stored. */
function typedFields(body: FeedbackBody) {
  const contact = { name: body.name, emailAddress: normaliseEmail(body.emailAddress), ...(body.phoneNumber ? { phoneNumber: body.phoneNumber } : {}) };
  const text: Record<string, string> = { message: body.message };
  if (body.variant === 'advertising') {
    if (body.company) text.company = body.company;
    if (body.website) text.website = body.website;
  }
  if (body.variant === 'ai-feedback' && body.query) text.query = body.query;
  return { contact, text };
}

export const feedbackRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/feedback/send',
      {
        // A person writes one message, perhaps two; a flood from one address is refused before the captcha is checked.
        config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
        schema: {
          tags: ['contact'],
          summary: 'Send the contact form: feedback and support, advertising, or feedback on the AI search.',
          description:
            'The mailbox for the variant gets a copy and the sender an acknowledgement, both by email. Send an Idempotency-Key header: the same key ' +
            'returns the same reference and sends nothing new. Fields a variant does not use are ignored.',
          body: feedbackBody,
          response: { 200: z.object({ reference: z.string(), message: z.string(), position: z.string().nullable() }) },
        },
      },
      async (request) => {
        const body = request.body;
        // The captcha solution is left out of the fingerprint: a retry may carry a fresh one.
        const key = await takeIdempotencyKey(deps, request, 'feedback', { ...body, [CAPTCHA_FIELD]: undefined });
        const reference = feedbackReferenceFor(deps.config.SERVER_SECRET, key);
        const stream = feedbackStream(reference);
        const outcome = await captchaFor(deps).verify(body[CAPTCHA_FIELD], request.ip);
        if (outcome !== 'ok') {
          // A retry's solution was spent by the first request: answer with the message it sent.
          if (outcome === 'expired' && key && (await loadState(deps.store, stream, feedbackDecider)).state.sent) {
            return { reference, message: FEEDBACK_MESSAGES.sent, position: null };
          }
          throw captchaRefused(outcome === 'expired');
        }
        const { contact, text } = typedFields(body);
        // Sealed with the key of the sender's address, as their leads are: erasing them shreds this message too.
        const { personId, sealed } = await sealForPerson(deps, personIdForEmail(deps.config.SERVER_SECRET, contact.emailAddress), { contact, text });
        const at = deps.clock();
        const result = await handleCommand(deps.store, {
          stream,
          decider: feedbackDecider,
          command: {
            type: 'SendFeedback',
            data: {
              reference,
              variant: body.variant,
              personId,
              contact: sealed.contact as { name: string; emailAddress: string; phoneNumber?: string },
              text: sealed.text as { message: string },
              topic: body.variant === 'feedback' ? (body.topic ?? null) : null,
              verdict: body.variant === 'ai-feedback' ? (body.verdict ?? null) : null,
              conversationId: body.variant === 'ai-feedback' ? (body.conversationId ?? null) : null,
            },
          },
          metadata: requestMetadata(request, deps.config.version, at),
          now: at,
          known: key ? undefined : emptyStream(feedbackDecider),
        });
        return { reference, message: FEEDBACK_MESSAGES.sent, position: result.position };
      },
    );
  };
