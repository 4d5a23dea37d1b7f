import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enquiryBody, enquiryDecider, enquiryRemoveBody, enquiryStream, PAGE_SIZES, personIdForUser } from '@lease/domain';
import { listEnquiries } from '@lease/projections';
import { authenticate } from '../../auth/authenticate';
import { emptyStream, handleCommand } from '../../commands/handle-command';
import { requestMetadata } from '../../commands/metadata';
import type { AppDeps } from '../../deps';
import { snapshotDeal } from '../../leads/deal-snapshot';
import { leadServicesFor } from '../../leads/lead-services';
import { enquiryReferenceFor } from '../../leads/references';
import { takeIdempotencyKey } from '../../commands/idempotency';
import { awaitConsistency, consistentWithQuery } from '../../plugins/consistency';
import { pounds, poundsOrNull } from '../pounds';


const enquiryItem = z.object({
  enquiryReference: z.string(),
  source: z.string(),
  sentAt: z.string(),
  supplierStatus: z.string(),
  deliveredAt: z.string().nullable(),
  deal: z.object({
    dealId: z.number(),
    vehicleId: z.number(),
    vehicleType: z.number(),
    supplierName: z.string(),
    manufacturer: z.string(),
    model: z.string(),
    derivative: z.string(),
    leaseType: z.number(),
    term: z.number(),
    mileage: z.number(),
    initialPaymentInMonths: z.number(),
    stockStatus: z.number(),
    monthlyPayment: z.number(),
    initialPayment: z.number(),
    documentFee: z.number().nullable(),
  }),
});

export const enquiryRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const now = deps.clock;

    app.post(
      '/user/enquiry/send',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['enquiries'],
          summary: "Send an enquiry about a deal to its supplier, as the signed-in person (id token as `token` or bearer).",
          description: 'Send an Idempotency-Key header: the same key returns the same enquiryReference and sends nothing new.',
          body: enquiryBody,
          response: { 200: z.object({ enquiryReference: z.string(), position: z.string().nullable() }) },
        },
      },
      async (request) => {
        const identity = await authenticate(deps, request);
        const body = request.body;
        const key = await takeIdempotencyKey(deps, request, `enquiry:${identity.userId}`, { ...body, token: undefined });
        const enquiryReference = enquiryReferenceFor(deps.config.SERVER_SECRET, identity.userId, key);
        const deal = await snapshotDeal(deps.orm, body.deal_id);
        const personId = personIdForUser(identity.userId);
        const sealed = await leadServicesFor(deps).vault.seal(personId, {
          emailAddress: identity.email,
          phoneNumber: body.phoneNumber ?? null,
          postcode: body.postcode,
        });
        const at = now();
        const metadata = requestMetadata(request, deps.config.version, at);
        const result = await handleCommand(deps.store, {
          stream: enquiryStream(enquiryReference),
          decider: enquiryDecider,
          command: { type: 'SendEnquiry', enquiryReference, userId: identity.userId, personId, deal, contact: sealed },
          metadata: { ...metadata, actor: `user:${identity.userId}` },
          now: at,
          known: emptyStream(enquiryDecider),
        });
        return { enquiryReference, position: result.position };
      },
    );

    app.get(
      '/user/enquiries',
      {
        schema: {
          tags: ['enquiries'],
          summary: "The signed-in person's enquiries, newest first, 10 a page.",
          querystring: z
            .object({
              token: z.string().max(8192).optional(),
              page: z.coerce.number({ error: 'page is a whole number from 1' }).int().min(1, { error: 'page is a whole number from 1' }).max(10_000).default(1),
            })
            .extend(consistentWithQuery.shape),
          response: { 200: z.object({ enquiries: z.array(enquiryItem), total: z.number(), page: z.number(), pageSize: z.number() }) },
        },
      },
      async (request, reply) => {
        const identity = await authenticate(deps, request);
        await awaitConsistency(deps.orm, reply, ['leads'], request.query.consistentWith);
        const pageSize = PAGE_SIZES.enquiries;
        const { items, total } = await listEnquiries(deps.orm, identity.userId, request.query.page, pageSize);
        return {
          enquiries: items.map((item) => ({
            enquiryReference: item.enquiryReference,
            source: item.source,
            sentAt: item.sentAt.toISOString(),
            supplierStatus: item.supplierStatus,
            deliveredAt: item.deliveredAt?.toISOString() ?? null,
            deal: {
              dealId: item.deal.dealId,
              vehicleId: item.deal.vehicleId,
              vehicleType: item.deal.vehicleType,
              supplierName: item.deal.supplierName,
              manufacturer: item.deal.manufacturer,
              model: item.deal.model,
              derivative: item.deal.derivative,
              leaseType: item.deal.leaseType,
              term: item.deal.term,
              mileage: item.deal.mileage,
              initialPaymentInMonths: item.deal.initialPaymentInMonths,
              stockStatus: item.deal.stockStatus,
              monthlyPayment: pounds(item.deal.monthlyPaymentPence),
              initialPayment: pounds(item.deal.initialPaymentPence),
              documentFee: poundsOrNull(item.deal.documentFeePence),
            },
          })),
          total,
          page: request.query.page,
          pageSize,
        };
      },
    );

    app.post(
      '/user/enquiry/remove',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['enquiries'],
          summary: "Remove an enquiry from the signed-in person's list (the supplier keeps theirs).",
          body: enquiryRemoveBody,
          response: { 200: z.object({ enquiryReference: z.string(), position: z.string().nullable() }) },
        },
      },
      async (request) => {
        const identity = await authenticate(deps, request);
        const { enquiryReference } = request.body;
        const at = now();
        const result = await handleCommand(deps.store, {
          stream: enquiryStream(enquiryReference),
          decider: enquiryDecider,
          command: { type: 'RemoveEnquiry', userId: identity.userId },
          metadata: { ...requestMetadata(request, deps.config.version, at), actor: `user:${identity.userId}` },
          now: at,
        });
        return { enquiryReference, position: result.position };
      },
    );
  };
