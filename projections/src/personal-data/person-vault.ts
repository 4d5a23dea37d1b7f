import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { ERASED_TEXT } from '@lease/domain';
import { query } from '../runner/sql';
import { batchLookups } from '../database/lookup-batch';
import { formatSealed, parseSealed, SealRejected, type Sealed, type SealedParts } from './sealed-field';

export { isSealed, SealRejected, type Sealed } from './sealed-field';

/** What read models and APIs show in place of an erased person's field. */
export const ERASED = ERASED_TEXT;

export class PersonErased extends Error {
  readonly personId: string;
  constructor(personId: string) {
    super(`Person ${personId} has been erased`);
    this.name = 'PersonErased';
    this.personId = personId;
  }
}

// Distributes over unions, so a `string | null` field stays nullable once sealed.
type SealedField<V> = V extends string ? Sealed : null;
export type SealedFields<T> = { [K in keyof T]: SealedField<T[K]> };

interface KeyRow {
  person_id: string;
  wrapped_key: Buffer | null;
  erased: boolean;
}

interface PersonKey {
  key: Buffer | null;
  erased: boolean;
}

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Leads the wrapped key so a rotated server secret can tell old wrappings from new ones.
const WRAP_VERSION = 1;

/**
 * Crypto-shredding for personal fields in events: each person's fields are sealed with their own data key, kept
 * (wrapped) outside the log, and erasing the person deletes the key, leaving every copy of their data unreadable.
 * Keys are unwrapped afresh on every call: an erasure made by another process has to take effect at once.
 */
export class PersonVault {
  private readonly kek: Buffer;
  /**
   * A person's wrapped key and erasure, read together with those of every other open asked for in the same turn
   * (the delivery worker composes a batch of messages side by side). Still read afresh for each open.
   */
  private readonly keyRow = batchLookups<string, KeyRow>(async (personIds) => {
    const rows = await query<KeyRow>(
      this.orm.em.fork(),
      // A key lookup per person, whatever the tables hold. The planner takes a JSON array for 100 rows; joined to it,
      // a person_keys of a few thousand rows was hashed whole on every call (0.7 ms at 2,000 keys, against 0.25 here).
      `SELECT p.person_id,
         (SELECT k.wrapped_key FROM person_keys k WHERE k.person_id = p.person_id) AS wrapped_key,
         EXISTS (SELECT 1 FROM erased_persons e WHERE e.person_id = p.person_id) AS erased
       FROM jsonb_array_elements_text(?::jsonb) AS p(person_id)`,
      [JSON.stringify(personIds)],
    );
    return new Map(rows.map((row) => [row.person_id, row]));
  });

