import { loadConfig } from './config';

// What every valid configuration needs; each test adds the settings it is about.
const base = { DATABASE_URL: 'postgres://lease@127.0.0.1/lease', SERVER_SECRET: 'a-server-secret-of-thirty-two-characters-or-more' };

const problem = (env: Record<string, string>): string => {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    return (error as Error).message;
  }
  return '';
};

describe('configuration refused at start', () => {
  test('DEV_LOG_CODES with NODE_ENV=production stops the API, naming the setting', () => {
    expect(problem({ NODE_ENV: 'production', DEV_LOG_CODES: 'true' })).toMatch(/DEV_LOG_CODES: .*development only/);
  });

  test('DEV_LOG_CODES is allowed in development, and production without it starts with codes kept out of the log', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development', DEV_LOG_CODES: 'true' }).DEV_LOG_CODES).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).DEV_LOG_CODES).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', DEV_LOG_CODES: 'false' }).DEV_LOG_CODES).toBe(false);
  });

  test('an external OIDC issuer without an audience stops the API, naming AUTH_EXTERNAL_AUDIENCE', () => {
    const issuer = { AUTH_EXTERNAL_ISSUER: 'https://cognito-idp.eu-west-2.amazonaws.com/eu-west-2_pool' };
    expect(problem(issuer)).toMatch(/AUTH_EXTERNAL_AUDIENCE: .*required with AUTH_EXTERNAL_ISSUER/);
    expect(problem({ ...issuer, AUTH_EXTERNAL_AUDIENCE: ' ' })).toMatch(/AUTH_EXTERNAL_AUDIENCE/);
    expect(loadConfig({ ...base, ...issuer, AUTH_EXTERNAL_AUDIENCE: 'site-client' }).AUTH_EXTERNAL_AUDIENCE).toBe('site-client');
  });

  test('the request deadline and the database limits have defaults and can be set', () => {
    expect(loadConfig(base)).toMatchObject({ REQUEST_DEADLINE_MS: 30_000, DB_CONNECT_TIMEOUT_MS: 5_000, DB_STATEMENT_TIMEOUT_MS: 30_000 });
    expect(loadConfig({ ...base, REQUEST_DEADLINE_MS: '10000', DB_STATEMENT_TIMEOUT_MS: '8000' })).toMatchObject({
      REQUEST_DEADLINE_MS: 10_000,
      DB_STATEMENT_TIMEOUT_MS: 8_000,
    });
    expect(problem({ DB_STATEMENT_TIMEOUT_MS: '0' })).toMatch(/DB_STATEMENT_TIMEOUT_MS/);
  });
});
