// The brokers, leasing companies and dealer groups that publish rate books on the site. The names are invented;
// each has a public profile (fees, terms, delivery) and a pricing policy that shapes which deals it offers.
import type { SupplierProfile } from '../../domain/src';

export interface SupplierPolicy {
  profile: SupplierProfile;
  serves: 'cars' | 'vans' | 'both';
  /** Makes a dealer group holds franchises for; it rarely offers anything else. */
  franchise: readonly string[] | null;
  /** How often it is among a vehicle's suppliers, relative to others. */
  weight: number;
  /** Extra weight for electric and plug-in vehicles (a specialist). */
  electricBias: number;
  leaseTypes: readonly (1 | 2)[];
  terms: readonly number[];
  mileages: readonly number[];
  initials: readonly number[];
  /** Share of its vehicles it has in stock for quick delivery. */
  stockShare: number;
  /** Sells nearly-new stock, tagged 'Approved used' (98). */
  approvedUsed: boolean;
  /** Puts 'Free home delivery' (83) on some deals. */
  freeDelivery: boolean;
  /** Its prices relative to the market: volume brokers are keen, funders' direct desks less so. */
  margin: number;
}

const ALL_TERMS = [12, 18, 24, 36, 48, 60];
const CORE_TERMS = [24, 36, 48];
const ALL_MILES = [5_000, 6_000, 8_000, 10_000, 12_000, 15_000, 20_000, 25_000, 30_000, 35_000];
const UP_TO_25K = ALL_MILES.filter((miles) => miles <= 25_000);
const UP_TO_20K = ALL_MILES.filter((miles) => miles <= 20_000);
const ALL_INITIALS = [1, 3, 6, 9, 12];

const COOLING_OFF = 'You have 14 days from signing the finance agreement to withdraw at no cost.';

interface Row {
  id: number;
  name: string;
  kind: SupplierProfile['kind'];
  rating: number;
  /** Pounds; null when it charges an arrangement fee instead (second value). */
  fees: readonly [document: number | null, arrangement: number | null];
  cancellation: string;
  days: readonly [inStock: number, factoryOrder: number];
  policy: Omit<SupplierPolicy, 'profile'>;
}

