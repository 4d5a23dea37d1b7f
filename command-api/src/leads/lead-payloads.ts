import { trackingOf, type AlternativeLeadDetails, type DealSnapshot, type LeadEvent } from '@lease/domain';
import type { PersonVault } from '@lease/projections';

/** The name the leads service has in delivery records, and the id its signing secret is derived from. */
export const LEADS_SERVICE = 'leads-service';

const pounds = (pence: number | null) => (pence === null ? null : Math.round(pence) / 100);

type SealedContact = Record<string, string | null>;

/** What a supplier receives for an enquiry or verified call-back: the deal as the person saw it, and who to call. */
export async function supplierLeadPayload(
  vault: PersonVault,
  message: {
    personId: string;
    enquiryReference: string;
    leadReference: string | null;
    source: string;
    deal: DealSnapshot;
    contact: SealedContact;
    consents: { email: boolean; sms: boolean } | null;
    sentAt: string;
  },
) {
  const contact = await vault.open(message.personId, message.contact);
  if (!contact) return null;
  const { deal } = message;
  return {
    enquiryReference: message.enquiryReference,
    leadReference: message.leadReference,
    type: message.source,
    sentAt: message.sentAt,
    deal: {
      dealId: deal.dealId,
      vehicleId: deal.vehicleId,
      manufacturer: deal.manufacturer,
      model: deal.model,
      derivative: deal.derivative,
      leaseType: deal.leaseType,
      term: deal.term,
      mileage: deal.mileage,
      initialPaymentInMonths: deal.initialPaymentInMonths,
      stockStatus: deal.stockStatus,
      monthlyPayment: pounds(deal.monthlyPaymentPence),
      initialPayment: pounds(deal.initialPaymentPence),
      documentFee: pounds(deal.documentFeePence),
    },
    customer: contact,
    marketingConsent: message.consents,
  };
}

export interface AlternativeLeadMessage {
  personId: string;
  leadReference: string;
  enquiryReference: string;
  kind: string;
  details: AlternativeLeadDetails;
  contact: SealedContact;
  /** Sealed like the contact (clear only from a version-1 lead, which the vault lets through). */
  tracking: Record<string, string>;
  consents: { email: boolean; sms: boolean };
  verifiedAt: string;
}

/**
 * What the leads service receives for a verified PCP or poor-credit lead: the spec's alternative-lead fields, the
 * contact and tracking opened with one trip for the person's key. Null once the person is erased.
 */
export async function openAlternativeLead(vault: PersonVault, message: AlternativeLeadMessage) {
  const [contact, tracking] = await vault.openMany<Record<string, string | null>>([
    { personId: message.personId, fields: message.contact },
    { personId: message.personId, fields: message.tracking },
  ]);
  if (!contact || !tracking) return null;
  const { details } = message;
  return {
    leadReference: message.leadReference,
    enquiryReference: message.enquiryReference,
    type: message.kind,
    verifiedAt: message.verifiedAt,
    manufacturer: details.manufacturer,
    model: details.model,
    derivative: details.derivative,
    leaseType: details.leaseType,
    term: details.term,
    mileage: details.mileage,
    initialPaymentInMonths: details.initialPaymentInMonths,
    monthlyPayment: pounds(details.monthlyPaymentPence),
    initialPaymentTotal: pounds(details.initialPaymentTotalPence),
    documentFee: pounds(details.documentFeePence),
    ...contact,
    marketingConsent: message.consents,
    tracking,
  };
}

/** The same payload, built from the lead's own events while the person waits for their verification. */
export async function alternativeLeadPayload(
  vault: PersonVault,
  lead: {
    leadReference: string;
    enquiryReference: string;
    events: readonly LeadEvent[];
    consents: { marketingCommunicationsEmail: boolean; marketingCommunicationsSms: boolean };
    at: Date;
  },
) {
  const requested = lead.events.find((event) => event.type === 'AlternativeLeadRequested');
  if (!requested) return null;
  return openAlternativeLead(vault, {
    personId: requested.data.personId,
    leadReference: lead.leadReference,
    enquiryReference: lead.enquiryReference,
    kind: requested.data.kind,
    details: requested.data.details,
    contact: requested.data.contact,
    tracking: trackingOf(requested.data),
    consents: { email: lead.consents.marketingCommunicationsEmail, sms: lead.consents.marketingCommunicationsSms },
    verifiedAt: lead.at.toISOString(),
  });
}
