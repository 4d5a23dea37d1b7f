// Lease profiles as small integers: the domain's profile index (deal-identity.ts, which also decodes it), so a
// stream's rate book fits in typed arrays of 1,200 slots instead of maps of tuples.
import type { InitialPaymentInMonths, Mileage, Term } from '../../domain/src';
import { MILEAGE_OPTIONS, profileFromIndex, TERM_OPTIONS_WITH_60 } from '../../domain/src';

// Math's functions are bound once here: Jest runs modules in a vm context where every global lookup goes
// through an interceptor, which made the hot pricing loops an order of magnitude slower under test.
const { floor } = Math;

export { PROFILE_COUNT } from '../../domain/src';
/** Profiles that share a term, mileage and stock status reprice together: 6 x 10 x 2 of them. */
export const GROUP_COUNT = TERM_OPTIONS_WITH_60.length * MILEAGE_OPTIONS.length * 2;

export interface ProfileParts {
  leaseType: 1 | 2;
  term: Term;
  mileage: Mileage;
  initial: InitialPaymentInMonths;
  stock: 1 | 2;
}

export function decodeProfile(index: number): ProfileParts {
  const [leaseType, term, mileage, initial, stock] = profileFromIndex(index);
  return { leaseType, term: term as Term, mileage: mileage as Mileage, initial: initial as InitialPaymentInMonths, stock };
}

/** The repricing group (term, mileage, stock status) of a profile, whatever its lease type and initial months. */
export const groupOf = (index: number) => floor((index % 600) / 10) * 2 + (index % 2);

/** The tag group: promotions are set per lease type within a repricing group. */
export const tagGroupOf = (index: number) => (index >= 600 ? GROUP_COUNT : 0) + groupOf(index);
