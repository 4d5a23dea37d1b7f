import { normalCdf, twoProportionTest } from './two-proportion';

describe('twoProportionTest', () => {
  test('the normal distribution at known points', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 5);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5);
  });

  test('a textbook case: 45 of 100 against 60 of 100 differs at the 5% level', () => {
    const test = twoProportionTest({ successes: 45, trials: 100 }, { successes: 60, trials: 100 });
    expect(test.difference).toBeCloseTo(0.15, 10);
    // pooled 0.525, standard error 0.0706: z 2.124, p 0.034.
    expect(test.z).toBeCloseTo(2.124, 3);
    expect(test.pValue).toBeCloseTo(0.0337, 3);
    expect(test.significant).toBe(true);
  });

  test('equal rates, small samples and empty groups are not significant', () => {
    const same = twoProportionTest({ successes: 1, trials: 2 }, { successes: 1, trials: 2 });
    expect(same).toMatchObject({ z: 0, significant: false });
    expect(same.pValue).toBeCloseTo(1, 6);
    expect(twoProportionTest({ successes: 2, trials: 10 }, { successes: 3, trials: 10 }).significant).toBe(false);
    expect(twoProportionTest({ successes: 0, trials: 0 }, { successes: 3, trials: 10 })).toMatchObject({ z: null, pValue: null, significant: false });
    expect(twoProportionTest({ successes: 0, trials: 5 }, { successes: 0, trials: 5 })).toMatchObject({ z: null, significant: false });
  });
});
