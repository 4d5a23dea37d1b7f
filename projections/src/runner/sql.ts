import type { EntityManager } from '@mikro-orm/postgresql';

interface Raw {
  raw(sql: string, bindings: readonly unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs SQL with bound parameters on the entity manager's transaction (or its pool outside one). MikroORM's
 * `em.execute` inlines parameters into the statement text; set-based projections send megabytes of JSON per
 * batch, which PostgreSQL should receive as a parameter instead. Placeholders are `?`.
 */
export async function query<Row>(em: EntityManager, sql: string, bindings: readonly unknown[] = []): Promise<Row[]> {
  const runner = (em.getTransactionContext() ?? em.getConnection().getKnex()) as unknown as Raw;
  const result = await runner.raw(sql, bindings);
  return result.rows as Row[];
}

/**
 * Whole numbers as a SQL list literal. Only for values already validated as integers (the search schema's ids and
 * options): the planner then sees the real values, which a bound array would hide.
 */
export function sqlIntegers(values: readonly number[]): string {
  return values.map((value) => Math.trunc(Number(value))).join(', ');
}
