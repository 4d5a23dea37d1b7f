import { BODY_STYLES, FUEL_TYPES, PRICE_TAG_CATEGORIES, priceLimitsInPence, TRANSMISSION_TYPES, type SearchParams } from '@lease/domain';

// A saved search in words, as its list shows it: "Cars · Personal · BMW 3 Series · Estate · up to £300 a month".

const namesOf = (ids: readonly number[], list: readonly { id: number; name: string }[]) =>
  ids.map((id) => list.find((item) => item.id === id)?.name ?? String(id)).join(', ');
const pounds = (pence: number) => `£${Math.round(pence / 100).toLocaleString('en-GB')}`;

export function describeSearch(params: SearchParams, names: { makes: ReadonlyMap<number, string>; ranges: ReadonlyMap<number, string> }): string {
  const parts: string[] = [];
  const types = params.vehicleTypes.length === 1 ? (params.vehicleTypes[0] === 2 ? 'Vans' : 'Cars') : 'Cars and vans';
  parts.push(types, params.leaseTypes.length === 2 ? 'Personal or business' : params.leaseTypes[0] === 1 ? 'Personal' : 'Business');
  if (params.searchTerm) parts.push(`"${params.searchTerm}"`);
  if (params.manufacturers.length) parts.push(params.manufacturers.map((id) => names.makes.get(id) ?? `make ${id}`).join(', '));
  if (params.ranges.length) parts.push(params.ranges.map((id) => names.ranges.get(id) ?? `model ${id}`).join(', '));
  if (params.bodyStyles.length) parts.push(namesOf(params.bodyStyles, BODY_STYLES));
  if (params.fuelTypes.length) parts.push(namesOf(params.fuelTypes, FUEL_TYPES));
  if (params.transmissionTypes.length) parts.push(namesOf(params.transmissionTypes, TRANSMISSION_TYPES));
  const { monthlyMin, monthlyMax } = priceLimitsInPence(params);
  if (monthlyMin !== null && monthlyMax !== null) parts.push(`${pounds(monthlyMin)} to ${pounds(monthlyMax)} a month`);
  else if (monthlyMax !== null) parts.push(`up to ${pounds(monthlyMax)} a month`);
  else if (monthlyMin !== null) parts.push(`from ${pounds(monthlyMin)} a month`);
  if (params.terms.length) parts.push(`${params.terms.join(' or ')} months`);
  if (params.inStock) parts.push('in stock');
  return parts.join(' · ');
}

/** Spec §3 "Saved search price tag": each tag the search filters by, with its category group, in priority order. */
export function savedSearchPriceTags(params: SearchParams) {
  return params.vehiclePriceTags
    .flatMap((group) => {
      const category = PRICE_TAG_CATEGORIES.find((candidate) => candidate.id === group.vehiclePriceTagCategoryId);
      return group.vehiclePriceTagIds.map((tagId) => {
        const tag = category?.tags.find((candidate) => candidate.id === tagId);
        return {
          id: tagId,
          name: tag?.name ?? String(tagId),
          priority: tag?.priority ?? Number.MAX_SAFE_INTEGER,
          vehiclePriceTags: { vehiclePriceTagCategoryId: group.vehiclePriceTagCategoryId, vehiclePriceTagIds: [tagId] },
        };
      });
    })
    .sort((a, b) => a.priority - b.priority || a.id - b.id);
}
