import { givenEvents, refusalOf } from '../events/given-when-then';
import type { DealSnapshot } from './deal-snapshot';
import { leadDecider, type IssuedCode, type LeadCommand } from './lead-decider';
import type { LeadEvent } from './lead-events';
import { LEAD_TTL_MS, MAX_WRONG_CODE_ATTEMPTS, VERIFICATION_CODE_VALIDITY_MS } from './lead-rules';

const T0 = new Date('2026-11-22T10:00:00Z');
const at = (ms: number) => ({ now: new Date(T0.getTime() + ms) });
const MINUTE = 60_000;

const deal: DealSnapshot = {
  dealId: 42,
  vehicleId: 7,
  vehicleType: 1,
  supplierId: 3,
  supplierName: 'Northern Leasing',
  manufacturer: 'Kia',
  model: 'Niro',
  derivative: '64.8kWh 4 5dr Auto',
  leaseType: 1,
  term: 36,
  mileage: 8000,
  initialPaymentInMonths: 6,
  stockStatus: 1,
  monthlyPaymentPence: 29_900,
  initialPaymentPence: 179_400,
  documentFeePence: 19_900,
  dealScore: 84,
};
const contact = { emailAddress: 'sealed:v1:e', phoneNumber: 'sealed:v1:p', firstName: 'sealed:v1:f', lastName: 'sealed:v1:l', postcode: 'sealed:v1:c' };
const code = (n: number): IssuedCode => ({ codeId: `c${n}`, codeHash: `hash-${n}`.padEnd(64, '0'), channel: 'email' });

const requested: LeadEvent = {
  type: 'CallBackRequested',
  data: { leadReference: 'LD-0000000001', personId: 'p_1', deal, contact, tracking: { utm_source: 'sealed:v1:u' } },
};
const issued = (n: number, sentAfterMs = 0): LeadEvent => ({
  type: 'VerificationCodeIssued',
  data: {
    leadReference: 'LD-0000000001',
    codeId: `c${n}`,
    codeHash: code(n).codeHash,
    channel: 'email',
    expiresAt: new Date(T0.getTime() + sentAfterMs + VERIFICATION_CODE_VALIDITY_MS).toISOString(),
  },
});
const failed = (n: number, attempt: number): LeadEvent => ({ type: 'VerificationFailed', data: { leadReference: 'LD-0000000001', codeId: `c${n}`, attempt } });
const verify = (codeHash: string, extra: Partial<Extract<LeadCommand, { type: 'VerifyLead' }>> = {}): LeadCommand => ({
  type: 'VerifyLead',
  codeHash,
  enquiryReference: 'EQ-0000000009',
  marketingCommunicationsEmail: true,
  marketingCommunicationsSms: false,
  ...extra,
});

