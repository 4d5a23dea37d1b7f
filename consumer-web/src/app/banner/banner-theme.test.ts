import { bannerThemeFor, blackFriday } from './banner-theme';

const at = (iso: string) => bannerThemeFor(new Date(iso));

describe('header banner theme', () => {
  it('finds Black Friday as the day after the fourth Thursday of November', () => {
    expect(new Date(blackFriday(2025) * 86_400_000).toISOString().slice(0, 10)).toBe('2025-11-28');
    expect(new Date(blackFriday(2026) * 86_400_000).toISOString().slice(0, 10)).toBe('2026-11-27');
  });

  it.each([
    ['2025-10-23T12:00:00Z', 'default'],
    ['2025-10-24T12:00:00Z', 'halloween'],
    ['2025-10-31T23:30:00Z', 'halloween'],
    ['2025-11-01T00:30:00Z', 'default'],
    ['2025-11-23T12:00:00Z', 'default'],
    ['2025-11-24T12:00:00Z', 'black-friday'],
    ['2025-12-01T12:00:00Z', 'black-friday'],
    ['2025-12-02T12:00:00Z', 'christmas'],
    ['2026-12-01T12:00:00Z', 'christmas'],
    ['2025-12-26T23:59:00Z', 'christmas'],
    ['2025-12-27T00:00:00Z', 'default'],
    ['2026-06-15T12:00:00Z', 'default'],
  ])('at %s is %s', (iso, theme) => {
    expect(at(iso)).toBe(theme);
  });

  it('reads the day in UK time: 23:30 UTC on 23 October is already the 24th under British Summer Time', () => {
    expect(at('2025-10-23T23:30:00Z')).toBe('halloween');
  });
});
