import { Link } from '../../ui/Link';
import { formatDoMmmYyyy, mileageLabel, termLabel } from '@lease/domain';
import { useAppDispatch } from '../../app/hooks';
import { dealPath, vehiclePath } from '../../app/paths';
import { Button } from '../../ui/Button';
import { formatPounds } from '../../ui/format';
import { garageRemoveRequested } from './garage-actions';
import type { GarageEntry } from './garage-entry';

/** How the price moved since the entry was saved, in words: negative is cheaper. */
function changeWords(entry: GarageEntry): string {
  if (entry.priceChange === null) return entry.savedMonthlyPayment === null ? 'No price when saved.' : 'No deal to compare now.';
  if (entry.priceChange === 0) return `No change since you saved it (${formatPounds(entry.savedMonthlyPayment ?? 0)} a month).`;
  const direction = entry.priceChange < 0 ? 'cheaper' : 'dearer';
  return `${formatPounds(Math.abs(entry.priceChange))} a month ${direction} than when you saved it (${formatPounds(entry.savedMonthlyPayment ?? 0)}).`;
}

/** One garage entry: the vehicle, its best deal now with the lease's total cost, and how its price moved. */
export function GarageItem({ entry, busy }: { entry: GarageEntry; busy: boolean }) {
  const dispatch = useAppDispatch();
  const { vehicle, bestDeal } = entry;
  const title = `${vehicle.manufacturerName} ${vehicle.rangeName}`;
  const to = bestDeal ? dealPath(bestDeal) : vehiclePath({ ...vehicle, vehicleId: entry.vehicleId });
  const change = entry.priceChange === null ? undefined : entry.priceChange < 0 ? 'garage-item__change--down' : entry.priceChange > 0 ? 'garage-item__change--up' : undefined;
  return (
    <li className="list-card garage-item">
      <div>
        <h2>
          <Link to={to}>{title}</Link>
        </h2>
        <p>{vehicle.derivativeName}</p>
        {bestDeal ? (
          <p>
            {entry.dealId === null || bestDeal.id !== entry.dealId ? 'Best deal now' : 'Your deal now'}:{' '}
            <strong>{formatPounds(bestDeal.monthlyPayment)} a month</strong> {bestDeal.leaseType === 1 ? 'including VAT' : 'excluding VAT'} ·{' '}
            {termLabel(bestDeal.term)} · {mileageLabel(bestDeal.mileage)} miles a year
            {entry.totalCost !== null && <> · {formatPounds(entry.totalCost)} in total, fees included</>}
          </p>
        ) : (
          <p>No deals on offer for it right now.</p>
        )}
        <p className={change}>{changeWords(entry)}</p>
        <p>Saved {formatDoMmmYyyy(new Date(entry.savedAt))}</p>
      </div>
      <Button
        type="button"
        variant="ghost"
        disabled={busy}
        aria-label={`Remove the ${title} ${vehicle.derivativeName} from your garage`}
        onClick={() => dispatch(garageRemoveRequested({ vehicleId: entry.vehicleId, dealId: entry.dealId }))}
      >
        Remove
      </Button>
    </li>
  );
}
