import {
  benefitsModalClosed,
  benefitsModalOpened,
  cookieBotLoaded,
  firstRenderCompleted,
  locoDayLoaded,
  queryStringChanged,
  systemSlice,
  versionLoaded,
} from './system-slice';

const reduce = systemSlice.reducer;

describe('system slice', () => {
  it('starts on a first render with nothing loaded yet', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      version: null,
      queryString: '',
      isFirstRender: true,
      showBenefitsModal: false,
      hasCookieBotLoaded: false,
      isLocoDay: false,
    });
  });

  it('records the version, the query string and the loco-day flag it is given', () => {
    let state = reduce(undefined, versionLoaded('0.1.0'));
    state = reduce(state, queryStringChanged('?utm_source=newsletter'));
    state = reduce(state, locoDayLoaded(true));

    expect(state).toMatchObject({ version: '0.1.0', queryString: '?utm_source=newsletter', isLocoDay: true });
  });

  it('ends the first render once, and tracks the benefits modal and Cookiebot', () => {
    let state = reduce(undefined, firstRenderCompleted());
    state = reduce(state, benefitsModalOpened());
    state = reduce(state, cookieBotLoaded());
    expect(state).toMatchObject({ isFirstRender: false, showBenefitsModal: true, hasCookieBotLoaded: true });

    expect(reduce(state, benefitsModalClosed()).showBenefitsModal).toBe(false);
  });
});
