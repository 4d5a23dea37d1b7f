import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alternativeLeadBody,
  callBackLeadBody,
  CommandRefused,
  LEAD_REFUSALS,
  LEAD_TRACKING_FIELDS,
  leadCodeResendBody,
  leadDecider,
  leadStream,
  leadVerificationBody,
  normaliseEmail,
  poundsToPence,
  VALIDATION_MESSAGES,
  type AlternativeLeadKind,
  type IssuedCode,
  type LeadCommand,
} from '@lease/domain';
import { personIdForEmail } from '@lease/projections';
import { captchaFor } from '../../captcha/captcha';
import { emptyStream, handleCommand, loadState } from '../../commands/handle-command';
import { requestMetadata } from '../../commands/metadata';
import type { AppDeps } from '../../deps';
import { snapshotDeal } from '../../leads/deal-snapshot';
import { forwardAlternativeLead, wouldVerify } from '../../leads/alternative-lead-forward';
import { LEADS_SERVICE } from '../../leads/lead-payloads';
import { leadServicesFor, sealForPerson } from '../../leads/lead-services';
import { enquiryReferenceForLead, leadReferenceFor } from '../../leads/references';
import { takeIdempotencyKey } from '../../commands/idempotency';
import { CAPTCHA_FIELD, captchaRefused } from '../../captcha/captcha-refused';
import { drawCode, hashCode, issueCode, storeCode } from '../../leads/verification-codes';
import { ApiError } from '../../plugins/api-error';


const fieldError = (status: number, code: string, message: string, errors: Record<string, string>) =>
  new ApiError(status, { type: 'validation', code, message, errors });


/** A command met a lead past its day: the decider recorded the expiry, and the person is told to start again. */
const leadExpired = () => new CommandRefused('LEAD_EXPIRED', LEAD_REFUSALS.expired, 410);

const wrongCode = () =>
  fieldError(400, 'VERIFICATION_FAILED', VALIDATION_MESSAGES.verificationCode, { code: VALIDATION_MESSAGES.verificationCode });

function tracking(body: Partial<Record<(typeof LEAD_TRACKING_FIELDS)[number], string | undefined>>): Record<string, string> {
  return Object.fromEntries(LEAD_TRACKING_FIELDS.flatMap((field) => (body[field] ? [[field, body[field]!]] : [])));
}

const referenceResponse = z.object({ leadReference: z.string(), position: z.string().nullable() });
const registerResponses = { 200: referenceResponse };

