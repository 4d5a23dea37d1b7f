import { createTestApi } from '../../../test-support/api';
import { accountCode, PASSWORD } from '../../../test-support/accounts';

// Account codes (confirm an address, reset a password) follow the same rule as lead codes: in the log only with
// DEV_LOG_CODES, whatever email delivery is configured.
describe('account codes in the log', () => {
  async function registerAndLog(env: Record<string, string>) {
    const lines: string[] = [];
    const api = await createTestApi({ runProjectors: false, env: { LOG_LEVEL: 'info', ...env }, logStream: { write: (line: string) => void lines.push(line) } });
    try {
      const registered = await api.app.inject({ method: 'POST', url: '/auth/register', payload: { email: 'sam.oneill@example.com', password: PASSWORD } });
      expect(registered.statusCode).toBe(201);
      return { code: await accountCode(api, registered.json().userId), log: lines.join('') };
    } finally {
      await api.cleanup();
    }
  }

  test('without DEV_LOG_CODES, and with no SMTP_URL, the code is not in the log', async () => {
    const { code, log } = await registerAndLog({});
    expect(log).toContain('"url":"/auth/register"');
    expect(log).not.toContain('account code');
    expect(log).not.toMatch(new RegExp(`(?<![0-9.])${code}(?![0-9])`));
  });

  test('with DEV_LOG_CODES the developer finds it there', async () => {
    const { code, log } = await registerAndLog({ DEV_LOG_CODES: 'true' });
    expect(log).toContain(`"code":"${code}"`);
  });
});
