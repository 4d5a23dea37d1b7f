import { CompareButton } from '../../features/comparison/CompareButton';
import { SetPriceAlert } from '../../features/price-alerts/SetPriceAlert';
import { useActivePriceAlerts } from '../../features/price-alerts/use-active-price-alerts';
import { SaveForLater } from '../../features/saved-deals/SaveForLater';
import { SaveSearch } from '../../features/saved-searches/SaveSearch';
import { type Landing, SearchPage } from '../../features/search/SearchPage';
import type { DealItem } from '../../features/search/search-types';

const dealActions = (deal: DealItem) => (
  <>
    <SaveForLater deal={deal} />
    <SetPriceAlert deal={deal} />
    <CompareButton vehicleId={deal.vehicleId} name={`${deal.manufacturerName} ${deal.rangeName}`} />
  </>
);

/** A search page as the site shows it: the search, with Save this search beside it and a deal's actions on each result. */
export function SearchRoute({ vehicleType, landing }: { vehicleType: 1 | 2; landing?: Landing }) {
  useActivePriceAlerts();
  return <SearchPage vehicleType={vehicleType} landing={landing} searchActions={<SaveSearch />} dealActions={dealActions} />;
}
