/**
 * Pence (integers inside, or derived figures such as an average or a cost per month) as the pounds the HTTP API
 * speaks: a JSON number with at most two decimals (ARCHITECTURE.md, "Money and units").
 */
export function pounds(pence: number): number {
  return Math.round(pence) / 100;
}

export function poundsOrNull(pence: number | null): number | null {
  return pence === null ? null : pounds(pence);
}
