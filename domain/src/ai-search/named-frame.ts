import { BODY_STYLES, DRIVE_TYPES, FUEL_TYPES, PRICE_TAG_CATEGORIES, SPEC_FEATURES, TRANSMISSION_TYPES, VEHICLE_TAGS } from '../catalogue/reference-data';
import { FRAME_KEYS, tidyFrame, type Frame, type FrameKey } from './frame';
import type { AiVocabulary } from './vocabulary';

// Search parameters with names where the API takes ids ("BMW 3 Series", "Electric", "Hot deal"): how the labelled
// set is written and how the optional model answers, since neither knows the catalogue's ids. Converting to ids is
// the allow-list: a name the catalogue does not hold is refused, never guessed.

export type NamedFrame = Partial<Record<FrameKey, unknown>>;

const VAN_FEATURE_NAMES: Record<string, number> = { 'Single cab': 2, 'Double cab': 3, Glazed: 9, 'Non Glazed': 10 };
const LEASE_TYPE_NAMES: Record<string, number> = { personal: 1, business: 2 };
const VEHICLE_TYPE_NAMES: Record<string, number> = { car: 1, van: 2 };
const PRICE_TAGS = PRICE_TAG_CATEGORIES.flatMap((category) => category.tags.map((tag) => ({ name: tag.name as string, id: tag.id as number, category: category.id as number })));

const lists: Partial<Record<FrameKey, readonly { id: number; name: string }[]>> = {
  bodyStyles: BODY_STYLES,
  fuelTypes: FUEL_TYPES,
  transmissionTypes: TRANSMISSION_TYPES,
  driveTypes: DRIVE_TYPES,
  vehicleTags: VEHICLE_TAGS,
  spec: SPEC_FEATURES,
  features: Object.entries(VAN_FEATURE_NAMES).map(([name, id]) => ({ id, name })),
  leaseTypes: Object.entries(LEASE_TYPE_NAMES).map(([name, id]) => ({ id, name })),
  vehicleTypes: Object.entries(VEHICLE_TYPE_NAMES).map(([name, id]) => ({ id, name })),
};

const NUMBER_LISTS = new Set<FrameKey>(['doors', 'seats', 'mileages', 'terms', 'initialPaymentInMonths']);
const TEXT_LISTS = new Set<FrameKey>(['roofHeight', 'wheelbase', 'performance']);

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function rangeFullName(vocabulary: AiVocabulary, rangeId: number): string {
  const range = vocabulary.ranges.find((item) => item.id === rangeId)!;
  return `${vocabulary.makes.find((make) => make.id === range.makeId)?.name} ${range.name}`;
}

/**
 * Names to ids. What cannot be converted (a key the search does not take, a name the catalogue does not hold) is
 * returned in `refused` with the reason, and left out of the frame.
 */
export function namedFrameToFrame(named: NamedFrame, vocabulary: AiVocabulary): { frame: Frame; refused: string[] } {
  const frame: Record<string, unknown> = {};
  const refused: string[] = [];
  for (const [key, value] of Object.entries(named)) {
    if (!(FRAME_KEYS as readonly string[]).includes(key)) {
      refused.push(`${key}: not a search parameter`);
      continue;
    }
    const field = key as FrameKey;
    const values = Array.isArray(value) ? value : [value];
    if (field === 'manufacturers' || field === 'ranges' || lists[field]) {
      const ids: number[] = [];
      for (const item of values) {
        const name = String(item);
        const id =
          field === 'manufacturers'
            ? vocabulary.makes.find((make) => sameName(make.name, name))?.id
            : field === 'ranges'
              ? vocabulary.ranges.find((range) => sameName(rangeFullName(vocabulary, range.id), name))?.id
              : lists[field]!.find((option) => sameName(option.name, name))?.id;
        if (id === undefined) refused.push(`${field}: no ${name} in the catalogue`);
        else ids.push(id);
      }
      if (ids.length) frame[field] = ids;
    } else if (field === 'vehiclePriceTags') {
      const groups = values.flatMap((name) => {
        const tag = PRICE_TAGS.find((item) => sameName(item.name, String(name)));
        if (!tag) refused.push(`vehiclePriceTags: no price tag ${String(name)}`);
        return tag ? [{ vehiclePriceTagCategoryId: tag.category, vehiclePriceTagIds: [tag.id] }] : [];
      });
      if (groups.length) frame[field] = groups;
    } else if (NUMBER_LISTS.has(field)) {
      const numbers = values.map(Number).filter((item) => Number.isFinite(item));
      if (numbers.length !== values.length) refused.push(`${field}: not numbers`);
      if (numbers.length) frame[field] = numbers;
    } else if (TEXT_LISTS.has(field)) frame[field] = values.map(String);
    else if (field === 'inStock') {
      if (value === true) frame[field] = true;
    } else if (field === 'searchTerm') frame[field] = String(value);
    else if (typeof value === 'number' && Number.isFinite(value)) frame[field] = value;
    else refused.push(`${field}: not a number`);
  }
  return { frame: tidyFrame(frame as Frame), refused };
}

/** Ids to names: what the model is told the conversation holds so far, and how a test prints a frame. */
export function frameToNamedFrame(frame: Frame, vocabulary: AiVocabulary): NamedFrame {
  const named: NamedFrame = {};
  for (const [key, value] of Object.entries(frame) as [FrameKey, unknown][]) {
    if (key === 'manufacturers') named[key] = (value as number[]).map((id) => vocabulary.makes.find((make) => make.id === id)?.name ?? String(id));
    else if (key === 'ranges') named[key] = (value as number[]).map((id) => rangeFullName(vocabulary, id));
    else if (lists[key]) named[key] = (value as number[]).map((id) => lists[key]!.find((option) => option.id === id)?.name ?? String(id));
    else if (key === 'vehiclePriceTags')
      named[key] = (value as NonNullable<Frame['vehiclePriceTags']>).flatMap((group) => group.vehiclePriceTagIds.map((id) => PRICE_TAGS.find((tag) => tag.id === id)?.name ?? String(id)));
    else named[key] = value;
  }
  return named;
}
