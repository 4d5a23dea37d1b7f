import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values never reach a log line: the id token the spec lets a client send as `?token=`,
 * OAuth callbacks' `code` and `state`, codes and emails in links from messages, and anything named like a key or
 * secret. Matched anywhere in the name (`refreshToken`, `verificationCode`, `apiKey`), case-insensitively.
 */
const SECRET_PARAMETER = /token|code|state|secret|password|key|signature|email|phone/i;

/** The URL with the values of secret-looking query parameters replaced, keeping the path and other parameters. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came; only its value matters here.
      }
      return equals >= 0 && SECRET_PARAMETER.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/** Fastify's own request serializer (lib/logger-pino.js), with the URL redacted. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
