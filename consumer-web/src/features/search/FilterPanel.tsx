import {
  BODY_STYLES,
  DOOR_OPTIONS,
  DRIVE_TYPES,
  driveTypeLabel,
  FUEL_TYPES,
  fuelTypeLabel,
  INITIAL_PAYMENT_MONTHS_OPTIONS,
  MILEAGE_OPTIONS,
  mileageLabel,
  ROOF_HEIGHTS,
  SEAT_OPTIONS,
  SPEC_FEATURE_CATEGORIES,
  SPEC_FEATURES,
  TERM_OPTIONS_WITH_60,
  termLabel,
  TRANSMISSION_TYPES,
  VAN_FEATURES,
  VEHICLE_TAGS,
  WHEELBASES,
} from '@lease/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Disclosure } from '../../ui/Disclosure';
import { formatCount } from '../../ui/format';
import { BudgetFilter } from './filters/BudgetFilter';
import { CheckboxGroup, CountedGroup } from './filters/CheckboxGroup';
import { useAvailableCounts, useAvailableValues, useFacetCounts } from './filters/facet-counts';
import { LimitSelect } from './filters/LimitSelect';
import { MakeModelFilter } from './filters/MakeModelFilter';
import { PerformanceFilter } from './filters/PerformanceFilter';
import { PriceTagFilter } from './filters/PriceTagFilter';
import { filterSet, filtersCleared, leaseTypeChanged } from './search-slice';
import '../../ui/controls.css';

// Spec §9 shortens several fuels to the same word ('Hybrid'); in a list of choices each must still be told apart.
const fuelLabels = FUEL_TYPES.map((fuel) => fuelTypeLabel(fuel.name));
const FUEL_OPTIONS = FUEL_TYPES.map((fuel, index) => ({
  id: fuel.id,
  label: fuelLabels.filter((label) => label === fuelLabels[index]).length > 1 ? fuel.name.replace('/', ' ') : fuelLabels[index]!,
}));

const VAN_FEATURE_NAMES: Record<number, string> = { 1: 'Cab', 2: 'Body', 3: 'Glazing' };
const options = <T extends number | string>(values: readonly T[], label: (value: T) => string) => values.map((value) => ({ id: value, label: label(value) }));

function LeaseTypeSwitch() {
  const dispatch = useAppDispatch();
  const leaseType = useAppSelector((state) => state.search.request.leaseTypes[0] ?? 2);
  return (
    <fieldset className="filter-group">
      <legend>Lease type</legend>
      <div className="segmented" role="radiogroup" aria-label="Lease type">
        {([[2, 'Business'], [1, 'Personal']] as const).map(([type, label]) => (
          <label key={type} className="segmented__option">
            <input type="radio" name="leaseType" checked={leaseType === type} onChange={() => dispatch(leaseTypeChanged(type))} />
            <span>{label}</span>
          </label>
        ))}
      </div>
      <p className="filter-group__hint">{leaseType === 2 ? 'Prices exclude VAT.' : 'Prices include VAT.'}</p>
    </fieldset>
  );
}

/** Filters for electric vehicles (cars and vans): at least this battery, range and charge rate, at most this home charge. */
function ElectricFilters() {
  return (
    <fieldset className="filter-group">
      <legend>Electric</legend>
      <LimitSelect label="Battery at least" name="electricBatteryCapacity" values={[40, 50, 60, 75, 90]} format={(kwh) => `${kwh} kWh`} />
      <LimitSelect label="Range at least" name="electricRange" values={[150, 200, 250, 300, 350]} format={(miles) => `${miles} miles`} />
      <LimitSelect label="Rapid charging at least" name="electricFastestChargeRate" values={[22, 50, 150, 200]} format={(kw) => `${kw} kW`} />
      <LimitSelect label="Home charge within" name="electricHomeChargeTime" values={[6, 8, 10, 12]} format={(hours) => `${hours} hours`} />
    </fieldset>
  );
}

function VanFilters() {
  // One counted list for every category of van features.
  const featureCounts = useFacetCounts('features');
  return (
    <>
      <fieldset className="filter-group">
        <legend>Load space</legend>
        <LimitSelect label="Payload at least" name="payloadMin" values={[600, 800, 1000, 1200, 1400]} format={(kg) => `${formatCount(kg)} kg`} />
        <LimitSelect label="Load length at least" name="loadLengthMin" values={[2000, 2500, 3000, 3500, 4000]} format={(mm) => `${formatCount(mm)} mm`} />
        <LimitSelect label="Load height at least" name="loadHeightMin" values={[1300, 1500, 1700, 1900]} format={(mm) => `${formatCount(mm)} mm`} />
        <LimitSelect label="Load width at least" name="loadWidthMin" values={[1500, 1650, 1750]} format={(mm) => `${formatCount(mm)} mm`} />
        <LimitSelect label="Payload at most" name="payloadMax" values={[800, 1000, 1200, 1400]} format={(kg) => `${formatCount(kg)} kg`} />
        <LimitSelect label="Load length at most" name="loadLengthMax" values={[2500, 3000, 3500, 4000]} format={(mm) => `${formatCount(mm)} mm`} />
        <LimitSelect label="Load height at most" name="loadHeightMax" values={[1500, 1700, 1900, 2100]} format={(mm) => `${formatCount(mm)} mm`} />
        <LimitSelect label="Load width at most" name="loadWidthMax" values={[1650, 1750, 1850]} format={(mm) => `${formatCount(mm)} mm`} />
      </fieldset>
      <CountedGroup legend="Roof height" name="roofHeight" list="roofheight" options={options(ROOF_HEIGHTS, (height) => height)} />
      <CountedGroup legend="Wheelbase" name="wheelbase" list="wheelbase" options={options(WHEELBASES, (length) => length)} />
      {VAN_FEATURES.map((category) => (
        <CheckboxGroup
          key={category.categoryId}
          legend={VAN_FEATURE_NAMES[category.categoryId] ?? 'Features'}
          name="features"
          options={category.options.map((option) => ({ id: option.id, label: option.name }))}
          counts={featureCounts}
        />
      ))}
    </>
  );
}

