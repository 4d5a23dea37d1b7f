import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { captchaFor } from '../../captcha/captcha';
import type { AppDeps } from '../../deps';

const challengeResponse = z.object({
  provider: z.enum(['altcha', 'recaptcha']),
  // ALTCHA only: what the widget solves, as altcha-lib signed it (passed through whole, or the signature breaks).
  parameters: z.record(z.string(), z.unknown()).optional(),
  signature: z.string().optional(),
});

export const captchaRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Built once, while buildApp registers this plugin; the lead routes reach the same one through captchaFor(deps).
    const captcha = captchaFor(deps);

    app.get(
      '/captcha/challenge',
      {
        // Each challenge costs us a key derivation; the limit stops anyone stockpiling them or spending our CPU.
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['leads'],
          summary:
            'A captcha challenge for the call-back and alternative lead forms. Its answer goes in the g-recaptcha-response field.',
          response: { 200: challengeResponse },
        },
      },
      async (_request, reply) => {
        // Every challenge is single use; a cached one would be refused as already used.
        reply.header('cache-control', 'no-store');
        // The Captcha interface promises only a record; parsing gives the handler the schema's type.
        return challengeResponse.parse(await captcha.challenge());
      },
    );
  };
