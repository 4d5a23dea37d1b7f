import { z } from 'zod';
import type { Captcha, CaptchaOutcome } from './captcha';
import { CaptchaUnavailable } from './captcha-unavailable';

export const RECAPTCHA_TIMEOUT_MS = 5_000;

const siteverifyAnswer = z.object({ success: z.boolean(), 'error-codes': z.array(z.string()).optional() });

/**
 * Errors about our own secret are a misconfiguration, not a bad answer from the visitor: telling them their captcha
 * was wrong would hide it, so they surface as CaptchaUnavailable like an outage.
 */
const OUR_FAULT = new Set(['missing-input-secret', 'invalid-input-secret']);

/** Google's siteverify: https://developers.google.com/recaptcha/docs/verify */
export function createRecaptchaCaptcha(options: { secret: string; verifyUrl: string; fetchImpl: typeof fetch }): Captcha {
  const { secret, verifyUrl, fetchImpl } = options;

  async function siteverify(response: string, remoteIp: string | undefined): Promise<z.infer<typeof siteverifyAnswer>> {
    const form = new URLSearchParams({ secret, response });
    if (remoteIp) form.set('remoteip', remoteIp);
    let answer: Response;
    try {
      answer = await fetchImpl(verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS) });
    } catch (error) {
      throw new CaptchaUnavailable('reCAPTCHA siteverify could not be reached', { cause: error });
    }
    if (!answer.ok) throw new CaptchaUnavailable(`reCAPTCHA siteverify answered ${answer.status}`);
    const parsed = siteverifyAnswer.safeParse(await answer.json().catch(() => null));
    if (!parsed.success) throw new CaptchaUnavailable('reCAPTCHA siteverify answered something that is not its JSON');
    return parsed.data;
  }

  return {
    provider: 'recaptcha',

    async challenge() {
      // The widget gets its challenge from Google; the site only needs to know which widget to show.
      return { provider: 'recaptcha' };
    },

    async verify(response, remoteIp): Promise<CaptchaOutcome> {
      if (!response?.trim()) return 'missing';
      const answer = await siteverify(response.trim(), remoteIp);
      if (answer.success) return 'ok';
      const codes = answer['error-codes'] ?? [];
      const ourFault = codes.find((code) => OUR_FAULT.has(code));
      if (ourFault) throw new CaptchaUnavailable(`reCAPTCHA refused our secret: ${ourFault}`);
      // Google's word for both a token past its two minutes and one already used: the spec's CAPTCHA_HAS_EXPIRED.
      return codes.includes('timeout-or-duplicate') ? 'expired' : 'invalid';
    },
  };
}
