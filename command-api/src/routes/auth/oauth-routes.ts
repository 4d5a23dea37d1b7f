import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';

/** Google and Facebook sign-in (OpenID Connect, code flow with PKCE). */
export const oauthRoutes =
  (_deps: AppDeps): FastifyPluginAsyncZod =>
  async () => {};