  constructor(
    private readonly orm: MikroORM,
    serverSecret: string,
  ) {
    if (!serverSecret) throw new Error('PersonVault needs a server secret');
    this.kek = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'person-vault:kek:v1', 32));
  }

  /** Seals each non-null field with the person's data key, creating it on first use. */
  async seal<T extends Record<string, string | null>>(personId: string, fields: T): Promise<SealedFields<T>> {
    const key = await this.dataKeyFor(personId);
    const sealed: Record<string, Sealed | null> = {};
    for (const [name, value] of Object.entries(fields)) {
      sealed[name] = value === null ? null : this.sealValue(personId, key, value);
    }
    return sealed as SealedFields<T>;
  }

  /**
   * Opens sealed fields; null when the person is erased (or their key is otherwise gone). Plain strings pass
   * through, as data written before sealing existed. Throws SealRejected for a value sealed for another person.
   */
  async open<T extends Record<string, string | null>>(personId: string, sealed: T): Promise<T | null> {
    const [opened] = await this.openMany([{ personId, fields: sealed }]);
    return opened ?? null;
  }

  /** The read-path form of `open`: one query for every distinct person's key (and those of opens beside it); results in input order. */
  async openMany<T extends Record<string, string | null>>(
    items: readonly { personId: string; fields: T }[],
  ): Promise<(T | null)[]> {
    if (items.length === 0) return [];
    const personIds = [...new Set(items.map((item) => item.personId))];
    const found = await Promise.all(personIds.map((personId) => this.keyRow(personId)));
    const keys = new Map<string, PersonKey>();
    for (const row of found) {
      if (!row) continue;
      const key = row.erased || !row.wrapped_key ? null : this.unwrap(row.person_id, row.wrapped_key);
      keys.set(row.person_id, { key, erased: row.erased });
    }
    const unknown: PersonKey = { key: null, erased: false };
    return items.map(({ personId, fields }) => this.openFields(personId, keys.get(personId) ?? unknown, fields));
  }

  /** Deletes the person's key and records the erasure, in one transaction. Idempotent; true if a key was deleted. */
  async erase(personId: string): Promise<boolean> {
    return this.orm.em.fork().transactional(async (em) => {
      await lockPerson(em, personId);
      await query(em, 'INSERT INTO erased_persons (person_id) VALUES (?) ON CONFLICT (person_id) DO NOTHING', [personId]);
      const deleted = await query(em, 'DELETE FROM person_keys WHERE person_id = ? RETURNING person_id', [personId]);
      return deleted.length > 0;
    });
  }

  /**
   * Erases the person and every key that succeeded theirs: a person known by email who was erased and came back
   * got a fresh key named `<personId>.<suffix>` (command-api's lead routes), and erasing them by email must reach
   * those too. Answers how many keys were deleted.
   */
  async eraseWithSuccessors(personId: string): Promise<number> {
    const successors = await query<{ person_id: string }>(this.orm.em.fork(), "SELECT person_id FROM person_keys WHERE starts_with(person_id, ? || '.')", [personId]);
    let deleted = 0;
    for (const id of [personId, ...successors.map((row) => row.person_id)]) if (await this.erase(id)) deleted++;
    return deleted;
  }

  async isErased(personId: string): Promise<boolean> {
    const [row] = await query<{ erased: boolean }>(
      this.orm.em.fork(),
      'SELECT EXISTS (SELECT 1 FROM erased_persons WHERE person_id = ?) AS erased',
      [personId],
    );
    return row?.erased ?? false;
  }

  /** The person's key, created on first use; one round trip either way (the person_key function, migration 012). */
  private async dataKeyFor(personId: string): Promise<Buffer> {
    const [state] = await query<{ wrapped_key: Buffer | null; erased: boolean }>(this.orm.em.fork(), 'SELECT * FROM person_key(?, ?)', [
      personId,
      this.wrap(personId, randomBytes(32)),
    ]);
    if (!state || state.erased || !state.wrapped_key) throw new PersonErased(personId);
    return this.unwrap(personId, state.wrapped_key);
  }

  private openFields<T extends Record<string, string | null>>(
    personId: string,
    { key, erased }: PersonKey,
    fields: T,
  ): T | null {
    const parsed = Object.entries(fields).map(([name, value]) => {
      const parts = value === null ? null : parseSealed(value);
      if (parts && parts.personId !== personId) {
        throw new SealRejected(`Field ${name} was sealed for another person, not ${personId}`);
      }
      return { name, value, parts };
    });
    if (erased) return null;
    if (!key && parsed.some(({ parts }) => parts)) return null;
    const opened: Record<string, string | null> = {};
    for (const { name, value, parts } of parsed) {
      opened[name] = parts && key ? this.openValue(personId, key, name, parts) : value;
    }
    return opened as T;
  }

  private sealValue(personId: string, key: Buffer, value: string): Sealed {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(personId, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return formatSealed({ personId, iv, ciphertext, tag: cipher.getAuthTag() });
  }

  private openValue(personId: string, key: Buffer, name: string, parts: SealedParts): string {
    // GCM takes other IV and tag lengths too; a truncated tag would weaken the check, so only ours are accepted.
    if (parts.iv.length !== IV_BYTES || parts.tag.length !== TAG_BYTES) {
      throw new SealRejected(`Field ${name} is not a well-formed sealed value`);
    }
    try {
      const decipher = createDecipheriv(ALGORITHM, key, parts.iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(personId, 'utf8'));
      decipher.setAuthTag(parts.tag);
      return Buffer.concat([decipher.update(parts.ciphertext), decipher.final()]).toString('utf8');
    } catch {
      throw new SealRejected(`Field ${name} of person ${personId} failed authentication`);
    }
  }

  private wrap(personId: string, dataKey: Buffer): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.kek, iv, { authTagLength: TAG_BYTES });
    // Bound to the person so a key row copied onto another person does not unwrap.
    cipher.setAAD(Buffer.from(personId, 'utf8'));
    const body = Buffer.concat([cipher.update(dataKey), cipher.final()]);
    return Buffer.concat([Buffer.from([WRAP_VERSION]), iv, cipher.getAuthTag(), body]);
  }

  private unwrap(personId: string, wrapped: Buffer): Buffer {
    if (wrapped[0] !== WRAP_VERSION) throw new SealRejected(`Key of person ${personId} has an unknown wrapping`);
    const iv = wrapped.subarray(1, 1 + IV_BYTES);
    const tag = wrapped.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
    try {
      const decipher = createDecipheriv(ALGORITHM, this.kek, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(personId, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(wrapped.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
    } catch {
      // Most likely a different server secret: loud, since treating everyone as erased would hide it.
      throw new SealRejected(`Key of person ${personId} does not unwrap under this server secret`);
    }
  }
}

/** A stable person id for someone known only by email, so their leads can be erased together. */
export function personIdForEmail(serverSecret: string, email: string): string {
  const digest = createHmac('sha256', serverSecret).update(`person:${email.trim().toLowerCase()}`).digest('base64url');
  return `p_${digest.slice(0, 22)}`;
}


function lockPerson(em: EntityManager, personId: string): Promise<unknown> {
  return query(em, 'SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`person-vault:${personId}`]);
}
