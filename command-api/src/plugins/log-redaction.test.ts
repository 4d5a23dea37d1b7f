import { createTestApi } from '../../../test-support/api';
import { redactUrl } from './log-redaction';

describe('secrets in request URLs stay out of the log', () => {
  test('values of token-, code- and key-like parameters are blanked; the path and other parameters stay', () => {
    expect(redactUrl('/search/v2?grouping=1&token=eyJhbGciOi.x.y&page=2')).toBe('/search/v2?grouping=1&token=[redacted]&page=2');
    expect(redactUrl('/auth/oauth/google/callback?code=4%2F0Ab&state=s3cr3t&scope=email')).toBe(
      '/auth/oauth/google/callback?code=[redacted]&state=[redacted]&scope=email',
    );
    expect(redactUrl('/auth/reset?email=sam%40example.com&verificationCode=123456')).toBe('/auth/reset?email=[redacted]&verificationCode=[redacted]');
    expect(redactUrl('/x?refresh%5Ftoken=abc&apiKey=k&flag')).toBe('/x?refresh%5Ftoken=[redacted]&apiKey=[redacted]&flag');
    expect(redactUrl('/deal?id=42')).toBe('/deal?id=42');
    expect(redactUrl('/meta.json')).toBe('/meta.json');
  });

  test("the API's request log lines carry the redacted URL", async () => {
    const lines: string[] = [];
    const api = await createTestApi({ runProjectors: false, env: { LOG_LEVEL: 'info' }, logStream: { write: (line: string) => void lines.push(line) } });
    try {
      await api.app.inject({ url: '/meta.json?token=eyJ.secret-id-token.sig&page=3' });
      await api.app.inject({ url: '/auth/oauth/google/callback?code=one-time-oauth-code&state=opaque-state' });
      const log = lines.join('');
      expect(log).toContain('"url":"/meta.json?token=[redacted]&page=3"');
      for (const secret of ['secret-id-token', 'one-time-oauth-code', 'opaque-state']) expect(log).not.toContain(secret);
    } finally {
      await api.cleanup();
    }
  });
});
