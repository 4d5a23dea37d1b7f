import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { dealId, leadStream } from '../domain/src';
import type { EventStore } from '../event-store/src';
import { parsePosition } from '../event-store/src';
import { PersonVault, waitForProjections, projectors } from '../projections/src';
import { readCode } from '../command-api/src/leads/verification-codes';
import type { TestApi } from './api';
import { AT, golf, testEvent, testFeed, testOffer, testSupplier } from './catalogue-fixtures';

/** What the altcha widget puts in `g-recaptcha-response` after solving the API's own challenge. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const challenge: Challenge = (await app.inject({ url: '/captcha/challenge' })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
}

export const LEAD_SUPPLIER = 7;
/** The Golf deal the lead tests ask about: supplier 7, 36 months, 10,000 miles, 9 months up front, factory order. */
export const LEAD_DEAL = dealId(LEAD_SUPPLIER, golf.vehicleId, [2, 36, 10000, 9, 2]);

/** One supplier (with a lead endpoint when given) offering the Golf, waited for until the read models have it. */
export async function seedLeadDeal(api: { store: EventStore; orm: TestApi['orm'] }, leadEndpoint: string | null = null): Promise<void> {
  const store = api.store;
  await store.appendToStream(`supplier-${LEAD_SUPPLIER}`, [testEvent('SupplierOnboarded', { ...testSupplier(LEAD_SUPPLIER, 19_900), leadEndpoint })], {
    expectedRevision: 'any',
  });
  await store.appendToStream(`vehicle-${golf.vehicleId}`, [testEvent('VehicleListed', golf)], { expectedRevision: 'any' });
  const last = await store.appendToStream(`pricefeed-${LEAD_SUPPLIER}-${golf.vehicleId}`, [testFeed(LEAD_SUPPLIER, golf.vehicleId, AT, [testOffer(36, 24_000)])], {
    expectedRevision: 'any',
  });
  await caughtUp(api, `${last.position.commit}-${last.position.prepare}`);
}

/** Drops the lead deal from its supplier's feed, as the supplier's next feed would. */
export async function dropLeadDeal(api: TestApi): Promise<void> {
  const last = await api.store.appendToStream(
    `pricefeed-${LEAD_SUPPLIER}-${golf.vehicleId}`,
    [
      testEvent('PriceFeedChangesPublished', {
        supplierId: LEAD_SUPPLIER,
        vehicleId: golf.vehicleId,
        feedId: 'drop',
        effectiveAt: '2026-11-02T00:00:00.000Z',
        excessMileageTenthPence: 90,
        upserted: [],
        dropped: [[2, 36, 10000, 9, 2]],
      }),
    ],
    { expectedRevision: 'any' },
  );
  await caughtUp(api, `${last.position.commit}-${last.position.prepare}`);
}

export async function caughtUp(api: Pick<TestApi, 'orm'>, position: string | null): Promise<void> {
  const parsed = position ? parsePosition(position) : null;
  if (!parsed) return;
  const names = projectors.map((projector) => projector.name);
  if (!(await waitForProjections(api.orm, names, parsed, 10_000))) throw new Error(`read models did not reach ${position}`);
}

export function callBackBody(captcha: string, overrides: Record<string, unknown> = {}) {
  return {
    vehiclePriceId: LEAD_DEAL,
    emailAddress: 'sam.oneill@example.com',
    phoneNumber: '07700 900123',
    firstName: 'Sam',
    lastName: "O'Neill",
    postcode: 'sw1a 1aa',
    'g-recaptcha-response': captcha,
    utm_source: 'newsletter',
    visitorKey: 'visitor-1',
    ...overrides,
  };
}

/** The code last sent for a lead, read the way the sender reads it (from beside the log, opened with the person's key). */
export async function latestCode(api: TestApi, store: EventStore, leadReference: string): Promise<string> {
  const events = await store.readStream(leadStream(leadReference));
  const issued = events.filter((event) => event.type === 'VerificationCodeIssued').at(-1);
  if (!issued) throw new Error(`no code issued for ${leadReference}`);
  const code = await readCode({ orm: api.orm, vault: new PersonVault(api.orm, api.config.SERVER_SECRET), now: api.clock() }, (issued.data as { codeId: string }).codeId);
  if (!code) throw new Error(`the code for ${leadReference} is gone`);
  return code;
}

/** A PCP or poor-credit lead as the site sends it (spec §3 "Alternative lead"), pounds as numbers. */
export function alternativeBody(captcha: string, overrides: Record<string, unknown> = {}) {
  return {
    manufacturer: 'Volkswagen',
    model: 'Golf',
    derivative: '1.5 TSI Life 5dr',
    leaseType: 1,
    term: 36,
    mileage: 10000,
    initialPaymentInMonths: 9,
    monthlyPayment: 240.5,
    initialPaymentTotal: 2164.5,
    documentFee: 199,
    emailAddress: 'Sam.ONeill@Example.com',
    phoneNumber: '07700 900123',
    firstName: 'Sam',
    lastName: "O'Neill",
    'g-recaptcha-response': captcha,
    utm_source: 'newsletter',
    visitorKey: 'visitor-1',
    ...overrides,
  };
}
