// Factory option packs that UK price lists sell as separate derivatives ("320i M Sport 4dr Step Auto [Tech Pack]").
// Each adds spec features (SPEC_FEATURES ids) and list price.

export interface PackDef {
  name: string;
  features: readonly number[];
  /** Pounds, VAT included. */
  price: number;
  /** Lowest trim level (0..1) the pack is offered on: most are upgrades for the middle of the range. */
  fromTrimLevel: number;
}

export const OPTION_PACKS: readonly PackDef[] = [
  { name: 'Tech Pack', features: [2, 4, 14], price: 1_250, fromTrimLevel: 0.3 },
  { name: 'Winter Pack', features: [13], price: 475, fromTrimLevel: 0 },
  { name: 'Panoramic Roof', features: [8], price: 1_100, fromTrimLevel: 0.4 },
  { name: 'Comfort Pack', features: [3, 5, 16], price: 950, fromTrimLevel: 0.2 },
  { name: 'Driver Assistance Pack', features: [14, 17], price: 1_400, fromTrimLevel: 0.3 },
  { name: 'Style Pack', features: [7, 10, 11], price: 800, fromTrimLevel: 0 },
  { name: 'Convenience Pack', features: [3, 4, 15], price: 650, fromTrimLevel: 0 },
];
