import { configSchema } from '../config';
import { createTestApi, type TestApi } from '../../../test-support/api';

const base = { DATABASE_URL: 'postgres://x/y', SERVER_SECRET: 'test-secret-that-is-long-enough-to-pass-validation' };
const parse = (TRUST_PROXY?: string) => configSchema.safeParse({ ...base, ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }) });

describe('TRUST_PROXY', () => {
  test('is off unless set, and takes a list of proxy addresses, ranges or range names', () => {
    expect(parse().data?.TRUST_PROXY).toBe(false);
    expect(parse('false').data?.TRUST_PROXY).toBe(false);
    expect(parse('10.0.0.1, 10.1.0.0/16,fd00::/8,loopback').data?.TRUST_PROXY).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8', 'loopback']);
  });

  test.each(['true', '1', '2', '10.0.0.300', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2'])('refuses %s, naming the setting', (value) => {
    const parsed = parse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['TRUST_PROXY']);
  });
});

describe('the client address behind X-Forwarded-For', () => {
  const ipOf = async (api: TestApi, remoteAddress: string, forwardedFor: string) =>
    (await api.app.inject({ url: '/test/ip', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } })).json().ip;
  const withEchoRoute = async (env: Record<string, string> = {}) => {
    const api = await createTestApi({ runProjectors: false, env });
    api.app.get('/test/ip', async (request) => ({ ip: request.ip }));
    return api;
  };

  test('by default the header is ignored: the address is the connection’s', async () => {
    const api = await withEchoRoute();
    try {
      expect(await ipOf(api, '203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
      // The reproduction of issue 15: varied headers from one client no longer spread it over many limits.
      const statuses: number[] = [];
      for (let n = 0; n < 31; n++) {
        const response = await api.app.inject({
          method: 'POST',
          url: '/search/reference',
          remoteAddress: '203.0.113.5',
          headers: { 'x-forwarded-for': `198.51.100.${n}` },
          payload: { search: 'nope=' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 30)).not.toContain(429);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await api.cleanup();
    }
  });

  test('with a proxy configured, the header is honoured only from that proxy', async () => {
    const api = await withEchoRoute({ TRUST_PROXY: '10.0.0.1' });
    try {
      expect(await ipOf(api, '10.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
      // A client naming itself behind the proxy: the proxy appends the address it saw, and that one is used.
      expect(await ipOf(api, '10.0.0.1', '192.0.2.99, 198.51.100.7')).toBe('198.51.100.7');
      expect(await ipOf(api, '203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
    } finally {
      await api.cleanup();
    }
  });
});
