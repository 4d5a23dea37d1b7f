/**
 * An error and the causes under it, outermost first: MikroORM and knex wrap pg's error (which carries the SQLSTATE
 * as `code`) one or two levels down. At most four links, so a cause cycle cannot loop.
 */
export function errorChain(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let current = error; current instanceof Error && chain.length < 4; current = current.cause) chain.push(current);
  return chain;
}

/** Whether PostgreSQL answered the statement with this SQLSTATE (e.g. 57014: cancelled, as statement_timeout does). */
export function hasSqlState(error: unknown, state: string): boolean {
  return errorChain(error).some((link) => (link as { code?: unknown }).code === state);
}
