import { useFlow } from '../../../app/forms/use-flow';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { PreferenceName } from '../../user/account-user';
import { selectPreferences } from '../../user/user-slice';
import { preferenceToggled } from '../account-actions';
import { UPDATING_MARKETING_PREFERENCES } from '../flow-names';

const SWITCHES: ReadonlyArray<{ name: PreferenceName; label: string; hint: string }> = [
  { name: 'marketingEmail', label: 'Deals and news by email', hint: 'Now and then, the deals worth knowing about.' },
  { name: 'marketingSms', label: 'Deals and news by text message', hint: 'Only the very best deals, rarely.' },
  { name: 'priceAlert', label: 'Price alert emails', hint: 'When a car you set an alert on changes price.' },
];

/**
 * Spec §2 and §3 preferences: marketing by email and SMS, and price-alert emails, as switches. A switch moves
 * once the API has saved it; while one is saving the others wait, so the answers cannot cross.
 */
export function MarketingPreferences() {
  const dispatch = useAppDispatch();
  const preferences = useAppSelector(selectPreferences);
  const { sending, failure } = useFlow(UPDATING_MARKETING_PREFERENCES);

  return (
    <section className="account-preferences" aria-labelledby="account-preferences-heading">
      <h2 id="account-preferences-heading">What we send you</h2>
      <ul className="account-preferences__list">
        {SWITCHES.map(({ name, label, hint }) => (
          <li key={name}>
            <label className="switch">
              <input
                type="checkbox"
                role="switch"
                checked={preferences[name]}
                disabled={sending}
                aria-describedby={`preference-${name}-hint`}
                onChange={(event) => dispatch(preferenceToggled({ name, value: event.target.checked }))}
              />
              <span className="switch__label">{label}</span>
            </label>
            <p className="field__hint" id={`preference-${name}-hint`}>
              {hint}
            </p>
          </li>
        ))}
      </ul>
      {failure && !sending && (
        <p className="form-alert" role="alert">
          {failure.message}
        </p>
      )}
      <p className="form-status" role="status" aria-live="polite">
        {sending ? 'Saving your choice…' : ''}
      </p>
    </section>
  );
}
