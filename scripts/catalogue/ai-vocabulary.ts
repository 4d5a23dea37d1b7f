// The AI search's vocabulary as the seeded catalogue gives it, without a database: every derivative the generator
// can build, counted the way the vehicles read model would count them. For tests and the `ai` benchmark.
import { buildVocabulary, type AiVocabulary, type VocabularyRow } from '@lease/domain';
import { buildRangeEntries } from './derivatives';
import { DEFAULT_SEED } from './generate';

export function seededAiVocabulary(seed = DEFAULT_SEED): AiVocabulary {
  const rows = new Map<string, VocabularyRow>();
  for (const entry of buildRangeEntries(seed)) {
    for (const derivative of entry.derivatives) {
      const key = `${entry.rangeId}:${derivative.body.style}:${derivative.trim}`;
      const row = rows.get(key) ?? {
        manufacturerId: entry.make.id,
        manufacturerName: entry.make.name,
        rangeId: entry.rangeId,
        rangeName: entry.range.name,
        vehicleType: entry.vehicleType,
        bodyStyleId: derivative.body.style,
        trim: derivative.trim,
        vehicles: 0,
      };
      row.vehicles++;
      rows.set(key, row);
    }
  }
  return buildVocabulary([...rows.values()]);
}
