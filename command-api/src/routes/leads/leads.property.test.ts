import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import fc from 'fast-check';
import {
  alternativeLeadBody,
  callBackLeadBody,
  ENQUIRY_REFERENCE_PATTERN,
  enquiryBody,
  enquiryRemoveBody,
  LEAD_REFERENCE_PATTERN,
  LEAD_TRACKING_FIELDS,
  leadCodeResendBody,
  leadVerificationBody,
} from '@lease/domain';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { startHttpReceiver, type HttpReceiver } from '../../../../test-support/http-receiver';
import { alternativeBody, callBackBody, latestCode, LEAD_DEAL, seedLeadDeal, solveCaptcha } from '../../../../test-support/leads';
import { signingKeyFrom } from '../../auth/token-keys';
import { issueToken } from '../../auth/tokens';

// Hostile requests at every lead and enquiry route: bodies with the real field names and wild values, arbitrary
// JSON, and bytes that are not JSON at all. Whatever arrives, the answer is a 4xx with the usual shape, never a
// 500, and a validation error names only the route's own fields. Valid values are mixed in so that requests get
// past validation into the handlers (a solved captcha, a real lead and its code, a signed-in person).

jest.setTimeout(300_000);
const RUNS = 100;
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);

// Placeholders the property swaps for a freshly solved captcha, a valid id token, and the code of the lead the
// body names: made per request, or known only once the body is.
const SOLVED_CAPTCHA = '<solved captcha>';
const ID_TOKEN = '<id token>';
const CODE_OF_LEAD = '<code of the lead>';

const specials = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '-0',
  '0x1F',
  '1_000',
  ' 12 ',
  '12.345',
  '9007199254740993',
  '99999999999999999999999999',
  "'; DROP TABLE enquiries; --",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '%E0%A4%A',
  '%',
  '%00',
  '%2B44%207700%20900123%',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202e\u200b',
  '__proto__',
  'constructor',
  '${7*7}',
  '../../etc/passwd',
  '\r\n\t',
  'true',
  'null',
  'LD-0000000000\u0000',
];

const longString = fc.tuple(fc.string({ minLength: 1, maxLength: 4 }), fc.integer({ min: 50, max: 20_000 })).map(([unit, times]) => unit.repeat(times));
const loneSurrogates = fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)), minLength: 1, maxLength: 4 });
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  longString,
  loneSurrogates,
  fc.constantFrom(...specials),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 0.005, 1e21, 1e308, -1e308, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 2 ** 63),
  fc.bigInt().map(String),
);
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.oneof(hostileString, hostileNumber, fc.jsonValue({ maxDepth: 2 })), { maxLength: 4 }),
  fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

type Fields = Record<string, fc.Arbitrary<unknown>>;

/** Bodies with the route's field names: all hostile, or valid with a few fields made hostile or left out. */
function shaped(fields: Fields): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(fields);
  return fc.oneof(
    fc.record(Object.fromEntries(names.map((name) => [name, hostile])), { requiredKeys: [] }),
    fc
      .tuple(fc.record(fields), fc.dictionary(fc.constantFrom(...names), fc.option(hostile, { nil: undefined }), { maxKeys: 3 }))
      .map(([valid, broken]) => ({ ...valid, ...broken })),
  );
}

const notJson = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom('{', '{"a":', "{'a':1}", 'undefined', '{"a":1}}', '\u0000', '[1,]', 'NaN', '{"__proto__":{"x":1}}', '['.repeat(5000), '%E0%A4%A'),
);
const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/json; charset=latin1', 'application/json;');

/** Percent-encodes every byte outside printable ASCII (and '#'), so any string can sit in a URL; stray '%'s stay. */
const urlSafe = (text: string) =>
  [...Buffer.from(text)].map((byte) => (byte > 0x20 && byte < 0x7f && byte !== 0x23 ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0')}`)).join('');

const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
// Tracking fields take any short text, so the odd ones are "valid" here and reach the log.
const oddText = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 }), loneSurrogates, fc.constantFrom(...specials));
const tracking = Object.fromEntries(LEAD_TRACKING_FIELDS.map((field) => [field, optional(oddText)]));

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