describe('call-back lead', () => {
  test('a request records the deal as seen and issues its first code, valid ten minutes', () => {
    const events = givenEvents(leadDecider, [], at(0))
      .when({ type: 'RequestCallBack', leadReference: 'LD-0000000001', personId: 'p_1', deal, contact, tracking: { utm_source: 'sealed:v1:u' }, code: code(1) })
      .then();
    expect(events).toEqual([requested, issued(1)]);
  });

  test('the same request again (same idempotency key, same stream) changes nothing', () => {
    const events = givenEvents(leadDecider, [requested, issued(1)], at(MINUTE))
      .when({ type: 'RequestCallBack', leadReference: 'LD-0000000001', personId: 'p_1', deal, contact, tracking: {}, code: code(2) })
      .then();
    expect(events).toEqual([]);
  });

  test('the right code verifies the lead with the marketing choices', () => {
    expect(givenEvents(leadDecider, [requested, issued(1)], at(MINUTE)).when(verify(code(1).codeHash)).then()).toEqual([
      {
        type: 'LeadVerified',
        data: { leadReference: 'LD-0000000001', enquiryReference: 'EQ-0000000009', marketingCommunicationsEmail: true, marketingCommunicationsSms: false, forwardedTo: null },
      },
    ]);
  });

  test('a wrong code is recorded as a failed attempt, counted per code', () => {
    const given = [requested, issued(1), failed(1, 1)];
    expect(givenEvents(leadDecider, given, at(MINUTE)).when(verify(code(9).codeHash)).then()).toEqual([failed(1, 2)]);
  });

  test(`after ${MAX_WRONG_CODE_ATTEMPTS} wrong codes even the right one is refused until a new code is sent`, () => {
    const given = [requested, issued(1), ...Array.from({ length: MAX_WRONG_CODE_ATTEMPTS }, (_, i) => failed(1, i + 1))];
    const refused = refusalOf(() => givenEvents(leadDecider, given, at(MINUTE)).when(verify(code(1).codeHash)).then());
    expect(refused).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', status: 429 });
    // A new code resets the count and only the new code works.
    const renewed = [...given, issued(2, 2 * MINUTE)];
    expect(givenEvents(leadDecider, renewed, at(3 * MINUTE)).when(verify(code(1).codeHash)).then()).toEqual([failed(2, 1)]);
    expect(givenEvents(leadDecider, renewed, at(3 * MINUTE)).when(verify(code(2).codeHash)).then()[0]!.type).toBe('LeadVerified');
  });

  test('a code is refused once ten minutes have passed', () => {
    expect(refusalOf(() => givenEvents(leadDecider, [requested, issued(1)], at(10 * MINUTE + 1)).when(verify(code(1).codeHash)).then())).toMatchObject({
      code: 'CODE_EXPIRED',
      status: 422,
    });
    expect(givenEvents(leadDecider, [requested, issued(1)], at(10 * MINUTE)).when(verify(code(1).codeHash)).then()[0]!.type).toBe('LeadVerified');
  });

  test('verifying again answers with nothing new, so the handler returns the enquiry already made', () => {
    const verified: LeadEvent = {
      type: 'LeadVerified',
      data: { leadReference: 'LD-0000000001', enquiryReference: 'EQ-0000000009', marketingCommunicationsEmail: false, marketingCommunicationsSms: false, forwardedTo: null },
    };
    expect(givenEvents(leadDecider, [requested, issued(1), verified], at(MINUTE)).when(verify('anything')).then()).toEqual([]);
  });

  test('codes can be resent twice within an hour of the first; the fourth is refused with 429', () => {
    const given = [requested, issued(1), issued(2, 5 * MINUTE), issued(3, 10 * MINUTE)];
    expect(givenEvents(leadDecider, given.slice(0, 3), at(10 * MINUTE)).when({ type: 'ResendVerificationCode', code: code(3) }).then()).toEqual([
      issued(3, 10 * MINUTE),
    ]);
    expect(refusalOf(() => givenEvents(leadDecider, given, at(59 * MINUTE)).when({ type: 'ResendVerificationCode', code: code(4) }).then())).toMatchObject({
      code: 'TOO_MANY_CODES',
      status: 429,
    });
    // The window rolls: an hour after the first send, one more is allowed.
    expect(givenEvents(leadDecider, given, at(60 * MINUTE)).when({ type: 'ResendVerificationCode', code: code(4) }).then()).toEqual([
      issued(4, 60 * MINUTE),
    ]);
  });

  test('a lead nobody verified within a day expires on its next command, and is refused after that', () => {
    const later = at(LEAD_TTL_MS + 1);
    const expired: LeadEvent = { type: 'LeadExpired', data: { leadReference: 'LD-0000000001' } };
    expect(givenEvents(leadDecider, [requested, issued(1)], later).when(verify(code(1).codeHash)).then()).toEqual([expired]);
    expect(givenEvents(leadDecider, [requested, issued(1)], later).when({ type: 'ExpireLead' }).then()).toEqual([expired]);
    expect(givenEvents(leadDecider, [requested, issued(1)], at(MINUTE)).when({ type: 'ExpireLead' }).then()).toEqual([]);
    expect(refusalOf(() => givenEvents(leadDecider, [requested, issued(1), expired], later).when({ type: 'ResendVerificationCode', code: code(2) }).then())).toMatchObject({
      code: 'LEAD_EXPIRED',
      status: 410,
    });
  });

  test('commands on a lead that does not exist answer 404', () => {
    expect(refusalOf(() => givenEvents(leadDecider, [], at(0)).when(verify('x')).then())).toMatchObject({ code: 'LEAD_NOT_FOUND', status: 404 });
    expect(refusalOf(() => givenEvents(leadDecider, [], at(0)).when({ type: 'ResendVerificationCode', code: code(1) }).then())).toMatchObject({ status: 404 });
  });

  test('a resend after verification is refused', () => {
    const verified: LeadEvent = {
      type: 'LeadVerified',
      data: { leadReference: 'LD-0000000001', enquiryReference: 'EQ-0000000009', marketingCommunicationsEmail: false, marketingCommunicationsSms: false, forwardedTo: null },
    };
    expect(refusalOf(() => givenEvents(leadDecider, [requested, issued(1), verified], at(MINUTE)).when({ type: 'ResendVerificationCode', code: code(2) }).then())).toMatchObject({
      code: 'LEAD_ALREADY_VERIFIED',
    });
  });
});

describe('alternative lead', () => {
  const details = {
    manufacturer: 'Kia',
    model: 'Niro',
    derivative: '64.8kWh 4',
    leaseType: 1,
    term: 48,
    mileage: 10000,
    initialPaymentInMonths: 3,
    monthlyPaymentPence: 31_000,
    initialPaymentTotalPence: 93_000,
    documentFeePence: 0,
  };
  const { postcode: _postcode, ...altContact } = contact;
  const altRequested: LeadEvent = {
    type: 'AlternativeLeadRequested',
    data: { leadReference: 'LD-0000000001', kind: 'pcp', personId: 'p_1', details, contact: altContact, tracking: {} },
  };

  test('is requested with its first code and verified like a call-back', () => {
    expect(
      givenEvents(leadDecider, [], at(0))
        .when({ type: 'RequestAlternativeLead', leadReference: 'LD-0000000001', kind: 'pcp', personId: 'p_1', details, contact: altContact, tracking: {}, code: code(1) })
        .then(),
    ).toEqual([altRequested, issued(1)]);
  });

  test('a verification the handler already forwarded records where the lead went', () => {
    const events = givenEvents(leadDecider, [altRequested, issued(1)], at(MINUTE)).when(verify(code(1).codeHash, { forwardedTo: 'leads-service' })).then();
    expect(events).toEqual([expect.objectContaining({ type: 'LeadVerified', data: expect.objectContaining({ forwardedTo: 'leads-service' }) })]);
  });
});
