import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppDeps } from '../deps';
import { perApp } from '../per-app';
import { systemClock } from '../clock';
import type { Config } from '../config';
import { createAltchaCaptcha } from './altcha';
import { createRecaptchaCaptcha } from './recaptcha';

export type CaptchaOutcome = 'ok' | 'missing' | 'invalid' | 'expired';

export interface Captcha {
  provider: 'altcha' | 'recaptcha';
  /** For the site: an ALTCHA challenge (provider altcha) or { provider: 'recaptcha' }. */
  challenge(): Promise<Record<string, unknown>>;
  /**
   * Verifies a g-recaptcha-response value once. 'expired' covers an expired challenge AND a replayed solution (the
   * spec's CAPTCHA_HAS_EXPIRED semantics). Throws CaptchaUnavailable when the provider cannot be asked (503).
   */
  verify(response: string | undefined, remoteIp?: string): Promise<CaptchaOutcome>;
}

export interface CaptchaOptions {
  config: Pick<Config, 'SERVER_SECRET' | 'RECAPTCHA_SECRET' | 'RECAPTCHA_VERIFY_URL'>;
  orm: MikroORM;
  /**
   * The time challenges are issued and checked against. altcha-lib also checks expiry against the wall clock, so
   * a clock ahead of it expires challenges early and one behind it cannot keep them alive.
   */
  now: () => Date;
  fetchImpl?: typeof fetch;
  /** Decides when to sweep expired replay rows (tests force it); a sweep runs when it answers below 0.01. */
  random?: () => number;
}

/** Google's reCAPTCHA when its secret is configured (DECISIONS.md), else the self-hosted ALTCHA proof of work. */
export function createCaptcha(options: CaptchaOptions): Captcha {
  const { config, fetchImpl = fetch } = options;
  if (config.RECAPTCHA_SECRET) {
    return createRecaptchaCaptcha({ secret: config.RECAPTCHA_SECRET, verifyUrl: config.RECAPTCHA_VERIFY_URL, fetchImpl });
  }
  return createAltchaCaptcha({
    serverSecret: config.SERVER_SECRET,
    orm: options.orm,
    now: options.now,
    random: options.random ?? Math.random,
  });
}

/**
 * The app's one Captcha: the first caller (the captcha routes, registered in buildApp) creates it from deps.config
 * and deps.orm. Its clock is the wall clock, not deps.clock: altcha-lib checks expiry against the machine's time
 * and takes no clock, so issuing by any other clock would give two answers to "has this expired?". A test that
 * needs captcha time to move hands createCaptcha its own clock and puts it in place with useCaptcha.
 */
export const captchaFor = perApp((deps) => createCaptcha({ config: deps.config, orm: deps.orm, now: systemClock }));

/** Lets a test decide what the routes' captcha answers: call before buildApp(deps). */
export const useCaptcha = (deps: AppDeps, captcha: Captcha): void => captchaFor.use(deps, captcha);
