import { loaderAdded, loaderRemoved, loadersCleared, loaderSlice } from './loader-slice';

const reduce = loaderSlice.reducer;

describe('loader slice', () => {
  it('starts with no active loaders', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual([]);
  });

  it('adds a loader once, however often it is added', () => {
    let state = reduce(undefined, loaderAdded('FETCHING_META'));
    state = reduce(state, loaderAdded('FETCHING_META'));
    state = reduce(state, loaderAdded('SENDING_NEWSLETTER_SIGN_UP'));

    expect(state).toEqual(['FETCHING_META', 'SENDING_NEWSLETTER_SIGN_UP']);
    expect(loaderSlice.selectors.selectIsLoading({ loader: state }, 'FETCHING_META')).toBe(true);
  });

  it('removes one loader and keeps the others', () => {
    const state = reduce(['FETCHING_META', 'SENDING_NEWSLETTER_SIGN_UP'], loaderRemoved('FETCHING_META'));

    expect(state).toEqual(['SENDING_NEWSLETTER_SIGN_UP']);
    expect(loaderSlice.selectors.selectIsLoading({ loader: state }, 'FETCHING_META')).toBe(false);
  });

  it('clears every loader', () => {
    expect(reduce(['A', 'B'], loadersCleared())).toEqual([]);
  });
});
