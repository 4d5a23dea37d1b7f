/**
 * What "cost" means in sorting and in choosing a group's cheapest deal: the lease's whole cost, fees included, per
 * month of its term (docs/decisions.md). `table` is the deals table's alias, if any.
 */
export function trueMonthlyCostSql(table?: string): string {
  const column = (name: string) => (table ? `${table}.${name}` : name);
  return `(${column('total_cost_pence')}::numeric / ${column('term')})`;
}
