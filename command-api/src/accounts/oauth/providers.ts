import * as client from 'openid-client';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@lease/domain';
import type { Config } from '../../config';
import type { AppDeps } from '../../deps';
import { perApp } from '../../per-app';

// Google and Facebook are OpenID Connect issuers, each with this site's client from the settings. A provider
// without a client id is switched off: /auth/providers leaves it out and its start page says so.

interface ProviderSettings {
  issuer: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** What we ask for: the id token then carries the email and the names. Facebook has no `profile` scope. */
  scope: string;
}

const settingsOf = (config: Config, provider: SocialProvider): ProviderSettings =>
  provider === 'google'
    ? { issuer: config.GOOGLE_ISSUER, clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET, scope: 'openid email profile' }
    : { issuer: config.FACEBOOK_ISSUER, clientId: config.FACEBOOK_CLIENT_ID, clientSecret: config.FACEBOOK_CLIENT_SECRET, scope: 'openid email public_profile' };

export const isSocialProvider = (value: string): value is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(value);

export const isConfigured = (config: Config, provider: SocialProvider) => Boolean(settingsOf(config, provider).clientId);

export const configuredProviders = (config: Config): SocialProvider[] => SOCIAL_PROVIDERS.filter((provider) => isConfigured(config, provider));

export const scopeOf = (config: Config, provider: SocialProvider) => settingsOf(config, provider).scope;

/** Where the provider sends the person back: registered with the provider exactly like this. */
export const redirectUriOf = (config: Config, provider: SocialProvider) => new URL(`/auth/oauth/${provider}/callback`, config.PUBLIC_ORIGIN).href;

const DISCOVERY_TIMEOUT_SECONDS = 10;

/**
 * Facebook's discovery document names no token endpoint (its OpenID support began with id tokens in the implicit
 * flow); its manual code flow with PKCE exchanges the code at the Graph API, which answers with an id token. Used
 * only when discovery leaves the endpoint out, so a complete document (or a local test issuer) always wins.
 */
const TOKEN_ENDPOINT_FALLBACK: Partial<Record<SocialProvider, string>> = { facebook: 'https://graph.facebook.com/oauth/access_token' };

async function discover(config: Config, provider: SocialProvider): Promise<client.Configuration> {
  const settings = settingsOf(config, provider);
  const issuer = new URL(settings.issuer);
  // Plain http only when the settings allow it (a local identity provider): openid-client refuses it otherwise.
  const insecure = config.OIDC_ALLOW_HTTP && issuer.protocol === 'http:';
  const clientAuth = () => (settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None());
  const discovered = await client.discovery(issuer, settings.clientId!, undefined, clientAuth(), {
    timeout: DISCOVERY_TIMEOUT_SECONDS,
    ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
  });
  const { supportsPKCE: _helper, ...metadata } = discovered.serverMetadata();
  const fallback = TOKEN_ENDPOINT_FALLBACK[provider];
  if (metadata.token_endpoint || !fallback) return discovered;
  const completed = new client.Configuration({ ...metadata, token_endpoint: fallback }, settings.clientId!, undefined, clientAuth());
  completed.timeout = DISCOVERY_TIMEOUT_SECONDS;
  if (insecure) client.allowInsecureRequests(completed);
  return completed;
}

/**
 * Each issuer's metadata, fetched once per app on first use. A failed discovery is forgotten, so the next sign-in
 * tries again rather than failing until a restart.
 */
const discovered = perApp(() => new Map<SocialProvider, Promise<client.Configuration>>());

export function issuerConfiguration(deps: AppDeps, provider: SocialProvider): Promise<client.Configuration> {
  const cache = discovered(deps);
  let pending = cache.get(provider);
  if (!pending) {
    pending = discover(deps.config, provider);
    cache.set(provider, pending);
    pending.catch(() => {
      if (cache.get(provider) === pending) cache.delete(provider);
    });
  }
  return pending;
}
