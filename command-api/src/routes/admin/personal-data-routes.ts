import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERASED_TEXT, PERSONAL_DATA_REASON_MIN, personAccessStream } from '@lease/domain';
import { PersonVault } from '@lease/projections';
import type { Identity } from '../../auth/tokens';
import type { AppDeps } from '../../deps';
import { toEventData } from '../../commands/handle-command';
import { requestMetadata } from '../../commands/metadata';
import { sealedPerson, sealedValues } from './decode';
import { newestEvents, streamRecord } from './history-routes';

// A staff member may open the personal data in a stream's events, never silently: each opening is first recorded
// as a PersonalDataOpened event on each person's own `personaccess-` stream (who, which stream, why), then the
// stream is shown with their fields unsealed. An erased person's fields stay [erased]: their key is gone.

export const personalDataRoutes =
  (deps: AppDeps, staffOf: (request: unknown) => Identity): FastifyPluginAsyncZod =>
  async (app) => {
    const vault = new PersonVault(deps.orm, deps.config.SERVER_SECRET);

    app.post(
      '/streams/:id/personal-data',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['admin'],
          summary:
            "A stream's events with personal data unsealed. The opening is recorded first, as PersonalDataOpened on each person's personaccess- stream with the staff id and the reason given.",
          params: z.object({ id: z.string().min(1).max(300) }),
          body: z.object({
            reason: z
              .string({ error: 'Say why you need to see this personal data' })
              .trim()
              .min(PERSONAL_DATA_REASON_MIN, { error: `Say why you need to see this personal data (at least ${PERSONAL_DATA_REASON_MIN} characters)` })
              .max(500, { error: 'A reason is at most 500 characters' }),
          }),
        },
      },
      async (request) => {
        const staff = staffOf(request);
        const stream = request.params.id;
        const events = await newestEvents(deps, stream);
        const sealed = [...sealedValues(events.map((event) => event.data))];
        const persons = [...new Set(sealed.map(sealedPerson))];
        const now = deps.clock();
        const metadata = { ...requestMetadata(request, deps.config.version, now), actor: `staff:${staff.userId}` };
        // Recorded before anything is opened: a failure here shows nothing.
        for (const personId of persons) {
          const event = { type: 'PersonalDataOpened', data: { personId, staffId: staff.userId, stream, reason: request.body.reason } };
          await deps.store.appendToStream(personAccessStream(personId), [toEventData(event, metadata)], { expectedRevision: 'any' });
        }
        const opened = await vault.openMany(sealed.map((value) => ({ personId: sealedPerson(value), fields: { value } })));
        const texts = new Map(sealed.map((value, index) => [value, opened[index]?.value ?? ERASED_TEXT]));
        return { ...streamRecord(stream, events, (value) => texts.get(value) ?? ERASED_TEXT), openedFor: persons };
      },
    );
  };
