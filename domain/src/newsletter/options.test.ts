import { NEWSLETTER_BUDGETS, NEWSLETTER_LEASE_TIMINGS } from './options';

describe('spec §9 newsletter lease timing options', () => {
  test.each([
    [0, 'Under 4 weeks'],
    [1, '1 to 3 months'],
    [2, '3 to 6 months'],
    [3, '6 to 12 months'],
    [4, 'Over 1 year'],
  ])('option %i is %j', (index, label) => {
    expect(NEWSLETTER_LEASE_TIMINGS[index]?.label).toBe(label);
  });

  test('there are exactly five, with distinct values', () => {
    expect(NEWSLETTER_LEASE_TIMINGS).toHaveLength(5);
    expect(new Set(NEWSLETTER_LEASE_TIMINGS.map((option) => option.value)).size).toBe(5);
  });
});

describe('spec §9 newsletter budget options', () => {
  test.each([
    [0, 'Under £150'],
    [1, '£200'],
    [2, '£300'],
    [3, '£400'],
    [4, '£500'],
    [5, 'Over £500'],
  ])('option %i is %j', (index, label) => {
    expect(NEWSLETTER_BUDGETS[index]?.label).toBe(label);
  });

  test('there are exactly six, with distinct values', () => {
    expect(NEWSLETTER_BUDGETS).toHaveLength(6);
    expect(new Set(NEWSLETTER_BUDGETS.map((option) => option.value)).size).toBe(6);
  });
});
