import { useAppDispatch, useAppSelector, useClock } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { dealSaved, dealUnsaved } from '../loco-space/loco-space-slice';
import type { DealItem } from '../search/search-types';
import { toSavedDeal } from './saved-deal';

/** Save for later (spec §2): kept in this browser, so it works without an account. */
export function SaveForLater({ deal }: { deal: DealItem }) {
  const dispatch = useAppDispatch();
  const clock = useClock();
  const saved = useAppSelector((state) => state.locoSpace.savedDeals.some((entry) => entry.id === deal.id));
  return (
    <Button
      variant={saved ? 'primary' : 'ghost'}
      className="save-for-later"
      aria-pressed={saved}
      onClick={() => dispatch(saved ? dealUnsaved(deal.id) : dealSaved(toSavedDeal(deal, new Date(clock()))))}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span> {saved ? 'Saved for later' : 'Save for later'}
    </Button>
  );
}
