import { formatDoMmmYyyy, formatUkDateTime, ukDay, ukIsoDay, ukWallClockToInstant } from './uk-dates';

describe('UK dates, whatever the machine’s time zone', () => {
  test('23:30 UTC on a summer day is already the next day in London (BST)', () => {
    expect(ukDay(new Date('2026-07-14T23:30:00Z'))).toEqual({ year: 2026, month: 7, day: 15 });
    expect(ukIsoDay(new Date('2026-07-14T23:30:00Z'))).toBe('2026-07-15');
    expect(formatDoMmmYyyy('2026-07-14T23:30:00Z')).toBe('15th Jul 2026');
  });

  test('in winter London is on UTC, so 23:30 UTC is still that day', () => {
    expect(ukIsoDay(new Date('2026-01-14T23:30:00Z'))).toBe('2026-01-14');
    expect(formatDoMmmYyyy(new Date('2026-12-31T23:59:59Z'))).toBe('31st Dec 2026');
  });

  test('a moment to the second on the UK clock, September written short as everywhere else', () => {
    expect(formatUkDateTime(new Date('2026-07-14T23:30:05Z'))).toBe('15 Jul 2026, 00:30:05');
    expect(formatUkDateTime(new Date('2026-09-01T08:00:00Z'))).toBe('1 Sep 2026, 09:00:00');
    expect(formatUkDateTime(new Date('2026-12-31T23:59:59Z'))).toBe('31 Dec 2026, 23:59:59');
  });

  test("the clocks' change: the last Sunday of March at 00:59 and 01:00 UTC", () => {
    expect(ukIsoDay(new Date('2026-03-28T23:59:00Z'))).toBe('2026-03-28');
    expect(ukIsoDay(new Date('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
  });

  test("'Do MMM YYYY' writes ordinals and three-letter months (spec §9)", () => {
    const on = (day: string) => formatDoMmmYyyy(`${day}T12:00:00Z`);
    expect(on('2025-03-01')).toBe('1st Mar 2025');
    expect(on('2025-09-02')).toBe('2nd Sep 2025');
    expect(on('2025-05-03')).toBe('3rd May 2025');
    expect(on('2025-06-04')).toBe('4th Jun 2025');
    expect(on('2025-06-11')).toBe('11th Jun 2025');
    expect(on('2025-06-12')).toBe('12th Jun 2025');
    expect(on('2025-06-13')).toBe('13th Jun 2025');
    expect(on('2025-06-21')).toBe('21st Jun 2025');
    expect(on('2025-06-22')).toBe('22nd Jun 2025');
    expect(on('2025-06-23')).toBe('23rd Jun 2025');
    expect(on('2025-08-31')).toBe('31st Aug 2025');
  });

  test('a UK wall-clock time (a datetime-local input) names its moment in summer and winter, and around the changes', () => {
    const at = (text: string) => ukWallClockToInstant(text)?.toISOString();
    expect(at('2026-07-01T09:30')).toBe('2026-07-01T08:30:00.000Z');
    expect(at('2026-12-01T09:30:15')).toBe('2026-12-01T09:30:15.000Z');
    // 01:30 on 29 Mar 2026 never happens in the UK (01:00 GMT becomes 02:00 BST): it reads as 02:30 BST.
    expect(at('2026-03-29T01:30')).toBe('2026-03-29T01:30:00.000Z');
    // 01:30 on 25 Oct 2026 happens twice: it reads as the second, in GMT.
    expect(at('2026-10-25T01:30')).toBe('2026-10-25T01:30:00.000Z');
    expect(at('2026-02-30T09:30')).toBeUndefined();
    expect(at('1 Jul 2026')).toBeUndefined();
  });
});