/** Waits briefly for a twin request (same Idempotency-Key) to finish creating the lead it is creating. */
async function awaitTwin(deps: AppDeps, leadReference: string): Promise<boolean> {
  for (let i = 0; i < 20; i++) {
    if ((await loadState(deps.store, leadStream(leadReference), leadDecider)).state.status !== 'none') return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

export const leadRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const services = leadServicesFor(deps);
    const now = deps.clock;

    /**
     * What every lead request shares: the captcha, then the lead and its first code. A retried request (same
     * Idempotency-Key) finds its solution spent and is answered with the lead the first request made.
     */
    async function register(
      request: FastifyRequest,
      email: string,
      captchaResponse: string,
      contact: Record<string, string>,
      tracking: Record<string, string>,
      build: (lead: { leadReference: string; personId: string; contact: Record<string, string>; tracking: Record<string, string>; code: IssuedCode }) => LeadCommand,
    ) {
      // The captcha solution is left out of the fingerprint: a retry may carry a fresh one.
      const key = await takeIdempotencyKey(deps, request, 'lead', { ...(request.body as object), 'g-recaptcha-response': undefined });
      const leadReference = leadReferenceFor(deps.config.SERVER_SECRET, key);
      const outcome = await captchaFor(deps).verify(captchaResponse, request.ip);
      if (outcome !== 'ok') {
        // A retry's solution was spent by the first request (or by its twin, still writing): answer with its lead.
        if (outcome === 'expired' && key && (await awaitTwin(deps, leadReference))) return { leadReference, position: null };
        throw captchaRefused(outcome === 'expired');
      }
      const at = now();
      // The contact, the code and the tracking values are sealed together: one trip for the person's key. Click
      // ids and the visitor key single out the person as surely as their address does (issue 15).
      const code = drawCode();
      const { personId, sealed } = await sealForPerson(deps, personIdForEmail(deps.config.SERVER_SECRET, email), { contact, code: { code }, tracking });
      const issued = await storeCode(
        { orm: deps.orm, secret: deps.config.SERVER_SECRET, now: at },
        { leadReference, personId, channel: services.codeChannel, code, sealedCode: sealed.code.code },
      );
      const result = await handleCommand(deps.store, {
        stream: leadStream(leadReference),
        decider: leadDecider,
        command: build({ leadReference, personId, contact: sealed.contact, tracking: sealed.tracking, code: issued }),
        metadata: requestMetadata(request, deps.config.version, at),
        now: at,
        known: emptyStream(leadDecider),
      });
      if (services.printCodes && result.events.length > 0) printCode(request.log, leadReference, code);
      return { leadReference, position: result.position };
    }

    app.post(
      '/lead/register',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['leads'],
          summary: 'Ask the supplier of a deal for a call back. A six-digit code is sent to confirm it (POST /lead/verify).',
          description: 'Send an Idempotency-Key header: the same key returns the same leadReference and sends nothing new.',
          body: callBackLeadBody,
          response: registerResponses,
        },
      },
      async (request) => {
        const body = request.body;
        const deal = await snapshotDeal(deps.orm, body.vehiclePriceId);
        const contact = {
          emailAddress: normaliseEmail(body.emailAddress),
          phoneNumber: body.phoneNumber,
          firstName: body.firstName,
          lastName: body.lastName,
          postcode: body.postcode,
        };
        return register(request, body.emailAddress, body[CAPTCHA_FIELD], contact, tracking(body), (lead) => ({
          type: 'RequestCallBack',
          leadReference: lead.leadReference,
          personId: lead.personId,
          deal,
          contact: lead.contact as Extract<LeadCommand, { type: 'RequestCallBack' }>['contact'],
          tracking: lead.tracking,
          code: lead.code,
        }));
      },
    );

    for (const kind of ['pcp', 'poor-credit'] as const satisfies readonly AlternativeLeadKind[]) {
      app.post(
        `/lead/register/${kind}`,
        {
          config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
          schema: {
            tags: ['leads'],
            summary: `Ask about ${kind === 'pcp' ? 'PCP finance' : 'leasing with a poor credit history'}; once verified it goes on to the leads service.`,
            body: alternativeLeadBody,
            response: registerResponses,
          },
        },
        async (request) => {
          const body = request.body;
          const contact = {
            emailAddress: normaliseEmail(body.emailAddress),
            phoneNumber: body.phoneNumber,
            firstName: body.firstName,
            lastName: body.lastName,
          };
          return register(request, body.emailAddress, body[CAPTCHA_FIELD], contact, tracking(body), (lead) => ({
            type: 'RequestAlternativeLead',
            leadReference: lead.leadReference,
            kind,
            personId: lead.personId,
            details: {
              manufacturer: body.manufacturer,
              model: body.model,
              derivative: body.derivative,
              leaseType: body.leaseType,
              term: body.term,
              mileage: body.mileage,
              initialPaymentInMonths: body.initialPaymentInMonths,
              monthlyPaymentPence: poundsToPence(body.monthlyPayment),
              initialPaymentTotalPence: poundsToPence(body.initialPaymentTotal),
              documentFeePence: poundsToPence(body.documentFee),
            },
            contact: lead.contact as Extract<LeadCommand, { type: 'RequestAlternativeLead' }>['contact'],
            tracking: lead.tracking,
            code: lead.code,
          }));
        },
      );
    }

    app.post(
      '/lead/code/send',
      {
        // Per IP across leads, on top of the lead's own three an hour: one address cannot spray codes at many people.
        config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
        schema: {
          tags: ['leads'],
          summary: 'Send a new verification code for a lead (at most 3 codes per lead per hour).',
          body: leadCodeResendBody,
          response: registerResponses,
        },
      },
      async (request) => {
        const { leadReference } = request.body;
        const lead = await loadState(deps.store, leadStream(leadReference), leadDecider);
        if (!lead.state.personId) throw new CommandRefused('LEAD_NOT_FOUND', LEAD_REFUSALS.notFound, 404);
        const at = now();
        const { issued, code } = await issueCode(
          { orm: deps.orm, vault: services.vault, secret: deps.config.SERVER_SECRET, now: at },
          { leadReference, personId: lead.state.personId, channel: services.codeChannel },
        );
        const result = await handleCommand(deps.store, {
          stream: leadStream(leadReference),
          decider: leadDecider,
          command: { type: 'ResendVerificationCode', code: issued },
          metadata: requestMetadata(request, deps.config.version, at),
          now: at,
          known: lead,
        });
        if (result.events.some((event) => event.type === 'LeadExpired')) throw leadExpired();
        if (services.printCodes) printCode(request.log, leadReference, code);
        return { leadReference, position: result.position };
      },
    );

    const verifyResponse = z.object({ enquiryReference: z.string(), position: z.string().nullable() });
    for (const path of ['/lead/verify', '/lead/code/confirm', '/lead/confirm']) {
      app.post(
        path,
        {
          config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
          schema: {
            tags: ['leads'],
            summary: 'Confirm a lead with its six-digit code; it becomes an enquiry sent to the supplier.',
            description: 'The three paths are the same call (spec §7). At most 5 wrong codes per code; a code lives 10 minutes.',
            body: leadVerificationBody,
            response: { 200: verifyResponse },
          },
        },
        async (request) => {
          const body = request.body;
          const enquiryReference = enquiryReferenceForLead(deps.config.SERVER_SECRET, body.leadReference);
          const lead = await loadState(deps.store, leadStream(body.leadReference), leadDecider);
          const { state, events } = lead;
          if (state.status === 'verified') return { enquiryReference: state.enquiryReference!, position: null };
          // The supplier's next feed may have dropped the deal while the person was reading their code.
          if (state.kind === 'call-back' && state.dealId !== null) await snapshotDeal(deps.orm, state.dealId);
          const codeHash = hashCode(deps.config.SERVER_SECRET, body.leadReference, body.code);
          const at = now();
          let forwardedTo: string | undefined;
          if (state.kind && state.kind !== 'call-back' && deps.config.LEADS_SERVICE_URL && wouldVerify(state, codeHash, at)) {
            await forwardAlternativeLead(deps, request, { leadReference: body.leadReference, enquiryReference, events, consents: body, at });
            forwardedTo = LEADS_SERVICE;
          }
          const result = await handleCommand(deps.store, {
            stream: leadStream(body.leadReference),
            decider: leadDecider,
            command: {
              type: 'VerifyLead',
              codeHash,
              enquiryReference,
              marketingCommunicationsEmail: body.marketingCommunicationsEmail,
              marketingCommunicationsSms: body.marketingCommunicationsSms,
              forwardedTo,
            },
            metadata: requestMetadata(request, deps.config.version, at),
            now: at,
            known: lead,
          });
          const failed = result.events.find((event) => event.type === 'VerificationFailed');
          if (failed) throw wrongCode();
          if (result.events.some((event) => event.type === 'LeadExpired')) throw leadExpired();
          return { enquiryReference, position: result.position };
        },
      );
    }
  };

function printCode(log: FastifyBaseLogger, leadReference: string, code: string) {
  log.info({ leadReference, code }, `verification code ${code} for ${leadReference} (printed because DEV_LOG_CODES is set)`);
}