const ROWS: readonly Row[] = [
  { id: 1, name: 'Kestrel Lane Leasing', kind: 'broker', rating: 4.7, fees: [199, null], days: [10, 90],
    cancellation: `${COOLING_OFF} Orders cancelled after that but before delivery incur a £250 administration charge.`,
    policy: { serves: 'both', franchise: null, weight: 3, electricBias: 1, leaseTypes: [1, 2], terms: CORE_TERMS, mileages: ALL_MILES.slice(0, 9), initials: ALL_INITIALS, stockShare: 0.1, approvedUsed: false, freeDelivery: false, margin: 0.99 } },
  { id: 2, name: 'Harbourside Contract Hire', kind: 'leasing company', rating: 4.2, fees: [0, null], days: [14, 120],
    cancellation: `${COOLING_OFF} After delivery, early termination costs 50% of the rentals remaining.`,
    policy: { serves: 'both', franchise: null, weight: 2, electricBias: 1, leaseTypes: [1, 2], terms: ALL_TERMS, mileages: ALL_MILES, initials: ALL_INITIALS, stockShare: 0, approvedUsed: false, freeDelivery: false, margin: 1.03 } },
  { id: 3, name: 'Brindley & Marsh Motor Group', kind: 'dealer group', rating: 4.4, fees: [249, null], days: [7, 100],
    cancellation: `${COOLING_OFF} Stock vehicles reserved for you can be released within 48 hours of reservation without charge.`,
    policy: { serves: 'cars', franchise: ['Volkswagen', 'Audi', 'Skoda', 'SEAT', 'Cupra'], weight: 2, electricBias: 1, leaseTypes: [1, 2], terms: CORE_TERMS, mileages: UP_TO_20K, initials: [1, 3, 6, 9], stockShare: 0.6, approvedUsed: true, freeDelivery: true, margin: 0.98 } },
  { id: 4, name: 'Ashcombe Vehicle Finance', kind: 'leasing company', rating: 4.0, fees: [null, 295], days: [21, 120],
    cancellation: 'Business contracts may be terminated early after 12 months by paying 60% of the outstanding rentals, plus any excess mileage.',
    policy: { serves: 'both', franchise: null, weight: 2, electricBias: 1, leaseTypes: [2], terms: [24, 36, 48, 60], mileages: ALL_MILES, initials: ALL_INITIALS, stockShare: 0, approvedUsed: false, freeDelivery: false, margin: 1.0 } },
  { id: 5, name: 'Wrekin Lease Direct', kind: 'broker', rating: 4.8, fees: [149, null], days: [10, 90],
    cancellation: `${COOLING_OFF} We do not charge for cancelling a factory order until the build slot is confirmed.`,
    policy: { serves: 'cars', franchise: null, weight: 2, electricBias: 1, leaseTypes: [1], terms: CORE_TERMS, mileages: ALL_MILES.slice(0, 6), initials: ALL_INITIALS, stockShare: 0.15, approvedUsed: false, freeDelivery: false, margin: 1.02 } },
  { id: 6, name: 'Tamar Valley Vehicle Contracts', kind: 'broker', rating: 4.5, fees: [225, null], days: [12, 95],
    cancellation: `${COOLING_OFF} Later cancellations are charged at the cost the funder passes on to us, capped at one month's rental.`,
    policy: { serves: 'both', franchise: null, weight: 2, electricBias: 1, leaseTypes: [1, 2], terms: [18, 24, 36, 48], mileages: ALL_MILES.slice(0, 8), initials: ALL_INITIALS, stockShare: 0.1, approvedUsed: false, freeDelivery: false, margin: 1.0 } },
  { id: 7, name: 'Ironbridge Van Contracts', kind: 'broker', rating: 4.6, fees: [199, null], days: [5, 110],
    cancellation: 'Business orders can be cancelled free of charge until the van is allocated; after allocation a £300 cancellation fee applies.',
    policy: { serves: 'vans', franchise: null, weight: 6, electricBias: 1, leaseTypes: [2], terms: [24, 36, 48, 60], mileages: ALL_MILES.slice(2), initials: ALL_INITIALS, stockShare: 0.35, approvedUsed: false, freeDelivery: true, margin: 0.97 } },
  { id: 8, name: 'Greyfriars Fleet Solutions', kind: 'leasing company', rating: 3.9, fees: [null, 240], days: [21, 130],
    cancellation: 'Early termination is available at any point on payment of 65% of the remaining rentals; personal customers also keep their statutory rights.',
    policy: { serves: 'both', franchise: null, weight: 2, electricBias: 1, leaseTypes: [2], terms: [24, 36, 48, 60], mileages: ALL_MILES, initials: ALL_INITIALS, stockShare: 0.05, approvedUsed: false, freeDelivery: false, margin: 1.01 } },
  { id: 9, name: 'Calder & Hume Motors', kind: 'dealer group', rating: 4.3, fees: [99, null], days: [7, 85],
    cancellation: `${COOLING_OFF} Deposits on stock vehicles are refundable until the vehicle is registered in your name.`,
    policy: { serves: 'both', franchise: ['Ford', 'Kia', 'Hyundai', 'Toyota'], weight: 2, electricBias: 1, leaseTypes: [1, 2], terms: CORE_TERMS, mileages: UP_TO_20K, initials: [1, 3, 6, 9, 12], stockShare: 0.55, approvedUsed: true, freeDelivery: false, margin: 0.99 } },
  { id: 10, name: 'Blue Anchor Leasing', kind: 'broker', rating: 4.9, fees: [279, null], days: [10, 90],
    cancellation: `${COOLING_OFF} After that, cancelling before delivery costs £199.`,
    policy: { serves: 'cars', franchise: null, weight: 3, electricBias: 1, leaseTypes: [1, 2], terms: CORE_TERMS, mileages: [5_000, 8_000, 10_000, 12_000, 15_000, 20_000], initials: ALL_INITIALS, stockShare: 0, approvedUsed: false, freeDelivery: true, margin: 0.97 } },
  { id: 11, name: 'Thistledown Vehicle Leasing', kind: 'broker', rating: 4.4, fees: [175, null], days: [14, 100],
    cancellation: `${COOLING_OFF} Delivery to the Highlands and Islands is included, and cancellation after dispatch is charged at cost.`,
    policy: { serves: 'both', franchise: null, weight: 2, electricBias: 1, leaseTypes: [1, 2], terms: [24, 36, 48, 60], mileages: UP_TO_25K, initials: ALL_INITIALS, stockShare: 0.1, approvedUsed: false, freeDelivery: false, margin: 1.01 } },
  { id: 12, name: 'Ravensworth Motor Group', kind: 'dealer group', rating: 4.1, fees: [299, null], days: [7, 120],
    cancellation: `${COOLING_OFF} Factory orders cancelled after confirmation forfeit the £500 order deposit.`,
    policy: { serves: 'both', franchise: ['BMW', 'MINI', 'Mercedes-Benz', 'Land Rover', 'Jaguar', 'Porsche', 'Volvo', 'Lexus'], weight: 2, electricBias: 1, leaseTypes: [1, 2], terms: [24, 36, 48], mileages: UP_TO_20K, initials: [3, 6, 9, 12], stockShare: 0.5, approvedUsed: true, freeDelivery: false, margin: 1.0 } },
  { id: 13, name: 'Cobalt Lane EV Leasing', kind: 'broker', rating: 4.6, fees: [189, null], days: [10, 80],
    cancellation: `${COOLING_OFF} Home charger installations already booked are refunded in full if you cancel.`,
    policy: { serves: 'cars', franchise: null, weight: 1, electricBias: 6, leaseTypes: [1, 2], terms: [24, 36, 48], mileages: [5_000, 6_000, 8_000, 10_000, 12_000, 15_000, 20_000], initials: ALL_INITIALS, stockShare: 0.2, approvedUsed: false, freeDelivery: true, margin: 0.98 } },
  { id: 14, name: 'Quayside Car & Van Leasing', kind: 'broker', rating: 3.8, fees: [0, null], days: [7, 90],
    cancellation: 'Short-term contracts can be cancelled with one month\'s notice after the first 6 months; longer contracts follow the funder\'s early-termination terms.',
    policy: { serves: 'both', franchise: null, weight: 1.5, electricBias: 1, leaseTypes: [1, 2], terms: [12, 18, 24, 36, 48], mileages: UP_TO_25K, initials: [1, 3, 6], stockShare: 0.2, approvedUsed: false, freeDelivery: true, margin: 1.05 } },
  { id: 15, name: 'Elmstead Contract Hire', kind: 'leasing company', rating: 4.0, fees: [null, 199], days: [21, 140],
    cancellation: `${COOLING_OFF} Afterwards, settlement figures are quoted on request and are typically 40-60% of the remaining rentals.`,
    policy: { serves: 'both', franchise: null, weight: 1.5, electricBias: 1, leaseTypes: [1, 2], terms: ALL_TERMS, mileages: ALL_MILES, initials: ALL_INITIALS, stockShare: 0, approvedUsed: false, freeDelivery: false, margin: 1.02 } },
  { id: 16, name: 'Peak & Dale Vehicle Leasing', kind: 'broker', rating: 4.5, fees: [165, null], days: [10, 95],
    cancellation: `${COOLING_OFF} There is no fee for cancelling an order that has not yet been placed with the manufacturer.`,
    policy: { serves: 'both', franchise: null, weight: 2, electricBias: 1, leaseTypes: [1, 2], terms: CORE_TERMS, mileages: [5_000, 8_000, 10_000, 15_000, 20_000, 25_000, 30_000], initials: ALL_INITIALS, stockShare: 0.15, approvedUsed: false, freeDelivery: false, margin: 0.99 } },
  { id: 17, name: 'Tollgate Business Leasing', kind: 'leasing company', rating: 3.7, fees: [null, 350], days: [28, 150],
    cancellation: 'Business customers may end a contract early by paying 70% of the remaining rentals; vehicles must be returned in fair wear and tear condition.',
    policy: { serves: 'both', franchise: null, weight: 1.5, electricBias: 1, leaseTypes: [2], terms: [24, 36, 48, 60], mileages: ALL_MILES, initials: [1, 3, 6, 9, 12], stockShare: 0, approvedUsed: false, freeDelivery: false, margin: 1.03 } },
  { id: 18, name: 'Wyvern Fleet Direct', kind: 'broker', rating: 4.3, fees: [210, null], days: [12, 100],
    cancellation: `${COOLING_OFF} Cancellation after the vehicle has been registered is charged at the funder's termination cost.`,
    policy: { serves: 'both', franchise: null, weight: 2, electricBias: 1.5, leaseTypes: [1, 2], terms: [24, 36, 48, 60], mileages: ALL_MILES.slice(0, 8), initials: ALL_INITIALS, stockShare: 0.1, approvedUsed: false, freeDelivery: false, margin: 1.0 } },
];

