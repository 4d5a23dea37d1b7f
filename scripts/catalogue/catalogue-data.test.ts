import { BODY_STYLES } from '../../domain/src';
import { buildRangeEntries, MAX_DERIVATIVES_PER_RANGE } from './derivatives';
import { MAKES } from './makes';

describe('make and range data', () => {
  const entries = buildRangeEntries(1);

  test('makes have unique ids and names, and ranges unique ids', () => {
    expect(new Set(MAKES.map((make) => make.id)).size).toBe(MAKES.length);
    expect(new Set(MAKES.map((make) => make.name)).size).toBe(MAKES.length);
    expect(new Set(entries.map((entry) => entry.rangeId)).size).toBe(entries.length);
    expect(entries.filter((entry) => entry.vehicleType === 1).length).toBeGreaterThan(120);
    expect(entries.filter((entry) => entry.vehicleType === 2).length).toBeGreaterThan(35);
  });

  test('every range can be ordered, in trims it actually has and bodies that match its vehicle type', () => {
    for (const { make, range, vehicleType, derivatives } of entries) {
      const where = `${make.name} ${range.name}`;
      expect([where, derivatives.length > 0]).toEqual([where, true]);
      expect(derivatives.length).toBeLessThanOrEqual(MAX_DERIVATIVES_PER_RANGE);
      const trims = range.trims ?? make.trims;
      for (const engine of range.engines) for (const trim of engine.only ?? []) expect([where, engine.label, trims.includes(trim)]).toEqual([where, engine.label, true]);
      for (const body of range.bodies) expect([where, BODY_STYLES.find((style) => style.id === body.style)?.vehicleType]).toEqual([where, vehicleType]);
      expect([where, vehicleType === 2 ? Boolean(range.configs?.length) : range.boot !== undefined]).toEqual([where, true]);
      const names = derivatives.map((derivative) => `${derivative.body.style} ${derivative.name}`);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
