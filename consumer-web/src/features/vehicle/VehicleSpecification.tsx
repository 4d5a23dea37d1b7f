import type { ReactNode } from 'react';
import { driveTypeLabel, fuelTypeLabel, transmissionLabel, wheelSizeLabel } from '@lease/domain';
import { formatCount, formatWholePounds } from '../../ui/format';
import type { StandardOptionCategory, TechnicalData, VehicleDetails } from './vehicle-types';
import '../../ui/fact-rows.css';

type Row = [string, ReactNode];

function rows(details: VehicleDetails, technical: TechnicalData): Row[] {
  const { performance, electric, van } = technical;
  const list: Array<Row | null> = [
    ['List price', formatWholePounds(details.listPrice)],
    ['Body style', details.bodyStyle.name],
    ['Fuel', fuelTypeLabel(details.fuelType.name)],
    ['Transmission', transmissionLabel(details.transmissionType.name)],
    ['Drive', driveTypeLabel(details.driveType.name)],
    ['Doors', technical.doors],
    ['Seats', technical.seats],
    ['Power', `${performance.powerBhp} bhp`],
    ['0–62 mph', `${performance.zeroToSixtyTwo} seconds`],
    performance.engineSize ? ['Engine', `${performance.engineSize.toFixed(1)} litres`] : null,
    performance.mpg ? ['Fuel economy', `${performance.mpg} mpg`] : null,
    ['CO₂ emissions', `${performance.co2} g/km`],
    electric ? ['Battery', `${electric.batteryCapacityKwh} kWh`] : null,
    electric ? ['Electric range', `${formatCount(electric.rangeMiles)} miles`] : null,
    electric ? ['Fastest charge', `${electric.fastestChargeKw} kW`] : null,
    electric ? ['Home charge (7 kW)', `${electric.homeChargeHours} hours`] : null,
    technical.bootSpaceLitres !== null ? ['Boot space', `${formatCount(technical.bootSpaceLitres)} litres`] : null,
    // Spec §9: 14 to 26 inches read 'N Inch'; a size outside that range is shown as it is.
    technical.wheelSizeInches ? ['Wheels', wheelSizeLabel(technical.wheelSizeInches) ?? `${technical.wheelSizeInches} inch`] : null,
    van ? ['Payload', `${formatCount(van.payloadKg)} kg`] : null,
    van ? ['Load length', `${formatCount(van.loadLengthMm)} mm`] : null,
    van ? ['Load height', `${formatCount(van.loadHeightMm)} mm`] : null,
    van ? ['Load width', `${formatCount(van.loadWidthMm)} mm`] : null,
    van ? ['Roof height', van.roofHeight] : null,
    van ? ['Wheelbase', van.wheelbase] : null,
  ];
  return list.filter((row): row is Row => row !== null);
}

/** Specification (spec §2): the technical data, then the standard equipment by category. */
export function VehicleSpecification({ details, technical, options }: { details: VehicleDetails; technical: TechnicalData; options: StandardOptionCategory[] }) {
  return (
    <section aria-labelledby="specification-heading">
      <h2 id="specification-heading">Specification</h2>
      <dl className="spec-table fact-rows">
        {rows(details, technical).map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {options.some((category) => category.options.length > 0) && (
        <>
          <h3>Standard equipment</h3>
          <div className="equipment">
            {options
              .filter((category) => category.options.length > 0)
              .map((category) => (
                <div key={category.categoryId}>
                  <h4>{category.category}</h4>
                  <ul>
                    {category.options.map((option) => (
                      <li key={option.id}>{option.name}</li>
                    ))}
                  </ul>
                </div>
              ))}
          </div>
        </>
      )}
    </section>
  );
}
