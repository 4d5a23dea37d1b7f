// Lease profiles as small integers: the same index the domain's deal ids use (profileIndex in deal-identity.ts),
// so a stream's rate book fits in typed arrays of 1,200 slots instead of maps of tuples.
import type { InitialPaymentInMonths, Mileage, ProfileKey, Term } from '../../domain/src';
import { INITIAL_PAYMENT_MONTHS_OPTIONS, MILEAGE_OPTIONS, TERM_OPTIONS_WITH_60 } from '../../domain/src';

// Math's functions are bound once here: Jest runs modules in a vm context where every global lookup goes
// through an interceptor, which made the hot pricing loops an order of magnitude slower under test.
const { floor } = Math;

export const PROFILE_COUNT = 2 * TERM_OPTIONS_WITH_60.length * MILEAGE_OPTIONS.length * INITIAL_PAYMENT_MONTHS_OPTIONS.length * 2;
/** Profiles that share a term, mileage and stock status reprice together: 6 x 10 x 2 of them. */
export const GROUP_COUNT = TERM_OPTIONS_WITH_60.length * MILEAGE_OPTIONS.length * 2;

export interface ProfileParts {
  leaseType: 1 | 2;
  term: Term;
  mileage: Mileage;
  initial: InitialPaymentInMonths;
  stock: 1 | 2;
}

export function encodeProfile(leaseType: 1 | 2, term: number, mileage: number, initial: number, stock: 1 | 2): number {
  const termIndex = TERM_OPTIONS_WITH_60.indexOf(term as never);
  const mileageIndex = MILEAGE_OPTIONS.indexOf(mileage as never);
  const initialIndex = INITIAL_PAYMENT_MONTHS_OPTIONS.indexOf(initial as never);
  if (termIndex < 0 || mileageIndex < 0 || initialIndex < 0) throw new RangeError(`Not a listed lease profile: ${term}/${mileage}/${initial}`);
  return ((((leaseType - 1) * 6 + termIndex) * 10 + mileageIndex) * 5 + initialIndex) * 2 + (stock - 1);
}

export function decodeProfile(index: number): ProfileParts {
  return {
    stock: ((index % 2) + 1) as 1 | 2,
    initial: INITIAL_PAYMENT_MONTHS_OPTIONS[floor(index / 2) % 5] ?? 1,
    mileage: MILEAGE_OPTIONS[floor(index / 10) % 10] ?? 5_000,
    term: TERM_OPTIONS_WITH_60[floor(index / 100) % 6] ?? 36,
    leaseType: (floor(index / 600) + 1) as 1 | 2,
  };
}

export function profileKeyOf(index: number): ProfileKey {
  const { leaseType, term, mileage, initial, stock } = decodeProfile(index);
  return [leaseType, term, mileage, initial, stock];
}

/** The repricing group (term, mileage, stock status) of a profile, whatever its lease type and initial months. */
export const groupOf = (index: number) => floor((index % 600) / 10) * 2 + (index % 2);

/** The tag group: promotions are set per lease type within a repricing group. */
export const tagGroupOf = (index: number) => (index >= 600 ? GROUP_COUNT : 0) + groupOf(index);
