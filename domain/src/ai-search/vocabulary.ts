// The catalogue's own words for the AI-assisted search: its makes, ranges and trims, built from the vehicles the
// catalogue holds (one row per make, range, body style and trim), so a new range is understood as soon as it is
// offered. Common names and misspellings people use for makes are added here; the fixed filter words live in
// lexicon.ts.

export interface VocabularyRow {
  manufacturerId: number;
  manufacturerName: string;
  rangeId: number;
  rangeName: string;
  vehicleType: number;
  bodyStyleId: number;
  trim: string;
  /** How many vehicles have this make, range, body style and trim. */
  vehicles: number;
}

export interface VocabularyMake {
  id: number;
  name: string;
  vehicleTypes: number[];
  trims: string[];
}

export interface VocabularyRange {
  id: number;
  name: string;
  makeId: number;
  vehicleType: number;
  /** The body style most of its vehicles have (ties to the lowest id): what "something like a Golf" means. */
  mainBodyStyle: number;
}

export interface AiVocabulary {
  makes: VocabularyMake[];
  ranges: VocabularyRange[];
}

/** What people call makes besides their names. Keys are catalogue names; a name the catalogue lacks is ignored. */
export const MAKE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'Alfa Romeo': ['alfa'],
  BMW: ['beemer', 'bimmer', 'beamer', 'bmws'],
  Citroen: ['citroën'],
  'Land Rover': ['landie', 'landrover', 'land-rover'],
  'Mercedes-Benz': ['mercedes', 'merc', 'mercs', "merc's", 'benz', 'mercedes benz', 'merz'],
  Skoda: ['škoda'],
  Volkswagen: ['vw', 'volkswagon', 'vdub', 'vee dub'],
  Vauxhall: ['vauxhal'],
  Peugeot: ['peugot', 'pug'],
  Hyundai: ['hyundia'],
  Porsche: ['porshe'],
};

export function buildVocabulary(rows: readonly VocabularyRow[]): AiVocabulary {
  const makes = new Map<number, VocabularyMake>();
  const ranges = new Map<number, VocabularyRange & { bodies: Map<number, number> }>();
  for (const row of rows) {
    const make = makes.get(row.manufacturerId) ?? { id: row.manufacturerId, name: row.manufacturerName, vehicleTypes: [], trims: [] };
    if (!make.vehicleTypes.includes(row.vehicleType)) make.vehicleTypes.push(row.vehicleType);
    if (row.trim && !make.trims.includes(row.trim)) make.trims.push(row.trim);
    makes.set(make.id, make);
    const range = ranges.get(row.rangeId) ?? { id: row.rangeId, name: row.rangeName, makeId: row.manufacturerId, vehicleType: row.vehicleType, mainBodyStyle: row.bodyStyleId, bodies: new Map() };
    range.bodies.set(row.bodyStyleId, (range.bodies.get(row.bodyStyleId) ?? 0) + row.vehicles);
    ranges.set(range.id, range);
  }
  return {
    makes: [...makes.values()].sort((a, b) => a.id - b.id),
    ranges: [...ranges.values()]
      .map(({ bodies, ...range }) => ({
        ...range,
        mainBodyStyle: [...bodies.entries()].sort(([idA, countA], [idB, countB]) => countB - countA || idA - idB)[0]![0],
      }))
      .sort((a, b) => a.id - b.id),
  };
}
