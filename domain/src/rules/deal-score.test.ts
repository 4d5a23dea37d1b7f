import { DEAL_SCORE_BANDS, DEAL_SCORE_MAX, DEAL_SCORE_MIN, dealScoreBand, isValidDealScore } from './deal-score';

describe('spec §9 deal score bands', () => {
  test.each([
    ['0-69', 0, 69, 'Low', 'Decent'],
    ['70-79', 70, 79, 'Mid', 'Good'],
    ['80-89', 80, 89, 'Hot', 'Great'],
    ['90 and above', 90, 100, 'Loco', 'Amazing'],
  ])('%s is %s, also labelled %s', (_range, low, high, label, alternativeLabel) => {
    for (const score of [low, high]) {
      expect(dealScoreBand(score)).toMatchObject({ label, alternativeLabel });
    }
  });

  test.each([
    [69.5, 'Low'],
    [79.9, 'Mid'],
    [89.99, 'Hot'],
    [95, 'Loco'],
    [35, 'Low'],
  ])('%d is %s', (score, label) => {
    expect(dealScoreBand(score).label).toBe(label);
  });

  test('there are four bands covering 0 to 100', () => {
    expect(DEAL_SCORE_BANDS).toHaveLength(4);
    expect([DEAL_SCORE_MIN, DEAL_SCORE_MAX]).toEqual([0, 100]);
  });
});

describe('spec §9 deal score range 0 to 100', () => {
  test.each([-1, 100.1, 101, Number.NaN, Infinity])('%d is refused', (score) => {
    expect(isValidDealScore(score)).toBe(false);
    expect(() => dealScoreBand(score)).toThrow(RangeError);
  });

  test.each([0, 50, 100])('%d is valid', (score) => {
    expect(isValidDealScore(score)).toBe(true);
    expect(dealScoreBand(score).min).toBeLessThanOrEqual(score);
  });

  test('a non-number is not a score', () => {
    expect(isValidDealScore('90')).toBe(false);
  });
});