describe('lead and enquiry routes never fail on hostile input', () => {
  let api: TestApi;
  let receiver: HttpReceiver;
  let token: string;
  const leads: { leadReference: string; code: string }[] = [];
  const enquiries: string[] = [];
  let requests = 0;

  beforeAll(async () => {
    receiver = await startHttpReceiver();
    api = await createTestApi({ env: { LEADS_SERVICE_URL: receiver.url } });
    await seedLeadDeal(api);
    const settings = { issuer: api.config.AUTH_ISSUER, audience: api.config.AUTH_AUDIENCE, key: signingKeyFrom(api.config.SERVER_SECRET), verificationKeys: [] };
    token = await issueToken(settings, { userId: 'user-fuzz', email: 'fuzz@example.com', roles: [] }, 'id', api.clock(), 3600);
    // Real leads (with their codes) and enquiries, so some requests name things that exist.
    for (const url of ['/lead/register', '/lead/register', '/lead/register/pcp', '/lead/register/poor-credit']) {
      const captcha = await solveCaptcha(api.app);
      const payload = url === '/lead/register' ? callBackBody(captcha) : alternativeBody(captcha);
      const { leadReference } = (await api.app.inject({ method: 'POST', url, payload, remoteAddress: '192.0.2.1' })).json();
      leads.push({ leadReference, code: await latestCode(api, api.store, leadReference) });
    }
    for (let i = 0; i < 3; i++) {
      const payload = { token, deal_id: LEAD_DEAL, postcode: 'SW1A 1AA' };
      enquiries.push((await api.app.inject({ method: 'POST', url: '/user/enquiry/send', payload, remoteAddress: '192.0.2.2' })).json().enquiryReference);
    }
  });
  afterAll(async () => {
    await api?.cleanup();
    await receiver?.stop();
  });


  // Valid values per field, by route. Arbitraries that read `leads` or `enquiries` are built after beforeAll.
  const contact = {
    emailAddress: fc.constantFrom('sam.oneill@example.com', 'Sam.ONeill@Example.COM'),
    phoneNumber: fc.constantFrom('07700 900123', '+44 7700 900123', '020 7946 0000'),
    firstName: fc.constantFrom('Sam', 'Zoë', 'Mary-Jane'),
    lastName: fc.constantFrom("O'Neill", 'St. John'),
  };
  const callBack = (): Fields => ({
    vehiclePriceId: fc.oneof(fc.constant(LEAD_DEAL), fc.constant(String(LEAD_DEAL)), fc.integer({ min: 1 })),
    ...contact,
    postcode: fc.constantFrom('SW1A 1AA', 'sw1a1aa', 'M1 1AE'),
    'g-recaptcha-response': fc.constant(SOLVED_CAPTCHA),
    ...tracking,
  });
  const alternative = (): Fields => ({
    manufacturer: fc.constantFrom('Volkswagen', 'Škoda'),
    model: fc.constantFrom('Golf', 'Octavia'),
    derivative: fc.string({ minLength: 1, maxLength: 40 }),
    leaseType: fc.constantFrom(1, 2, '1', '2'),
    term: fc.constantFrom(24, 36, '48'),
    mileage: fc.constantFrom(5000, 10000, '8000'),
    initialPaymentInMonths: fc.constantFrom(1, 3, 9),
    monthlyPayment: fc.constantFrom(199.99, 240, '240.50'),
    initialPaymentTotal: fc.constantFrom(0, 2164.5, '1000'),
    documentFee: fc.constantFrom(0, 199, '99.99'),
    ...contact,
    'g-recaptcha-response': fc.constant(SOLVED_CAPTCHA),
    ...tracking,
  });
  const leadReference = () => fc.oneof(fc.constantFrom(...leads.map((lead) => lead.leadReference)), fc.stringMatching(LEAD_REFERENCE_PATTERN));
  const verification = (): Fields => ({
    leadReference: leadReference(),
    code: fc.oneof(fc.constant(CODE_OF_LEAD), fc.stringMatching(/^\d{6}$/)),
    marketingCommunicationsEmail: optional(fc.constantFrom(true, false, 'true', 'false', '1', '0')),
    marketingCommunicationsSms: optional(fc.constantFrom(true, false, 'true', 'false', '1', '0')),
  });
  const enquiry = (): Fields => ({
    token: optional(fc.constant(ID_TOKEN)),
    deal_id: fc.oneof(fc.constant(LEAD_DEAL), fc.constant(String(LEAD_DEAL)), fc.integer({ min: 1 })),
    phoneNumber: optional(fc.constantFrom('07700900123', encodeURIComponent('+44 7700 900123'), '', null)),
    postcode: fc.constantFrom('SW1A 1AA', 'sw1a 1aa'),
  });
  const removal = (): Fields => ({
    token: optional(fc.constant(ID_TOKEN)),
    enquiryReference: fc.oneof(
      fc.constantFrom(...enquiries),
      fc.constantFrom(...enquiries).map((reference) => reference.toLowerCase()),
      fc.stringMatching(ENQUIRY_REFERENCE_PATTERN),
    ),
  });

  const postRoutes: [string, { shape: object }, () => Fields][] = [
    ['/lead/register', callBackLeadBody, callBack],
    ['/lead/register/pcp', alternativeLeadBody, alternative],
    ['/lead/register/poor-credit', alternativeLeadBody, alternative],
    ['/lead/code/send', leadCodeResendBody, () => ({ leadReference: leadReference() })],
    ['/lead/verify', leadVerificationBody, verification],
    ['/lead/code/confirm', leadVerificationBody, verification],
    ['/lead/confirm', leadVerificationBody, verification],
    ['/user/enquiry/send', enquiryBody, enquiry],
    ['/user/enquiry/remove', enquiryRemoveBody, removal],
  ];

  /** A new address for every request, so the per-IP limits never stand between the fuzzer and the handler. */
  const nextAddress = () => {
    const i = ++requests;
    return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  };

  /** solveCaptcha, but asking for the challenge from a new address: the challenge route has its own per-IP limit. */
  async function solvedCaptcha(): Promise<string> {
    const challenge: Challenge = (await api.app.inject({ url: '/captcha/challenge', remoteAddress: nextAddress() })).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
  }

  async function fill(body: unknown): Promise<unknown> {
    if (!isObject(body)) return body;
    const filled: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      if (value === SOLVED_CAPTCHA) filled[key] = await solvedCaptcha();
      else if (value === ID_TOKEN) filled[key] = token;
      else if (value === CODE_OF_LEAD) filled[key] = leads.find((lead) => lead.leadReference === body.leadReference)?.code ?? '123456';
      else filled[key] = value;
    }
    return filled;
  }

  /**
   * The properties every answer keeps, whatever was sent. Answers whether the request got past the schema and
   * Fastify's body parsing into the handler, so each route can show the fuzzer reached it.
   */
  function expectWellFormed(response: { statusCode: number; body: string }, fields: string[], objectSent: boolean): boolean {
    // No 5xx at all: the only one a route may answer on purpose is the captcha's 503, and ALTCHA never needs it.
    if (response.statusCode >= 500) throw new Error(`answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
    const answer = JSON.parse(response.body) as { type?: string; code?: string; errors?: Record<string, string> };
    const handled = answer.code !== 'VALIDATION_FAILED' && !answer.code?.startsWith('FST_');
    if (response.statusCode !== 400 || answer.type !== 'validation') return handled;
    const named = Object.keys(answer.errors ?? {});
    expect(named.length).toBeGreaterThan(0);
    if (objectSent) for (const name of named) expect(fields).toContain(name);
    else expect(named).toEqual(['_']);
    return handled;
  }

  test.each(postRoutes.map(([url, schema, valid]) => ({ url, schema, valid })))('POST $url', async ({ url, schema, valid }) => {
    const fields = Object.keys(schema.shape);
    let handled = 0;
    const request = fc.oneof(
      { weight: 3, arbitrary: shaped(valid()).map((body) => ({ kind: 'shaped' as const, body })) },
      { weight: 1, arbitrary: fc.jsonValue().map((body) => ({ kind: 'json' as const, body })) },
      { weight: 1, arbitrary: notJson.map((body) => ({ kind: 'raw' as const, body })) },
    );
    await fc.assert(
      fc.asyncProperty(request, fc.boolean(), contentType, async (sent, bearer, type) => {
        const body = sent.kind === 'raw' ? sent.body : JSON.stringify(await fill(sent.body));
        const headers: Record<string, string> = { 'content-type': sent.kind === 'raw' ? type : 'application/json' };
        if (bearer && url.startsWith('/user/')) headers.authorization = `Bearer ${token}`;
        const response = await api.app.inject({ method: 'POST', url, payload: body ?? 'null', headers, remoteAddress: nextAddress() });
        if (expectWellFormed(response, fields, sent.kind !== 'raw' && isObject(sent.body))) handled++;
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(handled).toBeGreaterThan(0);
  });

  test('GET /user/enquiries', async () => {
    const fields = ['token', 'page', 'consistentWith'];
    let handled = 0;
    // A query string carries only text: an array is the parameter repeated, anything else its JSON.
    const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
    const toQuery = (values: Record<string, unknown>) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [value]) params.append(key, item === ID_TOKEN ? token : asText(item));
      }
      return params.toString();
    };
    const valid = { token: optional(fc.constant(ID_TOKEN)), page: fc.integer({ min: 1, max: 3 }).map(String), consistentWith: optional(fc.constant('0-0')) };
    const raw = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('token=%E0%A4%A', 'page=%', 'page=1&page=2', 'token[]=x', '%00=%00', '&&==&'));
    const query = fc.oneof({ weight: 3, arbitrary: shaped(valid).map(toQuery) }, { weight: 1, arbitrary: raw.map(urlSafe) });
    await fc.assert(
      fc.asyncProperty(query, fc.boolean(), async (search, bearer) => {
        const headers: Record<string, string> = bearer ? { authorization: `Bearer ${token}` } : {};
        const response = await api.app.inject({ method: 'GET', url: `/user/enquiries?${search}`, headers, remoteAddress: nextAddress() });
        if (expectWellFormed(response, fields, true)) handled++;
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(handled).toBeGreaterThan(0);
  });
});
