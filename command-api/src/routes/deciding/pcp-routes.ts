import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  convertPriceBasis,
  formatWholePounds,
  guaranteedFutureValue,
  LEASE_TYPES,
  PCP_DEFAULTS,
  pcpQuote,
  RETAINED_BY_MONTHS,
  representativeExample,
  type PcpQuote,
  type VehicleSpec,
} from '@lease/domain';
import { findDealsWithVehicles, findVehicle } from '@lease/projections';
import type { AppDeps } from '../../deps';
import { ApiError, notFound } from '../../plugins/api-error';
import { awaitConsistency, consistentWithQuery } from '../../plugins/consistency';
import { pounds } from '../pounds';

// GET /pcp/calculate (spec §7; docs/pcp.md): a PCP quote for a vehicle, or set beside one of its lease deals, with
// the representative example a finance promotion must carry (CONC 3.5.5R). Unknown vehicles and deals are a 404,
// which the site answers by showing no PCP section (spec §8).

const TERMS = Object.keys(RETAINED_BY_MONTHS).map(Number);
const id = (field: string) => z.coerce.number({ error: `${field} is a whole number` }).int({ error: `${field} is a whole number` }).positive({ error: `${field} is a whole number` });
const money = (field: string) => z.coerce.number({ error: `${field} is an amount in pounds` }).min(0, { error: `${field} cannot be negative` }).max(10_000_000, { error: `${field} is at most 10000000` });

const querystring = z
  .object({
    dealId: id('dealId').optional(),
    vehicleId: id('vehicleId').optional(),
    cashPrice: money('cashPrice').optional(),
    deposit: money('deposit').optional(),
    term: z.coerce
      .number({ error: `term is one of ${TERMS.join(', ')} months` })
      .refine((term) => TERMS.includes(term), { error: `term is one of ${TERMS.join(', ')} months` })
      .optional(),
    mileage: z.coerce.number({ error: 'mileage is miles a year' }).int({ error: 'mileage is miles a year' }).min(1_000, { error: 'mileage is at least 1000 miles a year' }).max(50_000, { error: 'mileage is at most 50000 miles a year' }).optional(),
    apr: z.coerce.number({ error: 'apr is a percentage' }).min(0, { error: 'apr is a percentage from 0 to 100' }).max(100, { error: 'apr is a percentage from 0 to 100' }).optional(),
  })
  .extend(consistentWithQuery.shape)
  .refine((query) => query.dealId !== undefined || query.vehicleId !== undefined, { error: 'Name the vehicle (vehicleId) or one of its deals (dealId)', path: ['vehicleId'] });

const invalid = (field: string, message: string) => new ApiError(400, { type: 'validation', code: 'VALIDATION_FAILED', message: 'Some querystring fields are not valid', errors: { [field]: message } });

const inPounds = (quote: PcpQuote) => ({
  cashPrice: pounds(quote.cashPricePence),
  deposit: pounds(quote.depositPence),
  totalCredit: pounds(quote.totalCreditPence),
  monthlyPayments: quote.monthlyPayments,
  monthlyPayment: pounds(quote.monthlyPaymentPence),
  finalPayment: pounds(quote.finalPaymentPence),
  finalPaymentMonth: quote.finalPaymentMonth,
  durationMonths: quote.durationMonths,
  totalChargeForCredit: pounds(quote.totalChargeForCreditPence),
  totalAmountPayable: pounds(quote.totalAmountPayablePence),
  apr: quote.aprPercent,
  rateOfInterest: quote.rateOfInterestPercent,
});

const money0 = (pence: number) => formatWholePounds(pence / 100);

