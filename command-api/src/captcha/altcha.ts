import { createHash, hkdfSync } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Captcha, CaptchaOutcome } from './captcha';

export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

/**
 * PBKDF2/SHA-256 in altcha-lib's deterministic mode: the solver must find the counter we picked, trying every one
 * from 0, and each try costs COST iterations. At most 1,000 tries x 500 iterations (0.5M, about 0.3M on average)
 * take about 0.15 s single-threaded in Node here and well under a second on a mid-range phone, where the widget
 * also spreads the tries over its workers. Bots pay the same per submission, and we verify with one HMAC.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 500;
const COUNTER_MIN = 200;
const COUNTER_MAX = 1_000;

/** The widget's field is a few hundred bytes; anything far larger is not a solution and is not worth parsing. */
const MAX_PAYLOAD_LENGTH = 4_096;
const SWEEP_CHANCE = 0.01;

/** What the altcha v3 widget submits, base64 of JSON: the challenge as we signed it, and its solution. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ nonce: z.string(), salt: z.string(), expiresAt: z.number().optional() }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

/** Sub-secrets derived from SERVER_SECRET, so a leaked challenge signature key says nothing about the others. */
function subSecret(serverSecret: string, purpose: string): string {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'lease-deals captcha', `altcha ${purpose}`, 32)).toString('hex');
}

function decode(response: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(response, 'base64').toString('utf8'));
    // The raw object, not zod's copy: the signature covers exactly the parameters the widget sent back.
    return payloadSchema.safeParse(parsed).success ? (parsed as { challenge: Challenge; solution: Solution }) : null;
  } catch {
    return null;
  }
}

export function createAltchaCaptcha(options: {
  serverSecret: string;
  orm: MikroORM;
  now: () => Date;
  random: () => number;
}): Captcha {
  const { orm, now, random } = options;
  const hmacSignatureSecret = subSecret(options.serverSecret, 'challenge signature');
  const hmacKeySignatureSecret = subSecret(options.serverSecret, 'key signature');

  /**
   * One use per challenge. The key is the challenge's signature, not the whole payload: the same solution can be
   * re-encoded (JSON spacing, the `time` field, and in deterministic mode any counter passes the key-signature
   * check), so only the challenge identifies it. A conflict means it was used before.
   */
  async function markUsed(challenge: Challenge, expiresAt: Date): Promise<boolean> {
    const em = orm.em.fork();
    const hash = createHash('sha256').update(challenge.signature ?? '').digest('hex');
    const inserted = await em.execute<{ solution_hash: string }[]>(
      `INSERT INTO captcha_solutions_used (solution_hash, expires_at) VALUES (?, ?)
       ON CONFLICT (solution_hash) DO NOTHING RETURNING solution_hash`,
      [hash, expiresAt.toISOString()],
    );
    // Rows only matter until their challenge expires; a rare sweep keeps the table small without a job.
    if (random() < SWEEP_CHANCE) {
      await em.execute('DELETE FROM captcha_solutions_used WHERE expires_at < ?', [now().toISOString()], 'run');
    }
    return inserted.length === 1;
  }

  return {
    provider: 'altcha',

    async challenge() {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(COUNTER_MAX, COUNTER_MIN),
        deriveKey,
        expiresAt: new Date(now().getTime() + CHALLENGE_LIFETIME_MS),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return { provider: 'altcha', ...challenge };
    },

    async verify(response): Promise<CaptchaOutcome> {
      if (!response?.trim()) return 'missing';
      if (response.length > MAX_PAYLOAD_LENGTH) return 'invalid';
      const payload = decode(response.trim());
      if (!payload) return 'invalid';
      const { challenge, solution } = payload;
      let result;
      try {
        result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret });
      } catch {
        // altcha-lib throws on some malformed values (bad hex, unknown algorithm) rather than reporting them.
        return 'invalid';
      }
      if (result.expired) return 'expired';
      // Our challenges always carry an expiry; a signed one without it is not one of ours to accept forever.
      const expiresAt = challenge.parameters.expiresAt;
      if (!result.verified || expiresAt === undefined) return 'invalid';
      const expiry = new Date(expiresAt * 1000);
      if (expiry.getTime() <= now().getTime()) return 'expired';
      return (await markUsed(challenge, expiry)) ? 'ok' : 'expired';
    },
  };
}
