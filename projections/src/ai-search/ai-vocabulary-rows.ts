import type { EntityManager } from '@mikro-orm/postgresql';
import type { VocabularyRow } from '@lease/domain';
import { query } from '../runner/sql';

/** The AI search's words from the catalogue now: one row per make, range, body style and trim on offer. */
export async function aiVocabularyRows(em: EntityManager): Promise<VocabularyRow[]> {
  return query<VocabularyRow>(
    em,
    `SELECT manufacturer_id AS "manufacturerId", manufacturer_name AS "manufacturerName", range_id AS "rangeId", range_name AS "rangeName",
            vehicle_type AS "vehicleType", body_style_id AS "bodyStyleId", trim, count(*)::int AS vehicles
     FROM vehicles WHERE NOT withdrawn
     GROUP BY 1, 2, 3, 4, 5, 6, 7`,
  );
}
