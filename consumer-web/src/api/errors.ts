import { apiClientError, type ApiFailure, type ApiFieldErrors, AUTH_ERROR_MESSAGES, PRODUCT_MESSAGES } from '@lease/domain';

/** One message per field: the forms show a single line under each control. */
export type FieldErrors = Record<string, string>;

/**
 * The spec §8 client error (messages and codes come from @lease/domain) as a throwable, so that a saga's
 * try/catch receives it from `call`.
 */
export class ApiClientError extends Error {
  readonly code: string;
  readonly status: number | undefined;
  /** The server's own `message`, kept apart because the user-facing message is the spec's fixed text. */
  readonly serverMessage: string | undefined;
  /** The `code` of the server's error body (CAPTCHA_HAS_EXPIRED, say), which `code` above does not carry. */
  readonly responseCode: string | undefined;
  readonly errors: FieldErrors | undefined;

  constructor(failure: ApiFailure) {
    const error = apiClientError(failure);
    super(error.message);
    this.name = 'ApiClientError';
    this.code = error.code;
    this.status = error.status;
    this.serverMessage = error.serverMessage;
    this.responseCode = failure.kind === 'http' ? failure.body?.code : undefined;
    this.errors = error.errors ? oneMessagePerField(error.errors) : undefined;
  }
}

function oneMessagePerField(errors: ApiFieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, typeof messages === 'string' ? messages : messages.join(' ')]),
  );
}

/**
 * A call that needs a signed-in person's token failed before it left: nobody is signed in, or the token could not
 * be fetched again (spec §8 "Authentication library errors", §6). It carries its own words, which a flow shows in
 * place of its usual failure message, since "we could not save your details" would blame the wrong thing.
 */
export class AuthTokenError extends ApiClientError {
  override readonly code: AuthTokenErrorCode;

  constructor(code: AuthTokenErrorCode) {
    super({ kind: 'other' });
    this.name = 'AuthTokenError';
    this.code = code;
    this.message = AUTH_TOKEN_MESSAGES[code];
  }
}

export type AuthTokenErrorCode = 'unauthenticated' | 'credentials';

const AUTH_TOKEN_MESSAGES: Record<AuthTokenErrorCode, string> = {
  unauthenticated: AUTH_ERROR_MESSAGES.notAuthenticated,
  credentials: PRODUCT_MESSAGES.userCredentialsFetchFailed,
};

export function toApiClientError(error: unknown): ApiClientError {
  return error instanceof ApiClientError ? error : new ApiClientError({ kind: 'other' });
}
