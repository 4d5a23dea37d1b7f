// Dates shown to people are UK dates (Europe/London), whatever the time zone of the server or the browser:
// 23:30 UTC on a summer day is already the next day in London. Every day-level rule reads them from here.

export const UK_TIME_ZONE = 'Europe/London';

export interface UkDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

// The formatters are marked pure so that a bundle which never calls a function below leaves its formatter out:
// each costs the site's start-up a few milliseconds on a phone to build (the site uses ukDay alone at start).
const DAY_PARTS = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', { timeZone: UK_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' });

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

const TIME_OF_DAY = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', { timeZone: UK_TIME_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** A moment to the second on the UK clock, for auditors: '1 Jul 2026, 09:30:00' (month names written out, as above). */
export function formatUkDateTime(at: Date): string {
  const { year, month, day } = ukDay(at);
  return `${day} ${SHORT_MONTHS[month - 1]} ${year}, ${TIME_OF_DAY.format(at)}`;
}

const HOUR_PART = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', { timeZone: UK_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });

/** The hour (0-23) it is in the UK at a moment: for things done at a set UK time of day, such as a daily digest. */
export function ukHour(at: Date): number {
  return Number(HOUR_PART.formatToParts(at).find((part) => part.type === 'hour')?.value);
}

const WALL_CLOCK = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** What the UK clock reads at a moment, written as if it were UTC: the difference is the UK's offset then. */
function ukWallClockAsUtc(at: Date): number {
  const parts = WALL_CLOCK.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/**
 * The moment a UK wall-clock time names ('2026-07-01T09:30' or with seconds, as a datetime-local input gives it),
 * or null when it is not one. A time the clocks skip in spring reads as an hour later; one they repeat in autumn,
 * as the second (GMT).
 */
export function ukWallClockToInstant(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  // The UK is UTC or UTC+1: try the offset at the guess, then at the answer (they differ only around a change).
  const offsetAt = (moment: number) => ukWallClockAsUtc(new Date(moment)) - moment;
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}
