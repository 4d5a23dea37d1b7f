import type { DealDetail } from '../vehicle/vehicle-types';
import type { AlternativeLeadDeal, DealRef } from './enquiry-actions';

export const dealRef = (deal: DealDetail): DealRef => ({ dealId: deal.id, monthlyPayment: deal.monthlyPayment });

/** The deal as a PCP or poor-credit lead sends it; the fee is the document fee, or the arrangement fee without one. */
export function alternativeLeadDeal(deal: DealDetail): AlternativeLeadDeal {
  return {
    manufacturer: deal.manufacturerName,
    model: deal.rangeName,
    derivative: deal.derivativeName,
    leaseType: deal.leaseType,
    term: deal.term,
    mileage: deal.mileage,
    initialPaymentInMonths: deal.initialPaymentInMonths,
    initialPaymentTotal: deal.initialPayment,
    monthlyPayment: deal.monthlyPayment,
    documentFee: deal.fees.documentFee ?? deal.fees.arrangementFee ?? 0,
  };
}