export const pcpRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/pcp/calculate',
      {
        schema: {
          tags: ['deciding'],
          summary: 'A PCP quote for a vehicle (or beside one of its deals): monthly and final payments, APR, totals, the representative example, and how it compares with the lease.',
          querystring,
        },
      },
      async (request, reply) => {
        const query = request.query;
        await awaitConsistency(deps.orm, reply, ['catalogue'], query.consistentWith);
        let vehicle: VehicleSpec;
        let lease: { term: number; mileage: number; upfrontPence: number; monthlyPence: number; totalCostPence: number; leaseType: number } | null = null;
        if (query.dealId !== undefined) {
          const [found] = await findDealsWithVehicles(deps.orm, [query.dealId]);
          if (!found) throw notFound(`There is no deal ${query.dealId} in force`);
          vehicle = found.vehicle;
          // PCP is consumer credit, so the lease it is set beside is priced as a person pays it: VAT included.
          const personal = (pence: number) => convertPriceBasis(pence, found.deal.leaseType, LEASE_TYPES.personal);
          lease = {
            term: found.deal.term,
            mileage: found.deal.mileage,
            upfrontPence: personal(found.deal.monthlyPence * found.deal.initialMonths),
            monthlyPence: personal(found.deal.monthlyPence),
            totalCostPence: personal(found.deal.totalCostPence),
            leaseType: found.deal.leaseType,
          };
        } else {
          const found = await findVehicle(deps.orm, query.vehicleId!);
          if (!found) throw notFound(`There is no vehicle ${query.vehicleId}`);
          vehicle = found.spec;
        }
        const cashPricePence = Math.round((query.cashPrice ?? vehicle.listPricePence / 100) * 100);
        const term = query.term ?? (lease && TERMS.includes(lease.term) ? lease.term : PCP_DEFAULTS.termMonths);
        const mileage = query.mileage ?? lease?.mileage ?? PCP_DEFAULTS.annualMileage;
        const depositPence = query.deposit !== undefined ? Math.round(query.deposit * 100) : (lease?.upfrontPence ?? Math.round(cashPricePence * PCP_DEFAULTS.depositShare));
        if (depositPence >= cashPricePence) throw invalid('deposit', 'deposit must be less than the cash price');
        const apr = query.apr ?? PCP_DEFAULTS.aprPercent;
        const futureValue = guaranteedFutureValue({ cashPricePence, durationMonths: term, annualMileage: mileage, vehicleType: vehicle.vehicleType, fuelTypeId: vehicle.fuelType.id, bodyStyleId: vehicle.bodyStyle.id });
        // The final payment never exceeds what is borrowed: a deposit that large leaves nothing to defer.
        const futureValuePence = Math.min(futureValue.pence, Math.floor((cashPricePence - depositPence) / 2));
        const quote = pcpQuote({
          cashPricePence, depositPence, durationMonths: term, monthlyPayments: term - 1, finalPaymentMonth: term, futureValuePence,
          optionToPurchaseFeePence: PCP_DEFAULTS.optionToPurchaseFeePence, annualRate: apr / 100,
        });
        const handBackPence = quote.depositPence + quote.monthlyPayments * quote.monthlyPaymentPence;
        return {
          vehicleId: vehicle.vehicleId,
          annualMileage: mileage,
          quote: inPounds(quote),
          futureValue: { amount: pounds(futureValuePence), percent: futureValue.percent, factors: futureValue.factors },
          representativeExample: representativeExample(quote, mileage),
          lease: lease && {
            term: lease.term,
            mileage: lease.mileage,
            upfront: pounds(lease.upfrontPence),
            monthly: pounds(lease.monthlyPence),
            totalCost: pounds(lease.totalCostPence),
            vatIncluded: true,
            pcpIfHandedBack: pounds(handBackPence),
            pcpToOwn: pounds(quote.totalAmountPayablePence),
            inWords: compareInWords(lease.totalCostPence, lease.term, handBackPence, quote),
          },
        };
      },
    );
  };

function compareInWords(leasePence: number, leaseTerm: number, handBackPence: number, quote: PcpQuote): string {
  const gap = handBackPence - leasePence;
  const handBack =
    Math.abs(gap) < 100
      ? 'about the same as the lease'
      : `${money0(Math.abs(gap))} ${gap > 0 ? 'more' : 'less'} than the lease`;
  const sameTerm = leaseTerm === quote.durationMonths ? '' : ` (the lease runs ${leaseTerm} months, the PCP ${quote.durationMonths})`;
  return `The lease costs ${money0(leasePence)} in all and the car goes back${sameTerm}. On PCP you pay ${money0(handBackPence)} if you hand it back, ${handBack}, or ${money0(quote.totalAmountPayablePence)} to own it, paying the ${money0(quote.finalPaymentPence)} final payment.`;
}
