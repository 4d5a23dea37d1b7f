import { termLabel } from '../rules/lease-options';
import { formatWholePounds } from '../rules/money';
import type { VehicleSpec } from '../catalogue/vehicle-events';

// Why a recommendation is offered, in words ("£1,240 less over 4 years", "same size, electric"): what it saves or
// scores against the deal it was found for, then how the vehicle differs.

export interface RecommendedDeal {
  totalCostPence: number;
  score: number | null;
  term: number;
  vehicle: Pick<VehicleSpec, 'fuelType' | 'seats' | 'bootSpaceLitres' | 'transmissionType' | 'bodyStyle'>;
}

const money = (pence: number) => formatWholePounds(pence / 100);

export function recommendationReasons(base: RecommendedDeal, candidate: RecommendedDeal): string[] {
  const reasons: string[] = [];
  const saving = base.totalCostPence - candidate.totalCostPence;
  if (saving >= 100) reasons.push(`${money(saving)} less over ${termLabel(candidate.term)}`);
  if (candidate.score !== null && base.score !== null && candidate.score > base.score) reasons.push(`scores ${candidate.score} against ${base.score}`);
  const differences: string[] = [];
  if (candidate.vehicle.fuelType.id !== base.vehicle.fuelType.id) differences.push(candidate.vehicle.fuelType.name.toLowerCase());
  if (candidate.vehicle.seats > base.vehicle.seats) differences.push(`${candidate.vehicle.seats} seats`);
  const boot = (spec: RecommendedDeal['vehicle']) => spec.bootSpaceLitres ?? 0;
  if (boot(candidate.vehicle) - boot(base.vehicle) >= 50) differences.push(`${boot(candidate.vehicle) - boot(base.vehicle)} litres more boot`);
  if (candidate.vehicle.transmissionType.id !== base.vehicle.transmissionType.id) differences.push(candidate.vehicle.transmissionType.name.toLowerCase());
  reasons.push(`same size ${candidate.vehicle.bodyStyle.name.toLowerCase()}${differences.length ? `, ${differences.join(', ')}` : ''}`);
  return reasons;
}
