import { useEffect, useState } from 'react';
import { useFlow } from '../../app/forms/use-flow';
import { useAppDispatch, useAppSelector, useClock } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { dealSaved, dealUnsaved } from '../loco-space/loco-space-slice';
import type { DealItem } from '../search/search-types';
import { selectIsAuthenticated } from '../user/user-slice';
import { garageKeysNeeded, garageSaveRequested, garageUnsaveRequested } from './garage-actions';
import { sameKey } from './garage-entry';
import { SAVING_FOR_LATER } from './flow-names';
import { toSavedDeal } from './saved-deal';

/**
 * Save for later (spec §2). A visitor's saves are kept in this browser, so it works without an account; a
 * signed-in person's go to their account's garage (and the browser's list joined it when they signed in).
 */
export function SaveForLater({ deal }: { deal: DealItem }) {
  const dispatch = useAppDispatch();
  const clock = useClock();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const key = { vehicleId: deal.vehicleId, dealId: deal.id };
  const savedHere = useAppSelector((state) => state.locoSpace.savedDeals.some((entry) => entry.id === deal.id));
  const keysKnown = useAppSelector((state) => state.locoSpace.garageKeys !== null);
  const savedInAccount = useAppSelector((state) => state.locoSpace.garageKeys?.some((entry) => sameKey(entry, key)) ?? false);
  const saving = useFlow(SAVING_FOR_LATER);
  // Saves go one at a time across the page: a failure shows beside the button that asked, not on every card.
  const [asked, setAsked] = useState(false);
  const saved = signedIn ? savedInAccount : savedHere;

  // Read once, when a button first needs them; many buttons on a page share the one read.
  useEffect(() => {
    if (signedIn && !keysKnown) dispatch(garageKeysNeeded());
  }, [dispatch, signedIn, keysKnown]);

  const toggle = () => {
    if (!signedIn) {
      dispatch(saved ? dealUnsaved(deal.id) : dealSaved(toSavedDeal(deal, new Date(clock()))));
      return;
    }
    setAsked(true);
    dispatch(saved ? garageUnsaveRequested(key) : garageSaveRequested(key));
  };

  return (
    <div className="save-for-later">
      <Button variant={saved ? 'primary' : 'ghost'} aria-pressed={saved} disabled={signedIn && saving.sending} busy={asked && saving.sending} onClick={toggle}>
        <span aria-hidden="true">{saved ? '♥' : '♡'}</span> {saved ? 'Saved for later' : 'Save for later'}
      </Button>
      {asked && saving.failure && !saving.sending && (
        <p className="form-alert" role="alert">
          {saving.failure.message}
        </p>
      )}
    </div>
  );
}
