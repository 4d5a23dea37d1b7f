import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { contentUrlForPage, dealIdOfPage, EMBEDDED_CONTENT_ID, isArticlePath } from '@lease/domain';
import type { AppDeps } from './deps';
import { registerRateLimits } from './edge/rate-limits';
import { recordRoutes } from './edge/route-table';
import { guardConsistentWith } from './plugins/consistency-guard';
import { errorHandler } from './plugins/error-handler';
import { errorReporterFor } from './plugins/error-reporting';
import { logSerializers } from './plugins/log-redaction';
import { registerOpenApi } from './plugins/openapi';
import { registerStaticSites } from './plugins/static-sites';
import { captchaRoutes } from './routes/captcha/captcha-routes';
import { newsletterRoutes } from './routes/marketing/newsletter-routes';
import { discoveryRoutes } from './routes/search/discovery-routes';
import { searchRoutes } from './routes/search/search-routes';
import { searchReferenceRoutes } from './routes/search/search-reference-routes';
import { aiSearchRoutes } from './routes/search/ai-search-routes';
import { pcpRoutes } from './routes/deciding/pcp-routes';
import { recommendationRoutes } from './routes/deciding/recommendation-routes';
import { brokerRoutes } from './routes/deciding/broker-routes';
import { comparisonRoutes } from './routes/account-space/comparison-routes';
import { vehicleRoutes } from './routes/vehicles/vehicle-routes';
import { feedRoutes } from './routes/supplier/feed-routes';
import { systemRoutes } from './routes/system/system-routes';
import { clientErrorRoutes } from './routes/system/client-error-routes';
import { leadRoutes } from './routes/leads/lead-routes';
import { enquiryRoutes } from './routes/leads/enquiry-routes';
import { authRoutes } from './routes/auth/auth-routes';
import { oauthRoutes } from './routes/auth/oauth-routes';
import { accountRoutes } from './routes/account/account-routes';
import { eraseRoutes } from './routes/account/erase-routes';
import { avatarRoutes } from './routes/account/avatar-routes';
import { visitorRoutes } from './routes/visitors/visitor-routes';
import { analyticsRoutes } from './routes/analytics/analytics-routes';
import { garageRoutes } from './routes/account-space/garage-routes';
import { savedSearchRoutes } from './routes/account-space/saved-search-routes';
import { priceAlertRoutes } from './routes/account-space/price-alert-routes';
import { adminApi, ADMIN_API_PREFIX } from './routes/admin/admin-api';
import { rewardRoutes } from './routes/rewards/reward-routes';
import { feedbackRoutes } from './routes/feedback/feedback-routes';
import { contentRoutes } from './routes/content/content-routes';
import { contentAnswerCache } from './content/content-answers';
import { adRoutes } from './routes/content/ad-routes';
import { findDealItem } from './routes/search/deal-item';

export const REQUEST_TIMEOUT_MS = 30_000;

/** The whole HTTP app, from its dependencies: tests build it over a real database, server.ts from config. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: deps.config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Request lines carry the URL: tokens and OAuth codes in its query are blanked (plugins/log-redaction.ts).
      serializers: logSerializers,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    requestTimeout: REQUEST_TIMEOUT_MS,
    // The deadline for answering once a request is in: past it the client gets a 503 instead of waiting on a
    // stalled dependency (the database's own limits free its connections soon after).
    handlerTimeout: deps.config.REQUEST_DEADLINE_MS,
    bodyLimit: 1024 * 1024,
    // One request id per call, shown in 500 answers and in the log line that explains them.
    genReqId: () => crypto.randomUUID(),
    // Only a configured proxy may name the client (X-Forwarded-For): per-address limits key on request.ip.
    trustProxy: deps.config.TRUST_PROXY,
  });
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const reporter = errorReporterFor(deps);
  await app.register(errorHandler, { reporter });
  // What is still on its way to the error-reporting service goes before the process does.
  app.addHook('onClose', async () => reporter.close());
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // react-admin's styling library injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'"],
        // The ALTCHA widget solves its proof of work in workers it builds from blob: URLs of its own code.
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
      },
    },
  });
  // The console's list calls read the total from Content-Range (ra-data-simple-rest), which a browser hides unless exposed.
  await app.register(cors, { origin: deps.config.CORS_ORIGINS.length > 0 ? deps.config.CORS_ORIGINS : false, exposedHeaders: ['Content-Range'] });
  await registerRateLimits(app, deps);
  guardConsistentWith(app, deps.store);
  await registerOpenApi(app, deps.config.version);

  await app.register(systemRoutes(deps));
  await app.register(clientErrorRoutes(deps));
  await app.register(newsletterRoutes(deps));
  await app.register(captchaRoutes(deps));
  await app.register(feedRoutes(deps));
  await app.register(searchRoutes(deps));
  await app.register(searchReferenceRoutes(deps));
  await app.register(aiSearchRoutes(deps));
  await app.register(pcpRoutes(deps));
  await app.register(recommendationRoutes(deps));
  await app.register(brokerRoutes(deps));
  await app.register(comparisonRoutes(deps));
  await app.register(discoveryRoutes(deps));
  await app.register(vehicleRoutes(deps));
  await app.register(leadRoutes(deps));
  await app.register(enquiryRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(oauthRoutes(deps));
  await app.register(accountRoutes(deps));
  await app.register(eraseRoutes(deps));
  await app.register(avatarRoutes(deps));
  await app.register(visitorRoutes(deps));
  await app.register(analyticsRoutes(deps));
  await app.register(garageRoutes(deps));
  await app.register(savedSearchRoutes(deps));
  await app.register(priceAlertRoutes(deps));
  await app.register(rewardRoutes(deps));
  await app.register(feedbackRoutes(deps));
  await app.register(contentRoutes(deps));
  await app.register(adRoutes(deps));
  await app.register(adminApi(deps), { prefix: ADMIN_API_PREFIX });

  // A visit that lands on a content page gets the page's text in its first HTML (docs/content.md).
  // The same serialised answers the content routes send, so nothing is serialised again per visit.
  const contentAnswer = contentAnswerCache(deps);
  await registerStaticSites(app, { consumer: deps.config.CONSUMER_WEB_DIR, admin: deps.config.ADMIN_WEB_DIR }, async (pathname) => {
    // A deal page's first HTML carries its deal as GET /deal answers it (the same lookup, not a request through
    // the app's hooks and rate limits): the page paints the deal, and its picture, without a round trip after the
    // script.
    const dealId = dealIdOfPage(pathname);
    if (dealId !== null) {
      const deal = await findDealItem(deps.orm, dealId);
      return deal ? { id: EMBEDDED_CONTENT_ID, url: `/deal?id=${dealId}`, body: JSON.stringify(deal) } : null;
    }
    const url = contentUrlForPage(pathname);
    const answer = url === null ? null : contentAnswer(url);
    if (answer === null) return isArticlePath(pathname) ? 'missing' : null;
    return { id: EMBEDDED_CONTENT_ID, url: url!, body: answer.body };
  });
  return app;
}
