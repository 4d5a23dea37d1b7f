import type { ErrorEvent, NodeClient } from '@sentry/node';
import { redactPersonalText } from '../delivery/backoff';
import { perApp } from '../per-app';

/** What a report says about where the failure happened: never the request's headers, body or query values. */
export interface ReportContext {
  requestId?: string;
  method?: string;
  /** The route's pattern (`/vehicle/:id`) or a path without its query. */
  route?: string;
  /** Short labels to group by: an error code, a service name. */
  tags?: Record<string, string>;
}

/**
 * Spec §7/§8: HTTP 500s and the leads service's failures go to the error-reporting service (Sentry, through its
 * own SDK). Off without a DSN: then reporting does nothing at all.
 */
export interface ErrorReporter {
  readonly enabled: boolean;
  report(error: unknown, context: ReportContext): void;
  /** Waits until what was reported has been sent (or timeoutMs passed). */
  flush(timeoutMs?: number): Promise<boolean>;
  close(timeoutMs?: number): Promise<void>;
}

const OFF: ErrorReporter = {
  enabled: false,
  report: () => undefined,
  flush: async () => true,
  close: async () => undefined,
};

// Bearer tokens and JWTs a message may quote, on top of addresses and numbers (redactPersonalText).
const TOKEN_LIKE = /\b(?:Bearer\s+)?eyJ[\w-]+\.[\w-]+\.[\w-]*|\bBearer\s+[\w.~+/=-]{8,}/g;

export function scrubText(text: string): string {
  return redactPersonalText(text.replace(TOKEN_LIKE, '[token]'));
}

const withoutQuery = (url: string): string => url.split('?')[0]!;

/**
 * The last word before anything leaves: whatever an integration or a future change adds, a report carries no
 * person (user, cookies, headers, body, query values) and its words are scrubbed of addresses, numbers and tokens.
 * Tags are left alone: only report() sets them, from ids and codes (a request id would read as a number).
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  delete event.user;
  delete event.breadcrumbs;
  delete event.extra;
  if (event.request) event.request = { ...(event.request.method ? { method: event.request.method } : {}), ...(event.request.url ? { url: withoutQuery(event.request.url) } : {}) };
  if (event.message) event.message = scrubText(event.message);
  if (event.transaction) event.transaction = withoutQuery(event.transaction);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubText(exception.value);
  }
  return event;
}

/** The SDK is loaded only when a DSN is set: it takes most of a second to load, which no start should pay for nothing. */
async function startClient(options: { dsn: string; release: string; environment: string | undefined }) {
  const { defaultStackParser, makeNodeTransport, NodeClient, Scope } = await import('@sentry/node');
  const client: NodeClient = new NodeClient({
    dsn: options.dsn,
    release: options.release,
    environment: options.environment ?? 'development',
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    integrations: [],
    // Nothing of the request is collected; beforeSend makes sure of it whatever an integration adds.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    sendClientReports: false,
    enableRuntimeChannelInjection: false,
    beforeSend: scrubEvent,
  });
  client.init();
  return { client, newScope: () => new Scope() };
}

/**
 * One Sentry client per app, not the SDK's global `init`: tests build several apps in one process, each with its
 * own DSN, and the API needs none of the SDK's automatic instrumentation to report what its error handler sees.
 */
export function createErrorReporter(options: { dsn: string | undefined; release: string; environment: string | undefined }): ErrorReporter {
  const { dsn } = options;
  if (!dsn) return OFF;
  // Reporting must never be what fails a request or the process: a client that cannot start reports nothing.
  const sdk = startClient({ ...options, dsn }).catch(() => null);
  let pending: Promise<unknown> = sdk;
  return {
    enabled: true,
    report(error, context) {
      pending = sdk.then((started) => {
        if (!started) return;
        const scope = started.newScope();
        scope.setClient(started.client);
        if (context.requestId) scope.setTag('request_id', context.requestId);
        for (const [name, value] of Object.entries(context.tags ?? {})) scope.setTag(name, value);
        if (context.method || context.route) {
          const route = context.route ? withoutQuery(context.route) : undefined;
          scope.addEventProcessor((event) => ({
            ...event,
            request: { ...(context.method ? { method: context.method } : {}), ...(route ? { url: route } : {}) },
            ...(route ? { transaction: `${context.method ?? ''} ${route}`.trim() } : {}),
          }));
        }
        scope.captureException(error);
      }).catch(() => undefined);
    },
    flush: async (timeoutMs = 2000) => {
      await pending;
      return (await sdk)?.client.flush(timeoutMs) ?? false;
    },
    close: async (timeoutMs = 2000) => {
      await pending;
      await (await sdk)?.client.close(timeoutMs);
    },
  };
}

export const errorReporterFor = perApp((deps) =>
  createErrorReporter({ dsn: deps.config.SENTRY_DSN, release: deps.config.version, environment: deps.config.NODE_ENV }),
);
