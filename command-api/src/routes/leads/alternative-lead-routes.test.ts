import { LEAD_MESSAGES, leadStream } from '@lease/domain';
import { PersonVault } from '@lease/projections';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { startHttpReceiver, type HttpReceiver } from '../../../../test-support/http-receiver';
import { alternativeBody, caughtUp, latestCode, solveCaptcha } from '../../../../test-support/leads';
import { supplierSigningSecret, verifySignature } from '../../delivery/supplier-webhook';

const KINDS = ['pcp', 'poor-credit'] as const;

async function registerAndCode(api: TestApi, kind: (typeof KINDS)[number], overrides: Record<string, unknown> = {}) {
  const response = await api.app.inject({ method: 'POST', url: `/lead/register/${kind}`, payload: alternativeBody(await solveCaptcha(api.app), overrides) });
  expect(response.statusCode).toBe(200);
  const { leadReference } = response.json();
  return { leadReference: leadReference as string, code: await latestCode(api, api.store, leadReference) };
}

const verify = (api: TestApi, leadReference: string, code: string) =>
  api.app.inject({ method: 'POST', url: '/lead/verify', payload: { leadReference, code, marketingCommunicationsEmail: true, marketingCommunicationsSms: false } });

const eventTypes = async (api: TestApi, leadReference: string) => (await api.store.readStream(leadStream(leadReference))).map((event) => event.type);

