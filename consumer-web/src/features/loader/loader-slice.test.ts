import { loaderAdded, loaderRemoved, loadersCleared, loaderShown, loaderSlice, selectIsLoading, selectIsPending } from './loader-slice';

const reduce = loaderSlice.reducer;

describe('loader slice', () => {
  it('starts with no active loaders', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({ active: [], shown: [] });
  });

  it('adds a loader once, however often it is added, as pending but not yet shown', () => {
    let state = reduce(undefined, loaderAdded('FETCHING_META'));
    state = reduce(state, loaderAdded('FETCHING_META'));
    state = reduce(state, loaderAdded('SENDING_NEWSLETTER_SIGN_UP'));

    expect(state.active).toEqual(['FETCHING_META', 'SENDING_NEWSLETTER_SIGN_UP']);
    expect(selectIsPending({ loader: state }, 'FETCHING_META')).toBe(true);
    expect(selectIsLoading({ loader: state }, 'FETCHING_META')).toBe(false);
  });

  it('shows an active loader once the delay has passed, and never one that has ended', () => {
    let state = reduce(undefined, loaderAdded('FETCHING_META'));
    state = reduce(state, loaderShown('FETCHING_META'));
    state = reduce(state, loaderShown('FETCHING_META'));
    expect(state.shown).toEqual(['FETCHING_META']);
    expect(selectIsLoading({ loader: state }, 'FETCHING_META')).toBe(true);

    expect(reduce(undefined, loaderShown('ENDED_ALREADY')).shown).toEqual([]);
  });

  it('removes one loader, shown or not, and keeps the others', () => {
    let state = reduce(undefined, loaderAdded('FETCHING_META'));
    state = reduce(state, loaderAdded('SENDING_NEWSLETTER_SIGN_UP'));
    state = reduce(state, loaderShown('FETCHING_META'));
    state = reduce(state, loaderRemoved('FETCHING_META'));

    expect(state).toEqual({ active: ['SENDING_NEWSLETTER_SIGN_UP'], shown: [] });
    expect(selectIsLoading({ loader: state }, 'FETCHING_META')).toBe(false);
    expect(selectIsPending({ loader: state }, 'FETCHING_META')).toBe(false);
  });

  it('clears every loader', () => {
    expect(reduce({ active: ['A', 'B'], shown: ['A'] }, loadersCleared())).toEqual({ active: [], shown: [] });
  });
});
