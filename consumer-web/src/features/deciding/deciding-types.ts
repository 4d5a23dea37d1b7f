import type { ScoreExplanation as DomainScoreExplanation } from '@lease/domain';
import type { DealItem } from '../search/search-types';

/** GET /pcp/calculate, money in pounds (docs/pcp.md). */
export interface PcpAnswer {
  vehicleId: number;
  annualMileage: number;
  quote: {
    cashPrice: number;
    deposit: number;
    totalCredit: number;
    monthlyPayments: number;
    monthlyPayment: number;
    finalPayment: number;
    finalPaymentMonth: number;
    durationMonths: number;
    totalChargeForCredit: number;
    totalAmountPayable: number;
    apr: number;
    rateOfInterest: number;
  };
  futureValue: { amount: number; percent: number; factors: string[] };
  representativeExample: { label: string; value: string }[];
  lease: { term: number; mileage: number; upfront: number; monthly: number; totalCost: number; vatIncluded: boolean; pcpIfHandedBack: number; pcpToOwn: number; inWords: string } | null;
}

/** GET /recommendations. */
export interface RecommendationsAnswer {
  for: DealItem;
  recommendations: { deal: DealItem; reasons: string[] }[];
  message: string | null;
}

/** GET /deal/score: why the deal ranks where it does (the domain's explanation, with the deal's id). */
export type ScoreExplanation = DomainScoreExplanation & { id: number };
