import { z } from 'zod';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PG_TIMEOUTS } from '@lease/event-store';
import { productionRules } from './config-rules';
import { trustProxySetting } from './edge/trust-proxy';

const REPO_ROOT = join(__dirname, '..', '..');

const list = z
  .string()
  .optional()
  .transform((value) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean));

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === 'true' || value === '1'));

const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

/**
 * Where contact-form messages go, by variant. The spec says support mailboxes exist but not their addresses, so they
 * are configuration; `.example` (RFC 2606) can never reach a stranger while the production domain is unchosen.
 */
export const MAILBOX_DEFAULTS = {
  SUPPORT_MAILBOX: 'support@leasedeals.example',
  ADVERTISING_MAILBOX: 'advertising@leasedeals.example',
  AI_FEEDBACK_MAILBOX: 'ai-feedback@leasedeals.example',
} as const;

export type MailboxConfig = { [K in keyof typeof MAILBOX_DEFAULTS]: string };

/** Everything the API reads from its environment, validated at start so a bad setting fails loudly and early. */
export const configSchema = z.object({
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is required (npm start sets it for the embedded database)'),
  EVENTSTORE_URL: z
    .string()
    .regex(/^esdb(\+discover)?:\/\//, 'EVENTSTORE_URL must be an esdb:// connection string')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  CORS_ORIGINS: list,
  // Who may name the client in X-Forwarded-For (docs/operations.md); unset, nobody may.
  TRUST_PROXY: trustProxySetting,
  RUN_PROJECTORS: flag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOCO_DAYS: list.pipe(z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'LOCO_DAYS are YYYY-MM-DD dates'))),
  SERVER_SECRET: z.string().min(32, 'SERVER_SECRET must be at least 32 characters'),
  HEALTH_MAX_LAG_SECONDS: z.coerce.number().positive().default(60),
  // Search answers kept while the catalogue read model stays put; 0 turns the cache off.
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).default(500),
  // Sweeps one address may send a minute (a site sends one per page every few seconds; an office shares an address).
  ANALYTICS_SWEEPS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  // The AI-assisted search's optional model (docs/ai-search.md): an OpenAI-compatible endpoint, off unless set. Its
  // answers pass the search schema and the catalogue's allow-list; when it is slow or wrong the parser answers.
  AI_MODEL_URL: optionalUrl,
  AI_MODEL_NAME: z.string().default('gpt-4o-mini'),
  AI_MODEL_KEY: z.string().optional(),
  AI_MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4_000),
  // Email: an SMTP URL (smtp://user:pass@host:587, smtps://...). Without one, messages stay in the outbox for
  // staff to read.
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Lease Deals <no-reply@lease-deals.local>'),
  // SMS: an HTTP provider that takes { to, body } as JSON with a bearer token. Without one, SMS stay in the outbox.
  SMS_PROVIDER_URL: optionalUrl,
  SMS_PROVIDER_TOKEN: z.string().optional(),
  // Development only: verification codes are also written to the log. Refused with NODE_ENV=production
  // (config-rules.ts); `npm start` sets it for the embedded stack.
  DEV_LOG_CODES: flag(false),
  NODE_ENV: z.string().optional(),
  // How long a request may take before it answers 503, and how long the database may keep it waiting
  // (event-store's timeouts.ts explains each limit).
  REQUEST_DEADLINE_MS: z.coerce.number().int().min(100).default(30_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_PG_TIMEOUTS.connectMs),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_PG_TIMEOUTS.statementMs),
  // Google reCAPTCHA replaces the built-in ALTCHA challenge when its secret is set.
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  // The separate leads service PCP and poor-credit leads go on to once verified.
  LEADS_SERVICE_URL: optionalUrl,
  // The error-reporting service (Sentry's DSN): HTTP 500s and the leads service's failures are reported there,
  // without personal data. Unset: nothing is reported.
  SENTRY_DSN: optionalUrl,
  // How often the delivery worker looks for due messages, and whether this process runs it.
  DELIVERY_POLL_MS: z.coerce.number().int().positive().default(500),
  RUN_DELIVERY: flag(true),
  // The alert reactor (price alerts, saved-search alerts): run it in exactly one process, or in several (its
  // commands are safe to repeat, so two only do the work twice).
  RUN_REACTORS: flag(true),
  // Tokens: who issues them and for whom (an external OIDC issuer may replace the built-in one).
  AUTH_ISSUER: z.string().default('lease-deals'),
  AUTH_AUDIENCE: z.string().default('lease-deals-site'),
  // Raising the generation rotates the signing key; tokens signed with the one before stay good until they expire.
  // How long id and access tokens last; the site refreshes them within 5 s of expiry.
  AUTH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(900),
  AUTH_KEY_GENERATION: z.coerce.number().int().min(1).default(1),
  // An external OIDC issuer (such as a hosted identity pool) whose id tokens the API also accepts, checked against
  // its JWKS (AUTH_EXTERNAL_JWKS_URL, by default <issuer>/.well-known/jwks.json) for the audience given.
  AUTH_EXTERNAL_ISSUER: optionalUrl,
  AUTH_EXTERNAL_AUDIENCE: z.string().optional(),
  AUTH_EXTERNAL_JWKS_URL: optionalUrl,
  // Google and Facebook sign-in: each OpenID Connect issuer with this site's client. A provider without a client
  // id is switched off. The callback is <PUBLIC_ORIGIN>/auth/oauth/<provider>/callback.
  PUBLIC_ORIGIN: z.url().default('http://localhost:3000'),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_ISSUER: z.url().default('https://www.facebook.com'),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  // Plain-http issuers are refused unless this is set: for a local identity provider in tests and development.
  OIDC_ALLOW_HTTP: flag(false),
  SUPPORT_MAILBOX: z.email().default(MAILBOX_DEFAULTS.SUPPORT_MAILBOX),
  ADVERTISING_MAILBOX: z.email().default(MAILBOX_DEFAULTS.ADVERTISING_MAILBOX),
  AI_FEEDBACK_MAILBOX: z.email().default(MAILBOX_DEFAULTS.AI_FEEDBACK_MAILBOX),
  // The site's editorial text (Markdown with front matter), read and checked once at start.
  CONTENT_DIR: z.string().default(join(REPO_ROOT, 'content')),
  CONSUMER_WEB_DIR: z.string().default(join(REPO_ROOT, 'consumer-web', 'dist')),
  ADMIN_WEB_DIR: z.string().default(join(REPO_ROOT, 'admin-web', 'dist')),
  // Account pictures (spec §3 `avatar`, §7 "an avatar storage bucket"): a local folder by default, or an S3 bucket
  // (AWS, or any S3-compatible store at AVATAR_S3_ENDPOINT; credentials from the AWS SDK's usual chain, such as
  // AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY).
  AVATAR_STORAGE: z.enum(['local', 's3']).default('local'),
  AVATAR_DIR: z.string().default(join(REPO_ROOT, '.data', 'avatars')),
  AVATAR_S3_BUCKET: z.string().optional(),
  AVATAR_S3_REGION: z.string().default('eu-west-2'),
  AVATAR_S3_ENDPOINT: optionalUrl,
  AVATAR_S3_FORCE_PATH_STYLE: flag(false),
}).superRefine(productionRules).superRefine((config, context) => {
  if (config.AVATAR_STORAGE === 's3' && !config.AVATAR_S3_BUCKET?.trim()) {
    context.addIssue({ code: 'custom', path: ['AVATAR_S3_BUCKET'], message: 'AVATAR_S3_BUCKET is required with AVATAR_STORAGE=s3: name the bucket pictures go to' });
  }
});

export type Config = z.infer<typeof configSchema> & { version: string };

export function appVersion(): string {
  return (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return { ...parsed.data, version: appVersion() };
}
