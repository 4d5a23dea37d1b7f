import { ukWallClockToInstant } from '@lease/domain';
import { httpClient } from '../http-client';
import type { StreamEvent } from './types';

// Time travel and opened personal data: calls of their own, not records of a resource (command-api's
// time-travel.ts and personal-data-routes.ts).

const BASE = '/admin/api/streams';

export interface StateAsOf {
  revision: number;
  atUk: string;
  events: number;
  state: unknown;
}

export interface StateDiff {
  from: StateAsOf;
  to: StateAsOf;
  changes: { path: string; change: 'added' | 'removed' | 'changed'; before: unknown; after: unknown }[];
}

/** A side of the comparison as the API takes it: a revision, or a UK wall-clock moment read as its instant. */
export function pointOf(side: { revision: string; moment: string }): string {
  if (side.moment) return ukWallClockToInstant(side.moment)?.toISOString() ?? side.moment;
  return side.revision;
}

export async function stateDiff(stream: string, from: string, to: string): Promise<StateDiff> {
  const query = new URLSearchParams({ from, to });
  const { json } = await httpClient(`${BASE}/${encodeURIComponent(stream)}/diff?${query}`);
  return json as StateDiff;
}

export async function openPersonalData(stream: string, reason: string) {
  const { json } = await httpClient(`${BASE}/${encodeURIComponent(stream)}/personal-data`, { method: 'POST', body: JSON.stringify({ reason }) });
  return json as { events: StreamEvent[]; openedFor: string[] };
}