describe('PCP and poor-credit leads, sent on to the leads service while the person waits', () => {
  let receiver: HttpReceiver;
  let api: TestApi;
  beforeAll(async () => {
    receiver = await startHttpReceiver();
    api = await createTestApi({ env: { LEADS_SERVICE_URL: receiver.url } });
  });
  afterAll(async () => {
    await api.cleanup();
    await receiver.stop();
  });
  afterEach(() => receiver.setResponder(() => 200));

  const fromLead = (leadReference: string) => receiver.requests.filter((request) => request.headers['x-lease-delivery'] === leadReference);

  test.each(KINDS)('a verified %s lead reaches the leads service once, signed, with the spec fields and the contact in plain form', async (kind) => {
    const { leadReference, code } = await registerAndCode(api, kind);
    // Nothing goes out before the person has proved the address is theirs.
    expect(fromLead(leadReference)).toHaveLength(0);
    const verified = await verify(api, leadReference, code);
    expect(verified.statusCode).toBe(200);
    const { enquiryReference } = verified.json();
    expect(enquiryReference).toMatch(/^EQ-/);

    const [delivered, ...more] = fromLead(leadReference);
    expect(more).toHaveLength(0);
    expect(delivered!.method).toBe('POST');
    expect(delivered!.headers['content-type']).toBe('application/json');
    const secret = supplierSigningSecret(api.config.SERVER_SECRET, 'leads-service');
    const signature = delivered!.headers['x-lease-signature'] as string;
    expect(verifySignature(secret, signature, delivered!.body, Math.floor(api.clock().getTime() / 1000))).toBe(true);
    expect(verifySignature(supplierSigningSecret(api.config.SERVER_SECRET, 7), signature, delivered!.body, Math.floor(api.clock().getTime() / 1000))).toBe(false);
    expect(delivered!.json).toEqual({
      leadReference,
      enquiryReference,
      type: kind,
      verifiedAt: expect.any(String),
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
      emailAddress: 'sam.oneill@example.com',
      phoneNumber: '07700900123',
      firstName: 'Sam',
      lastName: "O'Neill",
      marketingConsent: { email: true, sms: false },
      tracking: { utm_source: 'newsletter', visitorKey: 'visitor-1' },
    });

    // The log records the hand-over; a retried verification answers the same enquiry and sends nothing again.
    const events = await api.store.readStream(leadStream(leadReference));
    expect(events.find((event) => event.type === 'LeadVerified')!.data).toMatchObject({ enquiryReference, forwardedTo: 'leads-service' });
    const retry = await verify(api, leadReference, code);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().enquiryReference).toBe(enquiryReference);
    expect(fromLead(leadReference)).toHaveLength(1);
  });

  test('when the leads service fails, verification answers 502 and verifies nothing; the same code works once it is back', async () => {
    const { leadReference, code } = await registerAndCode(api, 'pcp');
    receiver.setResponder(() => 500);
    const failed = await verify(api, leadReference, code);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ type: 'api error', code: 'SENDING_ALTERNATIVE_LEAD', message: LEAD_MESSAGES.alternativeLeadSendFailed });
    expect(fromLead(leadReference)).toHaveLength(1);
    expect(await eventTypes(api, leadReference)).not.toContain('LeadVerified');
    // Nor is the failure counted against the person as a wrong code.
    expect(await eventTypes(api, leadReference)).not.toContain('VerificationFailed');

    receiver.setResponder(() => 200);
    const retried = await verify(api, leadReference, code);
    expect(retried.statusCode).toBe(200);
    expect(fromLead(leadReference)).toHaveLength(2);
    expect((await eventTypes(api, leadReference)).filter((type) => type === 'LeadVerified')).toHaveLength(1);
  });

  test('a wrong code sends nothing to the leads service', async () => {
    const { leadReference, code } = await registerAndCode(api, 'poor-credit');
    const wrong = await verify(api, leadReference, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: 'This is not a valid verification code' });
    expect(fromLead(leadReference)).toHaveLength(0);
  });

  test('a 400 names every invalid alternative-lead field at once', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/lead/register/pcp',
      payload: alternativeBody('', { manufacturer: '', leaseType: 3, term: 'abc', monthlyPayment: 240.555, documentFee: -1, emailAddress: 'x' }),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      ['documentFee', 'emailAddress', 'g-recaptcha-response', 'leaseType', 'manufacturer', 'monthlyPayment', 'term'].sort(),
    );
    expect(response.json().errors).toMatchObject({
      manufacturer: 'Your manufacturer is required',
      term: 'Your term should be numbers only',
      monthlyPayment: 'Your monthly payment should have at most two decimals',
      emailAddress: 'This is not a valid email',
    });
  });

  // Found by leads.property.test.ts: these reached the log's jsonb, which cannot hold them, and answered 500.
  test('text the log cannot hold is refused in a typed field and dropped from a tracking value', async () => {
    const refused = await api.app.inject({ method: 'POST', url: '/lead/register/pcp', payload: alternativeBody('x', { manufacturer: '\ud800', model: 'Go\u0000lf' }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      manufacturer: 'Your manufacturer has characters that are not allowed',
      model: 'Your model has characters that are not allowed',
    });
    const { leadReference } = await registerAndCode(api, 'pcp', { utm_source: 'news\u0000letter\udfff', manufacturer: 'Škoda 🚗' });
    const [requested] = await api.store.readStream(leadStream(leadReference));
    const data = requested!.data as { personId: string; tracking: Record<string, string> };
    expect(data).toMatchObject({ details: { manufacturer: 'Škoda 🚗' } });
    expect(await new PersonVault(api.orm, api.config.SERVER_SECRET).open(data.personId, data.tracking)).toMatchObject({ utm_source: 'newsletter' });
  });
});

describe('PCP and poor-credit leads without a leads service configured', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(async () => api.cleanup());

  test.each(KINDS)('a verified %s lead waits in the outbox as a pending alternative-lead message', async (kind) => {
    const { leadReference, code } = await registerAndCode(api, kind);
    const verified = await verify(api, leadReference, code);
    expect(verified.statusCode).toBe(200);
    const { enquiryReference, position } = verified.json();
    await caughtUp(api, position);
    const rows = await api.orm.em
      .fork()
      .getConnection()
      .execute(`SELECT kind, channel, status, payload FROM notification_outbox WHERE source_reference = ? AND kind = 'alternative-lead'`, [enquiryReference]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'alternative-lead',
      channel: 'webhook',
      status: 'pending',
      payload: {
        leadReference,
        enquiryReference,
        kind,
        details: { manufacturer: 'Volkswagen', monthlyPaymentPence: 24_050, initialPaymentTotalPence: 216_450, documentFeePence: 19_900 },
      },
    });
    // The outbox holds the contact sealed: it is opened only when the message is sent.
    expect(JSON.stringify(rows[0]!.payload)).not.toContain('07700900123');
    const events = await api.store.readStream(leadStream(leadReference));
    expect(events.find((event) => event.type === 'LeadVerified')!.data).not.toHaveProperty('forwardedTo', 'leads-service');
  });
});
