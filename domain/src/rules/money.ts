// Money is integer pence (ARCHITECTURE.md "Money and units"); the HTTP API speaks pounds with at most two
// decimals. VAT and the initial cost are spec §9.
import { LEASE_TYPES, type LeaseType } from './lease-options';

export const VAT_RATE = 20;

// §9: "VAT is added as rate/100+1".
export function vatMultiplier(rate: number = VAT_RATE): number {
  return rate / 100 + 1;
}

function assertPence(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be whole pence, got ${value}`);
}

// Half a penny rounds away from zero, so a refund and a charge of the same size round to the same magnitude.
function roundToPence(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

// Works on (100 + rate) / 100 rather than the float 1.2 so that whole-pence inputs give exact products.
export function addVat(pence: number, rate: number = VAT_RATE): number {
  assertPence(pence, 'pence');
  return roundToPence((pence * (100 + rate)) / 100);
}

// addVat then removeVat gives back the original pence; the reverse may differ by a penny, as any VAT sum does.
export function removeVat(pence: number, rate: number = VAT_RATE): number {
  assertPence(pence, 'pence');
  return roundToPence((pence * 100) / (100 + rate));
}

// Business prices (lease type 2) are ex-VAT and personal prices include VAT (ARCHITECTURE.md).
export function convertPriceBasis(pence: number, from: LeaseType, to: LeaseType): number {
  if (from === to) {
    assertPence(pence, 'pence');
    return pence;
  }
  return to === LEASE_TYPES.personal ? addVat(pence) : removeVat(pence);
}

export type InitialCostInput = {
  readonly monthlyPayment: number;
  readonly initialPaymentInMonths: number;
  readonly term: number;
  readonly documentFee?: number | null;
  readonly arrangementFee?: number | null;
};

// §9: monthly payment × (initialPaymentInMonths + term − 1) + document fee, falling back to the arrangement
// fee when the document fee is absent. A deal with neither fee pays no fee.
export function initialCost(input: InitialCostInput): number {
  const { monthlyPayment, initialPaymentInMonths, term } = input;
  const fee = input.documentFee ?? input.arrangementFee ?? 0;
  assertPence(monthlyPayment, 'monthlyPayment');
  assertPence(fee, 'fee');
  for (const [name, months] of [
    ['initialPaymentInMonths', initialPaymentInMonths],
    ['term', term],
  ] as const) {
    if (!Number.isInteger(months) || months < 1) throw new RangeError(`${name} must be a positive whole number`);
  }
  return monthlyPayment * (initialPaymentInMonths + term - 1) + fee;
}

// Tolerates the binary error of values such as 0.29 * 100 = 28.999999999999996.
const POUND_DECIMALS_TOLERANCE = 1e-6;

export function hasAtMostTwoDecimals(pounds: number): boolean {
  if (!Number.isFinite(pounds)) return false;
  const scaled = pounds * 100;
  return Math.abs(scaled - Math.round(scaled)) < POUND_DECIMALS_TOLERANCE;
}

export function poundsToPence(pounds: number): number {
  if (!hasAtMostTwoDecimals(pounds)) throw new RangeError(`${pounds} is not pounds with at most two decimals`);
  const pence = Math.round(pounds * 100);
  assertPence(pence, 'pence');
  return pence === 0 ? 0 : pence;
}

export function penceToPounds(pence: number): number {
  assertPence(pence, 'pence');
  return pence / 100;
}

// Each toLocaleString with options builds a new Intl.NumberFormat: a results page formats hundreds of prices, so the
// formatters are built once. Marked pure, like uk-dates' formatters, so a bundle that never formats a price leaves
// them out.
const POUNDS_AND_PENCE = /* @__PURE__ */ new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const WHOLE_POUNDS = /* @__PURE__ */ new Intl.NumberFormat('en-GB');

/** Pounds as people read them, with pence: £1,234.50. One definition for the site, the API's words and its documents. */
export const formatPounds = (pounds: number) => `£${POUNDS_AND_PENCE.format(pounds)}`;

/** Whole pounds, for totals and sentences where pence are noise: £1,235. */
export const formatWholePounds = (pounds: number) => `£${WHOLE_POUNDS.format(Math.round(pounds))}`;
