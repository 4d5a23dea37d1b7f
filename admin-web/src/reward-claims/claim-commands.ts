import { HttpError } from 'react-admin';
import { httpClient } from '../http-client';

// Decisions are commands, not record updates: each goes to its own route with the version the page showed, and
// waits for the server (pessimistic) because an approval mails a voucher and cannot be taken back by a timer.

const BASE = '/admin/api/reward-claims';

export interface ClaimDecision {
  id: string;
  version: number;
}

/** The server's words for a refusal: the field errors when it gave them, else its message. */
export function refusalOf(error: unknown): { message: string; errors: Record<string, string> } {
  if (error instanceof HttpError) {
    const body = (error.body ?? {}) as { message?: string; errors?: Record<string, string> };
    return { message: body.message ?? error.message, errors: body.errors ?? {} };
  }
  return { message: error instanceof Error ? error.message : String(error), errors: {} };
}

export async function approveClaim({ id, version }: ClaimDecision, note?: string) {
  const { json } = await httpClient(`${BASE}/${encodeURIComponent(id)}/approve`, { method: 'POST', body: JSON.stringify({ version, note }) });
  return json as { status: number; approvals: string[] };
}

export async function declineClaim({ id, version }: ClaimDecision, reason: string) {
  const { json } = await httpClient(`${BASE}/${encodeURIComponent(id)}/decline`, { method: 'POST', body: JSON.stringify({ version, reason }) });
  return json as { status: number };
}

export async function approveClaims(ids: readonly string[]) {
  const { json } = await httpClient(`${BASE}/approve-many`, { method: 'POST', body: JSON.stringify({ ids }) });
  return json as { approved: string[]; skipped: { id: string; reason: string }[] };
}
