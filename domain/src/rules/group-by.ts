/**
 * The items grouped by key, each group in the items' order, the groups in the order their keys first came. Each item
 * is added in place: building a group by copying it for every item costs the square of its size, which a popular
 * saved search's hundred thousand recipients made seconds (Node 20 has no Map.groupBy).
 */
export function groupBy<Item, Key>(items: Iterable<Item>, keyOf: (item: Item) => Key): Map<Key, Item[]> {
  const groups = new Map<Key, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
