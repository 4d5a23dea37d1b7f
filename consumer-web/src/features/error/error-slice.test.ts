import { errorCleared, errorSet, errorSlice, failureOf } from './error-slice';

const reduce = errorSlice.reducer;

describe('error slice', () => {
  it('starts with no errors', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({});
  });

  it('keeps a failure under its key and code, with field errors when there are some', () => {
    const state = reduce(
      undefined,
      errorSet({ key: 'SENDING_NEWSLETTER_SIGN_UP', code: 'validation', message: 'An error has occurred at the API level', errors: { email: 'This is not a valid email' } }),
    );

    expect(state).toEqual({
      SENDING_NEWSLETTER_SIGN_UP: { validation: { message: 'An error has occurred at the API level', errors: { email: 'This is not a valid email' } } },
    });
  });

  it('replaces the previous failure of the same key', () => {
    let state = reduce(undefined, errorSet({ key: 'FETCHING_META', code: 'timeout', message: 'timed out' }));
    state = reduce(state, errorSet({ key: 'FETCHING_META', code: 'error', message: 'An error has occurred' }));

    expect(state).toEqual({ FETCHING_META: { error: { message: 'An error has occurred' } } });
  });

  it('clears one key and leaves the others', () => {
    let state = reduce(undefined, errorSet({ key: 'A', code: 'error', message: 'a' }));
    state = reduce(state, errorSet({ key: 'B', code: 'error', message: 'b' }));
    state = reduce(state, errorCleared('A'));

    expect(state).toEqual({ B: { error: { message: 'b' } } });
  });

  it('finds the failure of a key with its code', () => {
    const state = { error: reduce(undefined, errorSet({ key: 'A', code: 'notfound', message: 'gone' })) };

    expect(failureOf(errorSlice.selectors.selectErrorEntry(state, 'A'))).toEqual({ code: 'notfound', message: 'gone' });
    expect(failureOf(errorSlice.selectors.selectErrorEntry(state, 'B'))).toBeUndefined();
  });
});