export const SUPPLIER_POLICIES: readonly SupplierPolicy[] = ROWS.map((row) => ({
  ...row.policy,
  profile: {
    supplierId: row.id,
    name: row.name,
    kind: row.kind,
    rating: row.rating,
    documentFeePence: row.fees[0] === null ? null : row.fees[0] * 100,
    arrangementFeePence: row.fees[1] === null ? null : row.fees[1] * 100,
    cancellationTerms: row.cancellation,
    deliveryLeadTimeDays: { inStock: row.days[0], factoryOrder: row.days[1] },
    leadEndpoint: null,
  },
}));

/** The regional names of a supplier's further copies at the `3x` scale, in order. */
const REGIONS = ['North', 'South', 'East', 'West'];

/**
 * The suppliers of a catalogue that has each supplier `copies` times: the first copy is the supplier itself, and
 * copy k (from 1) trades as "<name> <region>" with id k·100 + its own (ids stay within the 999 a deal id allows).
 */
export function supplierCopies(copies: number): SupplierPolicy[][] {
  if (copies < 1 || copies > REGIONS.length + 1) throw new RangeError(`between 1 and ${REGIONS.length + 1} copies of each supplier, not ${copies}`);
  return Array.from({ length: copies }, (_, copy) =>
    SUPPLIER_POLICIES.map((policy) =>
      copy === 0
        ? policy
        : { ...policy, profile: { ...policy.profile, supplierId: copy * 100 + policy.profile.supplierId, name: `${policy.profile.name} ${REGIONS[copy - 1]}` } },
    ),
  );
}
