import type { Position } from './types';

export const START: Position = { commit: 0n, prepare: 0n };

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** The text form used in HTTP (`position` in command responses, `consistentWith` in queries). */
export function formatPosition(position: Position): string {
  return `${position.commit}-${position.prepare}`;
}

export function parsePosition(text: string): Position | null {
  const match = /^(\d{1,20})-(\d{1,20})$/.exec(text);
  if (!match) return null;
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}
