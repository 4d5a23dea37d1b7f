import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import { canonicalReferralCode, SOCIAL_PROVIDERS } from '@lease/domain';
import { now } from '../../accounts/accounts';
import { deviceHash, noteDevice } from '../../accounts/devices';
import { clearFlowCookie, FLOW_TTL_MS, flowCookieOf, openFlow, safeRedirectPath, setFlowCookie } from '../../accounts/oauth/flow-cookie';
import { configuredProviders, isConfigured, isSocialProvider, issuerConfiguration, redirectUriOf, scopeOf } from '../../accounts/oauth/providers';
import { socialSignIn } from '../../accounts/oauth/social-account';
import { setRefreshCookie } from '../../accounts/session-cookie';
import { startSession } from '../../accounts/sessions';
import type { AppDeps } from '../../deps';
import { awaitConsistency } from '../../plugins/consistency';
import { adoptProviderPicture } from '../../avatars/provider-picture';
import { noteReferralLink, settleReferral } from '../../rewards/referrals';

/** What the site's /auth page is told when a social sign-in does not end signed in. */
export type OAuthError = 'provider_not_configured' | 'access_denied' | 'sign_in_failed';

const providerParams = z.object({ provider: z.string().max(40) });

/** Back to the site's /auth page: it shows the error, or calls /auth/refresh and goes on to redirectUrl. */
const toSite = (reply: FastifyReply, query: Record<string, string>) => reply.header('cache-control', 'no-store').redirect(`/auth?${new URLSearchParams(query)}`, 302);

