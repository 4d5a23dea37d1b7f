import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsAuthenticated } from '../user/user-slice';
import { priceAlertsShown } from './price-alert-actions';

/**
 * For a page of many Set price alert buttons (search results): the alert lists, read once for them all (unless
 * fresh, spec §9) rather than asking about each vehicle.
 */
export function useActivePriceAlerts() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  useEffect(() => {
    if (signedIn) dispatch(priceAlertsShown());
  }, [dispatch, signedIn]);
}
