// Site-wide constants of spec §9 (trust score, price tags, analytics) and §2 (header banner themes).

export const TRUST_SCORE = 4.7;

export const PRICE_TAG_IDS = { approvedUsed: 98, special: 82 } as const;

export const ANALYTICS_ENVIRONMENT = 'production';

export const HEADER_BANNER_THEMES = ['default', 'halloween', 'black-friday', 'christmas'] as const;
export type HeaderBannerTheme = (typeof HEADER_BANNER_THEMES)[number];
export const DEFAULT_HEADER_BANNER_THEME: HeaderBannerTheme = 'default';

export function isHeaderBannerTheme(value: unknown): value is HeaderBannerTheme {
  return typeof value === 'string' && (HEADER_BANNER_THEMES as readonly string[]).includes(value);
}