/** Google and Facebook sign-in (OpenID Connect, code flow with PKCE, state and nonce). */
export const oauthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const secret = deps.config.SERVER_SECRET;

    app.get(
      '/auth/providers',
      {
        schema: {
          tags: ['auth'],
          summary: 'The social sign-in providers this site has a client for (the site shows only their buttons).',
          response: { 200: z.object({ providers: z.array(z.enum(SOCIAL_PROVIDERS)) }) },
        },
      },
      async () => ({ providers: configuredProviders(deps.config) }),
    );

    app.get(
      '/auth/oauth/:provider/start',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['auth'],
          summary: 'Start a Google or Facebook sign-in: 302 to the provider, or to /auth?error=provider_not_configured.',
          params: providerParams,
          querystring: z.object({
            redirectUrl: z.string().optional(),
            // A stale or mangled code or device id must not stop a sign-in: they are dropped, not refused.
            referralCode: z.string().max(40).optional(),
            deviceId: z.string().max(80).optional(),
          }),
        },
      },
      async (request, reply) => {
        const { provider } = request.params;
        if (!isSocialProvider(provider)) return toSite(reply, { error: 'provider_not_configured' });
        if (!isConfigured(deps.config, provider)) return toSite(reply, { error: 'provider_not_configured', provider });
        let configuration: client.Configuration;
        try {
          configuration = await issuerConfiguration(deps, provider);
        } catch (error) {
          request.log.error({ err: error, provider }, 'OpenID Connect discovery failed');
          return toSite(reply, { error: 'sign_in_failed' });
        }
        const codeVerifier = client.randomPKCECodeVerifier();
        const flow = {
          provider,
          codeVerifier,
          state: client.randomState(),
          nonce: client.randomNonce(),
          redirectUrl: safeRedirectPath(request.query.redirectUrl),
          referralCode: canonicalReferralCode(request.query.referralCode),
          deviceHash: deviceHash(deps, request.query.deviceId),
          expiresAt: now(deps).getTime() + FLOW_TTL_MS,
        };
        const authorizationUrl = client.buildAuthorizationUrl(configuration, {
          redirect_uri: redirectUriOf(deps.config, provider),
          scope: scopeOf(deps.config, provider),
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state: flow.state,
          nonce: flow.nonce,
        });
        setFlowCookie(request, reply, secret, flow);
        return reply.header('cache-control', 'no-store').redirect(authorizationUrl.href, 302);
      },
    );

    app.get(
      '/auth/oauth/:provider/callback',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['auth'],
          summary:
            "The provider's redirect: signs in (refresh cookie set) and 302s to /auth?provider=&new=&redirectUrl= (and referral=refused when a new account's referral link did not count), or to /auth?error=.",
          params: providerParams,
        },
      },
      async (request, reply) => {
        const { provider } = request.params;
        // A flow is good once, whatever happens next.
        clearFlowCookie(request, reply);
        const failed = (reason: string, details: object = {}) => {
          request.log.warn({ provider, reason, ...details }, 'social sign-in refused');
          return toSite(reply, { error: 'sign_in_failed' });
        };

        const sealed = flowCookieOf(request);
        const flow = sealed ? openFlow(secret, sealed, now(deps)) : null;
        if (!flow) return failed(sealed ? 'flow cookie not ours or expired' : 'no flow cookie');
        if (!isSocialProvider(provider) || flow.provider !== provider) return failed('flow cookie for another provider');
        if (!isConfigured(deps.config, provider)) return failed('provider no longer configured');

        let claims: client.IDToken;
        try {
          const configuration = await issuerConfiguration(deps, provider);
          // The URL the provider redirected to, as registered with it: openid-client sends it on as redirect_uri.
          const callbackUrl = new URL(redirectUriOf(deps.config, provider));
          callbackUrl.search = queryOf(request);
          const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
            pkceCodeVerifier: flow.codeVerifier,
            expectedState: flow.state,
            expectedNonce: flow.nonce,
            idTokenExpected: true,
          });
          const idClaims = tokens.claims();
          if (!idClaims) return failed('no id token');
          claims = idClaims;
        } catch (error) {
          if (error instanceof client.AuthorizationResponseError) {
            request.log.info({ provider, error: error.error }, 'social sign-in ended at the provider');
            return toSite(reply, { error: error.error === 'access_denied' ? 'access_denied' : 'sign_in_failed' });
          }
          return failed('code exchange or id token refused', { err: error });
        }

        let result: Awaited<ReturnType<typeof socialSignIn>>;
        let refreshToken: string | undefined;
        try {
          result = await socialSignIn(deps, request, provider, claims);
          if (result.ok) refreshToken = await startSession(deps.orm, result.userId, now(deps));
        } catch (error) {
          // The browser is navigating: it goes back to the site with an error, not to a JSON 500. Every step is
          // safe to repeat, so signing in again finishes what this attempt started.
          request.log.error({ err: error, provider, requestId: request.id }, 'social sign-in failed');
          return toSite(reply, { error: 'sign_in_failed' });
        }
        if (!result.ok && result.reason === 'email_unverified') {
          request.log.warn({ provider, reason: result.reason }, 'social sign-in refused');
          return toSite(reply, { error: 'email_unverified', provider });
        }
        if (!result.ok || !refreshToken) return failed(result.ok ? 'no session' : result.reason);

        await noteDevice(deps, result.userId, flow.deviceHash);
        // The provider has proved the address, so a new account's referral is noted and settled at once.
        const referral = result.created ? await referSocialSignUp(deps, request, result.userId, flow.referralCode, claims) : null;
        // A new account starts with the provider's picture (spec §3 avatar); after that the person chooses.
        const pictured = result.created ? await adoptProviderPicture(deps, request, result.userId, provider, claims.picture) : null;
        setRefreshCookie(request, reply, refreshToken);
        // The site calls /auth/refresh next, which reads the account from the users read model: let it catch up.
        await awaitConsistency(deps.orm, reply, ['users'], pictured ?? result.position ?? undefined);
        return toSite(reply, {
          provider,
          new: result.created ? '1' : '0',
          ...(referral?.counted === false ? { referral: 'refused' } : {}),
          ...(flow.redirectUrl ? { redirectUrl: flow.redirectUrl } : {}),
        });
      },
    );
  };

async function referSocialSignUp(deps: AppDeps, request: FastifyRequest, userId: string, code: string | null, claims: client.IDToken) {
  if (!code || typeof claims.email !== 'string') return null;
  await noteReferralLink(deps, request, userId, code);
  return settleReferral(deps, request, userId, claims.email);
}

/** The raw query string of the request, as the provider wrote it. */
function queryOf(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at);
}
