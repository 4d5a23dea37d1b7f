import { ukDay, type HeaderBannerTheme } from '@lease/domain';

/** Spec §2: the header banner's themes. */
export type BannerTheme = HeaderBannerTheme;

const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / 86_400_000;

/** Black Friday is the day after the fourth Thursday of November, as UK retailers have adopted it. */
export function blackFriday(year: number): number {
  const firstWeekday = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const firstThursday = 1 + ((4 - firstWeekday + 7) % 7);
  return dayNumber(year, 11, firstThursday + 22);
}

/**
 * The theme for a moment: Halloween from 24 to 31 October; Black Friday week from its Monday to Cyber Monday
 * (which can fall on 1 or 2 December, and then wins over Christmas); Christmas from 1 to 26 December.
 */
export function bannerThemeFor(date: Date): BannerTheme {
  // Seasons follow the UK calendar, not the visitor's clock: a visitor abroad sees what the UK site shows.
  const { year, month, day } = ukDay(date);
  const today = dayNumber(year, month, day);
  const friday = blackFriday(year);
  if (today >= friday - 4 && today <= friday + 3) return 'black-friday';
  if (month === 12 && day <= 26) return 'christmas';
  if (month === 10 && day >= 24) return 'halloween';
  return 'default';
}
