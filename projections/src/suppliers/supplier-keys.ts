import type { MikroORM } from '@mikro-orm/postgresql';
import type { Migration } from '@lease/event-store';
import { eventData } from '../runner/event-data';
import type { Projector } from '../runner/projector';
import { query } from '../runner/sql';

export const supplierKeysMigration: Migration = {
  id: '004-supplier-keys',
  sql: `
    -- Supplier API keys for feed uploads: only a keyed hash of each key's secret part.
    CREATE TABLE supplier_api_keys (
      key_id text PRIMARY KEY,
      supplier_id integer NOT NULL,
      key_hash text NOT NULL
    );
  `,
};

export const supplierKeysProjector: Projector = {
  name: 'supplier-keys',
  eventTypes: ['SupplierApiKeyIssued'],
  tables: ['supplier_api_keys'],
  async apply(events, em) {
    const keys = events.map((event) => eventData<{ supplierId: number; keyId: string; keyHash: string }>(event));
    if (keys.length === 0) return;
    await query(
      em,
      `INSERT INTO supplier_api_keys (key_id, supplier_id, key_hash)
       SELECT key_id, supplier_id, key_hash FROM json_to_recordset(?::json) AS k(key_id text, supplier_id integer, key_hash text)
       ON CONFLICT (key_id) DO NOTHING`,
      [JSON.stringify(keys.map((key) => ({ key_id: key.keyId, supplier_id: key.supplierId, key_hash: key.keyHash })))],
    );
  },
};

export async function findSupplierKey(orm: MikroORM, keyId: string): Promise<{ supplierId: number; keyHash: string } | null> {
  const [row] = await query<{ supplier_id: number; key_hash: string }>(
    orm.em.fork(),
    'SELECT supplier_id, key_hash FROM supplier_api_keys WHERE key_id = ?',
    [keyId],
  );
  return row ? { supplierId: row.supplier_id, keyHash: row.key_hash } : null;
}
