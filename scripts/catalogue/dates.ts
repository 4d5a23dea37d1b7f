// Feed dates. Today's prices take effect at 00:00 UTC today; the history runs back a calendar month at a time.

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** The same day `months` earlier, or that month's last day when it is shorter (31 March -> 28 February). */
export function monthsBefore(day: Date, months: number): Date {
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day.getUTCDate(), lastDay)));
}

/** `months + 1` feed dates, oldest first, the last being today. */
export function historyDates(today: Date, months: number): Date[] {
  return Array.from({ length: months + 1 }, (_, index) => monthsBefore(today, months - index));
}

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
