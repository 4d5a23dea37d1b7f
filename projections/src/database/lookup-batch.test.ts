import { batchLookups } from './lookup-batch';

describe('batchLookups', () => {
  test('lookups asked in one turn share one load; a later turn gets its own', async () => {
    const loads: string[][] = [];
    const lookup = batchLookups<string, number>(async (keys) => {
      loads.push(keys);
      return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, key.length]));
    });
    expect(await Promise.all([lookup('a'), lookup('bb'), lookup('a'), lookup('missing')])).toEqual([1, 2, 1, undefined]);
    // The continuations of one batch's answers ask together again.
    const again = await Promise.all(['ccc', 'dddd'].map(async (key) => lookup(await Promise.resolve(key))));
    expect(again).toEqual([3, 4]);
    expect(loads).toEqual([['a', 'bb', 'missing'], ['ccc', 'dddd']]);
  });

  test('a failed load fails every lookup it carried, and the next turn loads afresh', async () => {
    let fail = true;
    const lookup = batchLookups<string, string>(async (keys) => {
      if (fail) throw new Error('database gone');
      return new Map(keys.map((key) => [key, key.toUpperCase()]));
    });
    const failed = await Promise.allSettled([lookup('x'), lookup('y')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await lookup('x')).toBe('X');
  });
});
