import {
  ANALYTICS_ENVIRONMENT,
  DEFAULT_HEADER_BANNER_THEME,
  HEADER_BANNER_THEMES,
  isHeaderBannerTheme,
  PRICE_TAG_IDS,
  TRUST_SCORE,
} from './site-constants';

describe('spec §9 site constants', () => {
  test('trust score displayed is 4.7', () => {
    expect(TRUST_SCORE).toBe(4.7);
  });

  test('approved used vehicle price tag id is 98', () => {
    expect(PRICE_TAG_IDS.approvedUsed).toBe(98);
  });

  test('price tag id 82 is special', () => {
    expect(PRICE_TAG_IDS.special).toBe(82);
  });

  test('analytics environment is production', () => {
    expect(ANALYTICS_ENVIRONMENT).toBe('production');
  });
});

describe('spec §2 header banner themes', () => {
  test('are default, halloween, black-friday, christmas', () => {
    expect(HEADER_BANNER_THEMES).toEqual(['default', 'halloween', 'black-friday', 'christmas']);
    expect(DEFAULT_HEADER_BANNER_THEME).toBe('default');
  });

  test.each([
    ['christmas', true],
    ['easter', false],
    [undefined, false],
  ])('%j is a theme: %s', (value, expected) => {
    expect(isHeaderBannerTheme(value)).toBe(expected);
  });
});
