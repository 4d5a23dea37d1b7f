// Dates shown to people are UK dates (Europe/London), whatever the time zone of the server or the browser:
// 23:30 UTC on a summer day is already the next day in London. Every day-level rule reads them from here.

export const UK_TIME_ZONE = 'Europe/London';

export interface UkDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const DAY_PARTS = new Intl.DateTimeFormat('en-GB', { timeZone: UK_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' });

/** The calendar day a moment falls on in the UK. */
export function ukDay(at: Date): UkDay {
  const parts = DAY_PARTS.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The UK day as 'YYYY-MM-DD', the form configuration and SQL dates use. */
export function ukIsoDay(at: Date): string {
  const { year, month, day } = ukDay(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}

/**
 * Spec §9's 'Do MMM YYYY' (reward dates): '1st Mar 2025', on the UK day. Written out rather than left to the ICU
 * data of the runtime, whose short month names differ between Node builds and browsers ('Sept').
 */
export function formatDoMmmYyyy(at: Date | string): string {
  const { year, month, day } = ukDay(typeof at === 'string' ? new Date(at) : at);
  return `${ordinal(day)} ${SHORT_MONTHS[month - 1]} ${year}`;
}

const TIME_OF_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: UK_TIME_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** A moment to the second on the UK clock, for auditors: '1 Jul 2026, 09:30:00' (month names written out, as above). */
export function formatUkDateTime(at: Date): string {
  const { year, month, day } = ukDay(at);
  return `${day} ${SHORT_MONTHS[month - 1]} ${year}, ${TIME_OF_DAY.format(at)}`;
}

const HOUR_PART = new Intl.DateTimeFormat('en-GB', { timeZone: UK_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });

/** The hour (0-23) it is in the UK at a moment: for things done at a set UK time of day, such as a daily digest. */
export function ukHour(at: Date): number {
  return Number(HOUR_PART.formatToParts(at).find((part) => part.type === 'hour')?.value);
}
