import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation } from '../../app/routing/router';
import { Link } from '../../ui/Link';
import { useFlow } from '../../app/forms/use-flow';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { TextField } from '../../ui/TextField';
import type { DealItem } from '../search/search-types';
import { selectIsAuthenticated, selectPreferences, signInRequired } from '../user/user-slice';
import { alertRequestFor } from './price-alert';
import { priceAlertAddRequested, priceAlertCheckRequested, priceAlertRemoveRequested } from './price-alert-actions';
import { selectHasPriceAlert } from './price-alert-selectors';
import { ADDING_PRICE_ALERT, REMOVING_PRICE_ALERT } from './flow-names';
import './price-alerts.css';

const TARGET_MAX = 9999;
const TARGET_PROBLEM = `Enter a monthly price in pounds above £0 and at most £${TARGET_MAX}, such as 250`;

/** '' is no target; anything else must be pounds above 0, at most 9999, with at most two decimals (the API's rule). */
function parseTarget(text: string): { value?: number; problem?: string } {
  const trimmed = text.trim().replace(/^£/, '');
  if (trimmed === '') return {};
  const value = Number(trimmed);
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed) || value <= 0 || value > TARGET_MAX) return { problem: TARGET_PROBLEM };
  return { value };
}

/**
 * Set price alert on a deal (its vehicle, at its lease profile). Signed in, it sets or removes the account's alert
 * and shows which is the case; a visitor is asked to sign in first. On the deal page (`variant="page"`) it asks the
 * API whether the vehicle has an alert and offers a target price; on a search card it is one button, and the
 * search page's reading of the active list tells it the state.
 */
export function SetPriceAlert({ deal, variant = 'card' }: { deal: DealItem; variant?: 'card' | 'page' }) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const exists = useAppSelector((state) => selectHasPriceAlert(state, deal.vehicleId));
  const emailsOn = useAppSelector(selectPreferences).priceAlert;
  const adding = useFlow(ADDING_PRICE_ALERT);
  const removing = useFlow(REMOVING_PRICE_ALERT);
  const { pathname, search } = useLocation();
  // Writes are one at a time across the page: a failure shows beside the button that asked, not on every card.
  const [asked, setAsked] = useState(false);
  const [target, setTarget] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const targetId = useId();

  useEffect(() => {
    if (signedIn && variant === 'page') dispatch(priceAlertCheckRequested({ vehicleId: deal.vehicleId }));
  }, [dispatch, signedIn, variant, deal.vehicleId]);

  const busy = adding.sending || removing.sending;
  const failure = asked && !busy ? (exists ? removing.failure : adding.failure) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) {
      dispatch(signInRequired({ redirectUrl: `${pathname}${search}` }));
      return;
    }
    setAsked(true);
    if (exists) {
      dispatch(priceAlertRemoveRequested({ vehicleId: deal.vehicleId }));
      return;
    }
    const parsed = variant === 'page' ? parseTarget(target) : {};
    setProblem(parsed.problem);
    if (parsed.problem) return;
    dispatch(priceAlertAddRequested(alertRequestFor(deal, parsed.value)));
  };

  const showTarget = variant === 'page' && signedIn && !exists;
  const serverProblem = asked ? adding.failure?.errors?.targetPrice : undefined;
  return (
    <form className="set-price-alert" onSubmit={submit} noValidate>
      <div className="set-price-alert__target">
        {showTarget && (
          <TextField
            id={targetId}
            label="Alert me below"
            optional
            hint="A monthly price in pounds. Without one, we tell you of any drop."
            inputMode="decimal"
            value={target}
            error={problem ?? serverProblem}
            onChange={(event) => {
              setTarget(event.target.value);
              setProblem(undefined);
            }}
          />
        )}
        <Button type="submit" variant={exists ? 'primary' : 'ghost'} aria-pressed={signedIn ? exists : undefined} disabled={busy} busy={busy && asked}>
          <Icon name="bell" className="set-price-alert__icon" /> {exists ? 'Price alert set' : 'Set price alert'}
        </Button>
      </div>
      {variant === 'page' && exists && (
        <p>
          {emailsOn ? (
            'We’ll email you when its price drops.'
          ) : (
            <>
              Price alert emails are off, so a drop shows only in your account. <Link to="/locospace/account-details">Turn them on</Link>.
            </>
          )}{' '}
          <Link to="/locospace/price-alerts">Your price alerts</Link>
        </p>
      )}
      {failure && (
        <p className="form-alert" role="alert">
          {failure.message}
        </p>
      )}
    </form>
  );
}
