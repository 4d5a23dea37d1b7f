import { types } from 'node:util';

/**
 * An error and the causes under it, outermost first: MikroORM and knex wrap pg's error (which carries the SQLSTATE
 * as `code`) one or two levels down. At most four links, so a cause cycle cannot loop.
 */
export function errorChain(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let current = error; isError(current) && chain.length < 4; current = current.cause) chain.push(current);
  return chain;
}

/** An Error from any realm: Node's own socket errors are not `instanceof Error` inside a vm context (Jest's). */
const isError = (value: unknown): value is Error => value instanceof Error || types.isNativeError(value);

/** Whether PostgreSQL answered the statement with this SQLSTATE (e.g. 57014: cancelled, as statement_timeout does). */
export function hasSqlState(error: unknown, state: string): boolean {
  return errorChain(error).some((link) => (link as { code?: unknown }).code === state);
}
