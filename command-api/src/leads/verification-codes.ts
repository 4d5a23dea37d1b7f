import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { VERIFICATION_CODE_VALIDITY_MS, type IssuedCode, type CodeChannel } from '@lease/domain';
import { batchLookups, type PersonVault } from '@lease/projections';

/** The keyed hash the log keeps instead of a code: bound to its lead, so a hash says nothing about other leads. */
export function hashCode(secret: string, leadReference: string, code: string): string {
  return createHmac('sha256', secret).update(`verification-code:${leadReference}:${code}`).digest('hex');
}

/** Six digits from the operating system's CSPRNG, leading zeros kept. */
export function drawCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Keeps a drawn code, already sealed with the person's key, beside the log for the reactor that sends it, and
 * returns what the decider records. The plain code is written before the event, so a crash in between leaves at
 * worst an orphan row that expires; never an event whose code cannot be sent.
 */
export async function storeCode(
  options: { orm: MikroORM; secret: string; now: Date; validityMs?: number },
  lead: { leadReference: string; personId: string; channel: CodeChannel; code: string; sealedCode: string },
): Promise<IssuedCode> {
  const codeId = randomBytes(12).toString('base64url');
  await options.orm.em
    .fork()
    .getConnection()
    .execute('INSERT INTO verification_code_secrets (code_id, person_id, sealed_code, expires_at) VALUES (?, ?, ?, ?)', [
      codeId,
      lead.personId,
      lead.sealedCode,
      new Date(options.now.getTime() + (options.validityMs ?? VERIFICATION_CODE_VALIDITY_MS)),
    ]);
  return { codeId, codeHash: hashCode(options.secret, lead.leadReference, lead.code), channel: lead.channel };
}

/** A new code for an existing lead (or account, whose reference is `user:<id>`): drawn, sealed with the person's key and stored. */
export async function issueCode(
  options: { orm: MikroORM; vault: PersonVault; secret: string; now: Date; validityMs?: number },
  lead: { leadReference: string; personId: string; channel: CodeChannel },
): Promise<{ issued: IssuedCode; code: string }> {
  const code = drawCode();
  const { sealed } = await options.vault.seal(lead.personId, { sealed: code });
  return { issued: await storeCode(options, { ...lead, code, sealedCode: sealed }), code };
}

type CodeReading = { orm: MikroORM; vault: PersonVault; now: Date };

interface SealedCodeRow {
  code_id: string;
  person_id: string;
  sealed_code: string;
  expires_at: Date;
}

/** Per database: the sealed codes asked for in one turn read together (the delivery worker composes a batch at once). */
const codeLookups = new WeakMap<MikroORM, (codeId: string) => Promise<SealedCodeRow | undefined>>();

function codeLookup(orm: MikroORM) {
  let lookup = codeLookups.get(orm);
  if (!lookup) {
    lookup = batchLookups<string, SealedCodeRow>(async (codeIds) => {
      const rows = await orm.em
        .fork()
        .getConnection()
        .execute<SealedCodeRow[]>('SELECT code_id, person_id, sealed_code, expires_at FROM verification_code_secrets WHERE code_id = ANY(ARRAY(SELECT jsonb_array_elements_text(?::jsonb)))', [
          JSON.stringify(codeIds),
        ]);
      return new Map(rows.map((row) => [row.code_id, row]));
    });
    codeLookups.set(orm, lookup);
  }
  return lookup;
}

/** The code's sealed row while it is still valid at the reader's time. */
async function sealedCode(options: CodeReading, codeId: string) {
  const row = await codeLookup(options.orm)(codeId);
  return row && new Date(row.expires_at).getTime() > options.now.getTime() ? row : null;
}

/** The plain code for the sender, or null once it has expired or its person was erased. */
export async function readCode(options: CodeReading, codeId: string): Promise<string | null> {
  const row = await sealedCode(options, codeId);
  if (!row) return null;
  const opened = await options.vault.open(row.person_id, { code: row.sealed_code });
  return opened?.code ?? null;
}

/**
 * The code and its message's sealed fields opened with one key lookup (the two are one person's): the sender's
 * busiest path read the same key twice. `fields` is null when its person was erased; a message without a person
 * has nothing sealed, and its fields come back as they are.
 */
export async function readCodeOpening<T extends Record<string, string | null>>(
  options: CodeReading,
  codeId: string,
  person: { personId: string | null; fields: T },
): Promise<{ code: string | null; fields: T | null }> {
  const row = await sealedCode(options, codeId);
  if (!row) return { code: null, fields: null };
  const items = [{ personId: row.person_id, fields: { code: row.sealed_code } as Record<string, string | null> }];
  if (person.personId) items.push({ personId: person.personId, fields: person.fields });
  const [code, fields] = await options.vault.openMany(items);
  return { code: code?.code ?? null, fields: person.personId ? ((fields ?? null) as T | null) : person.fields };
}

/** Codes past their life are of no use to anyone; the worker sweeps them now and then. */
export async function sweepExpiredCodes(orm: MikroORM, now: Date): Promise<number> {
  const result = await orm.em.fork().getConnection().execute('DELETE FROM verification_code_secrets WHERE expires_at < ?', [now], 'run');
  return (result as { affectedRows?: number }).affectedRows ?? 0;
}
