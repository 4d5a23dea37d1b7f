import { createHmac } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsletterDecider, newsletterStream, normaliseEmail, signUpToNewsletterBody } from '@lease/domain';
import { findNewsletterSubscription } from '@lease/projections';
import { handleCommand } from '../../commands/handle-command';
import { requestMetadata } from '../../commands/metadata';
import type { AppDeps } from '../../deps';
import { notFound } from '../../plugins/api-error';
import { awaitConsistency, consistentWithQuery } from '../../plugins/consistency';

/**
 * The subscription id is a keyed hash of the address: the same email always lands in the same stream (so signing
 * up twice is a no-op), and nobody can derive the id, or the stream, from an address without the server's secret.
 */
function subscriptionIdFor(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`newsletter:${normaliseEmail(email)}`).digest('base64url').slice(0, 24);
}

const subscriptionResponse = z.object({
  subscriptionId: z.string(),
  leaseTiming: z.string(),
  budget: z.string(),
  name: z.string().nullable(),
  subscribedAt: z.string(),
});

export const newsletterRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/marketing/communication/sign-up',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['marketing'],
          summary: 'Sign up to the newsletter. Signing up again with the same email changes nothing.',
          body: signUpToNewsletterBody,
          response: { 200: z.object({ subscriptionId: z.string(), position: z.string().nullable() }) },
        },
      },
      async (request) => {
        const now = deps.clock();
        const body = request.body;
        const subscriptionId = subscriptionIdFor(deps.config.SERVER_SECRET, body.email);
        const result = await handleCommand(deps.store, {
          stream: newsletterStream(subscriptionId),
          decider: newsletterDecider,
          command: {
            type: 'SignUpToNewsletter',
            subscriptionId,
            email: normaliseEmail(body.email),
            name: body.name,
            leaseTiming: body.leaseTiming,
            budget: body.budget,
          },
          metadata: requestMetadata(request, deps.config.version, now),
          now,
        });
        return { subscriptionId, position: result.position };
      },
    );

    app.get(
      '/marketing/communication/subscriptions/:subscriptionId',
      {
        schema: {
          tags: ['marketing'],
          summary: 'A subscription as the read model holds it (pass consistentWith to read your own sign-up).',
          params: z.object({ subscriptionId: z.string().regex(/^[\w-]{1,64}$/, { error: 'Not a subscription id' }) }),
          querystring: consistentWithQuery,
          response: { 200: subscriptionResponse },
        },
      },
      async (request, reply) => {
        await awaitConsistency(deps.orm, reply, ['newsletter'], request.query.consistentWith);
        const subscription = await findNewsletterSubscription(deps.orm, request.params.subscriptionId);
        if (!subscription) throw notFound('There is no newsletter subscription with this id.');
        return {
          subscriptionId: subscription.subscriptionId,
          leaseTiming: subscription.leaseTiming,
          budget: subscription.budget,
          name: subscription.name,
          subscribedAt: subscription.subscribedAt.toISOString(),
        };
      },
    );
  };
