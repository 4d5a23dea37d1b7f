// The four errors the API client raises, spec §8 "API client errors".

export const API_CLIENT_ERRORS = {
  timeout: { message: 'An error has occurred. The request has timed out.', code: 'timeout' },
  notFound: { message: "An error has occurred. What you're looking for cannot be found.", code: 'notfound' },
  api: { message: 'An error has occurred at the API level', code: 'api error' },
  other: { message: 'An error has occurred', code: 'error' },
} as const;

export type ApiFieldErrors = Readonly<Record<string, string | readonly string[]>>;

export type ApiClientError = {
  readonly message: string;
  readonly code: string;
  readonly status?: number;
  // For a non-2xx answer the spec carries the server's own message and field errors alongside.
  readonly serverMessage?: string;
  readonly errors?: ApiFieldErrors;
};

// The body the API sends with a non-2xx status (STYLE.md: bodies carry type/code/message/errors).
export type ApiErrorResponseBody = {
  readonly type?: string;
  readonly code?: string;
  readonly message?: string;
  readonly errors?: ApiFieldErrors;
};

export type ApiFailure =
  | { readonly kind: 'timeout' }
  | { readonly kind: 'http'; readonly status: number; readonly body?: ApiErrorResponseBody }
  | { readonly kind: 'other' };

export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status <= 299;
}

export function apiClientError(failure: ApiFailure): ApiClientError {
  switch (failure.kind) {
    case 'timeout':
      return { ...API_CLIENT_ERRORS.timeout };
    case 'other':
      return { ...API_CLIENT_ERRORS.other };
    case 'http': {
      // A 2xx reaching here is a caller bug; labelling it an API error would hide that.
      if (isSuccessStatus(failure.status)) throw new RangeError(`HTTP ${failure.status} is not a failure`);
      if (failure.status === 404) return { ...API_CLIENT_ERRORS.notFound, status: 404 };
      const { type, message, errors } = failure.body ?? {};
      return {
        message: API_CLIENT_ERRORS.api.message,
        code: type && type.trim() !== '' ? type : API_CLIENT_ERRORS.api.code,
        status: failure.status,
        ...(message === undefined ? {} : { serverMessage: message }),
        ...(errors === undefined ? {} : { errors }),
      };
    }
    default: {
      const unhandled: never = failure;
      throw new TypeError(`Unknown failure ${JSON.stringify(unhandled)}`);
    }
  }
}

// §8: GET and POST calls report an HTTP 500 to the error-reporting service, then return nothing.
export function isReportedStatus(status: number): boolean {
  return status === 500;
}
