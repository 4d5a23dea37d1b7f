/** Body of every error answer: the spec's type/code/message, and field errors for a 400. */
export interface ApiErrorBody {
  type: string;
  code: string;
  message: string;
  errors?: Record<string, string>;
  /** Feed uploads: every problem with its line, as well as the flat `errors`. */
  problems?: { line: number | null; field: string; message: string }[];
  requestId?: string;
  /** A 429's wait, in seconds (also sent as Retry-After). */
  retryAfter?: number;
  /** Why a refresh was refused (unknown, expired, revoked, reused), for the site's log and for tests. */
  reason?: string;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
}

export const notFound = (message = "What you're looking for cannot be found.") =>
  new ApiError(404, { type: 'notfound', code: 'NOT_FOUND', message });
