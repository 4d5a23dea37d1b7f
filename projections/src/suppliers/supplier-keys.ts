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
  eventTypes: ['SupplierApiKeyIssued', 'SupplierApiKeyRevoked'],
  tables: ['supplier_api_keys'],
  async apply(events, em) {
    // In order: a key revoked in the same batch it was issued in must end up gone.
    for (const event of events) {
      const key = eventData<{ supplierId: number; keyId: string; keyHash?: string }>(event);
      if (event.type === 'SupplierApiKeyRevoked') {
        await query(em, 'DELETE FROM supplier_api_keys WHERE key_id = ?', [key.keyId]);
        continue;
      }
      await query(em, 'INSERT INTO supplier_api_keys (key_id, supplier_id, key_hash) VALUES (?, ?, ?) ON CONFLICT (key_id) DO NOTHING', [
        key.keyId,
        key.supplierId,
        key.keyHash,
      ]);
    }
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
