import { API_CLIENT_ERRORS, apiClientError, isReportedStatus, isSuccessStatus } from './api-client-errors';

describe('spec §8 API client errors table', () => {
  test("timeout: 'An error has occurred. The request has timed out.', code timeout", () => {
    expect(API_CLIENT_ERRORS.timeout).toEqual({
      message: 'An error has occurred. The request has timed out.',
      code: 'timeout',
    });
    expect(apiClientError({ kind: 'timeout' })).toEqual(API_CLIENT_ERRORS.timeout);
  });

  test("HTTP 404: 'An error has occurred. What you're looking for cannot be found.', code notfound", () => {
    expect(API_CLIENT_ERRORS.notFound).toEqual({
      message: "An error has occurred. What you're looking for cannot be found.",
      code: 'notfound',
    });
    expect(apiClientError({ kind: 'http', status: 404, body: { type: 'ignored' } })).toEqual({
      message: "An error has occurred. What you're looking for cannot be found.",
      code: 'notfound',
      status: 404,
    });
  });

  test("other non-2xx: 'An error has occurred at the API level', code from the response type, message and errors carried", () => {
    expect(
      apiClientError({
        kind: 'http',
        status: 400,
        body: { type: 'validation', message: 'Invalid body', errors: { postcode: 'This is not a valid postcode' } },
      }),
    ).toEqual({
      message: 'An error has occurred at the API level',
      code: 'validation',
      status: 400,
      serverMessage: 'Invalid body',
      errors: { postcode: 'This is not a valid postcode' },
    });
  });

  test.each([
    ['no body', 500, undefined],
    ['a body without type', 429, { message: 'Slow down' }],
    ['a blank type', 401, { type: ' ' }],
  ])("other non-2xx with %s: code 'api error'", (_case, status, body) => {
    const error = apiClientError({ kind: 'http', status, body });
    expect(error.message).toBe('An error has occurred at the API level');
    expect(error.code).toBe('api error');
    expect(error.status).toBe(status);
  });

  test("other failure: 'An error has occurred', code error", () => {
    expect(API_CLIENT_ERRORS.other).toEqual({ message: 'An error has occurred', code: 'error' });
    expect(apiClientError({ kind: 'other' })).toEqual({ message: 'An error has occurred', code: 'error' });
  });

  test('the api level row has the spec fallback code', () => {
    expect(API_CLIENT_ERRORS.api).toEqual({ message: 'An error has occurred at the API level', code: 'api error' });
  });

  test.each([200, 204, 299])('a %i is not a failure', (status) => {
    expect(isSuccessStatus(status)).toBe(true);
    expect(() => apiClientError({ kind: 'http', status })).toThrow(RangeError);
  });
});

describe('spec §8 reporting', () => {
  test.each([
    [500, true],
    [404, false],
    [429, false],
    [503, false],
  ])('HTTP %i is reported: %s', (status, reported) => {
    expect(isReportedStatus(status)).toBe(reported);
  });
});
