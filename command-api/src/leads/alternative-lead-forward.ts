import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, LEAD_MESSAGES, leadDecider, type LeadState } from '@lease/domain';
import type { AppDeps } from '../deps';
import { DeliveryError, deliveryErrorCode, redactPersonalText } from '../delivery/backoff';
import { postSigned, supplierSigningSecret } from '../delivery/supplier-webhook';
import { ApiError } from '../plugins/api-error';
import { errorReporterFor } from '../plugins/error-reporting';
import { dealNoLongerExists } from './deal-snapshot';
import { alternativeLeadPayload, LEADS_SERVICE } from './lead-payloads';
import { leadServicesFor } from './lead-services';

/** Whether this code would verify the lead now: only then is an alternative lead handed to the leads service. */
export function wouldVerify(state: LeadState, codeHash: string, at: Date): boolean {
  try {
    const events = leadDecider.decide({ type: 'VerifyLead', codeHash, enquiryReference: 'check', marketingCommunicationsEmail: false, marketingCommunicationsSms: false }, state, { now: at });
    return events.some((event) => event.type === 'LeadVerified');
  } catch {
    return false;
  }
}

class LeadsServiceFailure extends Error {
  override readonly name = 'LeadsServiceFailure';
}

/**
 * PCP and poor-credit leads go to the separate leads service while the person waits, as the spec's site posts
 * them: a failure there is reported (logged at error level with the lead, and sent to the error-reporting service,
 * spec §7) and the person is asked to try again, with their code still good. The delivery id is the lead, so the
 * service can drop a repeat.
 */
export async function forwardAlternativeLead(
  deps: AppDeps,
  request: Pick<FastifyRequest, 'log' | 'id'>,
  lead: Parameters<typeof alternativeLeadPayload>[1] & { at: Date },
) {
  const payload = await alternativeLeadPayload(leadServicesFor(deps).vault, lead);
  if (!payload) throw dealNoLongerExists();
  try {
    await postSigned({
      url: deps.config.LEADS_SERVICE_URL!,
      secret: supplierSigningSecret(deps.config.SERVER_SECRET, LEADS_SERVICE),
      deliveryId: lead.leadReference,
      payload,
      now: lead.at,
    });
  } catch (error) {
    // The code and a masked detail, not the error itself: the service's answer may quote the person's address.
    const detail = redactPersonalText((error instanceof Error ? error.message : String(error)).slice(0, 2000)).slice(0, 300);
    const errorCode = deliveryErrorCode(error);
    request.log.error(
      { leadReference: lead.leadReference, errorCode, permanent: error instanceof DeliveryError ? error.permanent : null, detail },
      'leads service refused an alternative lead',
    );
    // A report of its own words, not the error: the service's answer may quote the person (the log's detail is masked).
    errorReporterFor(deps).report(new LeadsServiceFailure(`leads service refused an alternative lead (${errorCode})`), {
      requestId: String(request.id),
      tags: { service: LEADS_SERVICE, errorCode, leadReference: lead.leadReference },
    });
    throw new ApiError(502, { type: 'api error', code: ERROR_CODES.SENDING_ALTERNATIVE_LEAD, message: LEAD_MESSAGES.alternativeLeadSendFailed });
  }
}
