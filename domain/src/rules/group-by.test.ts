import { groupBy } from './group-by';

test('groupBy keeps each group in the items’ order and the groups in the order their keys first came', () => {
  const groups = groupBy(['b1', 'a1', 'b2', 'c1', 'a2'], (item) => item[0]);
  expect([...groups]).toEqual([
    ['b', ['b1', 'b2']],
    ['a', ['a1', 'a2']],
    ['c', ['c1']],
  ]);
  expect(groupBy([], (item: string) => item).size).toBe(0);
});