/** The specification features by category, counted from one list (mounted only once "More filters" is open). */
function SpecFeatureGroups() {
  const counts = useFacetCounts('spec');
  return (
    <>
      {SPEC_FEATURE_CATEGORIES.map((category) => (
        <CheckboxGroup
          key={category.id}
          legend={category.name}
          name="spec"
          options={SPEC_FEATURES.filter((feature) => feature.categoryId === category.id).map((feature) => ({ id: feature.id, label: feature.name }))}
          counts={counts}
        />
      ))}
    </>
  );
}

function LifestyleGroup() {
  return <CheckboxGroup legend="Lifestyle" name="vehicleTags" options={VEHICLE_TAGS.map((tag) => ({ id: tag.id, label: tag.name }))} counts={useAvailableCounts('vehicleTags')} />;
}

/**
 * The search's filters. Every change is debounced by the search saga (650 ms), then the results reload. A search of
 * both vehicle types (vehicleType null: business leasing) offers the makes and body styles of both.
 */
export function FilterPanel({ vehicleType }: { vehicleType: number | null }) {
  const dispatch = useAppDispatch();
  const request = useAppSelector((state) => state.search.request);
  return (
    <form className="filters" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <LeaseTypeSwitch />
      <BudgetFilter />
      <div className="filter-group">
        <label htmlFor="search-term">Make, model or keyword</label>
        <input
          id="search-term"
          className="field__control"
          type="search"
          value={request.searchTerm}
          placeholder="e.g. Golf, electric, 7 seats"
          onChange={(event) => dispatch(filterSet({ name: 'searchTerm', value: event.target.value }))}
        />
      </div>
      <MakeModelFilter vehicleType={vehicleType} />
      <CheckboxGroup legend="Annual mileage" name="mileages" options={options(MILEAGE_OPTIONS, mileageLabel)} available={useAvailableValues('mileages')} />
      <CheckboxGroup legend="Contract length" name="terms" options={options(TERM_OPTIONS_WITH_60, termLabel)} available={useAvailableValues('terms')} />
      <CountedGroup legend="Body style" name="bodyStyles" list="bodystyles" options={BODY_STYLES.filter((style) => vehicleType === null || style.vehicleType === vehicleType).map((style) => ({ id: style.id, label: style.name }))} />
      <CountedGroup legend="Fuel" name="fuelTypes" list="fueltypes" options={FUEL_OPTIONS} />
      <CountedGroup legend="Gearbox" name="transmissionTypes" list="transmissiontypes" options={TRANSMISSION_TYPES.map((type) => ({ id: type.id, label: type.name }))} />
      <label className="chip chip--wide">
        <input type="checkbox" checked={request.inStock} onChange={(event) => dispatch(filterSet({ name: 'inStock', value: event.target.checked }))} />
        <span>In stock only</span>
      </label>

      <Disclosure className="filters__more" summary="More filters">
        <div className="filters">
          <CheckboxGroup legend="Initial payment" name="initialPaymentInMonths" options={options(INITIAL_PAYMENT_MONTHS_OPTIONS, (months) => `${months} ${months === 1 ? 'month' : 'months'}`)} />
          <PriceTagFilter />
          <CountedGroup legend="Drive" name="driveTypes" list="drivetypes" options={DRIVE_TYPES.map((type) => ({ id: type.id, label: driveTypeLabel(type.name) }))} />
          <CountedGroup legend="Doors" name="doors" list="doors" options={options(DOOR_OPTIONS, String)} />
          <CountedGroup legend="Seats" name="seats" list="seats" options={options(SEAT_OPTIONS, String)} />
          <LifestyleGroup />
          <ElectricFilters />
          <PerformanceFilter />
          {vehicleType !== 1 && <VanFilters />}
          {vehicleType !== 2 && <LimitSelect label="Boot space at least" name="bootSpace" values={[300, 400, 500, 600, 700]} format={(litres) => `${litres} litres`} />}
          <SpecFeatureGroups />
        </div>
      </Disclosure>

      <button type="button" className="button button--ghost filters__clear" onClick={() => dispatch(filtersCleared())}>
        Clear all filters
      </button>
    </form>
  );
}
