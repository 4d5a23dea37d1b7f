import { useEffect } from 'react';
import { useFlow } from '../../../app/forms/use-flow';
import { useAppDispatch } from '../../../app/hooks';
import { usePageMeta } from '../../../app/routes/use-page-meta';
import { accountDetailsRequested } from '../account-actions';
import { FETCHING_ACCOUNT_INFO } from '../flow-names';
import { AccountDetailsForm } from './AccountDetailsForm';
import { AccountPicture } from './AccountPicture';
import { ConfirmEmailChange } from './ConfirmEmailChange';
import { DeleteAccount } from './DeleteAccount';
import { MarketingPreferences } from './MarketingPreferences';

/** Spec §2 account-details: the account's picture and details, its preferences, and the way to delete it. */
export function AccountDetailsPage() {
  const dispatch = useAppDispatch();
  // The status words wait for the loader delay (spec §9); a quick answer never flashes them.
  const { loading, failure } = useFlow(FETCHING_ACCOUNT_INFO);
  usePageMeta({ title: 'Account details', description: 'Your name, email address, phone number and preferences.' });

  // Read afresh on every visit: another device may have changed them.
  useEffect(() => {
    dispatch(accountDetailsRequested());
  }, [dispatch]);

  return (
    <section className="account-details" aria-labelledby="loco-space-heading">
      <h1 id="loco-space-heading">Account details</h1>
      {failure && !loading && (
        <p className="form-alert" role="alert">
          {failure.message}
        </p>
      )}
      <p className="form-status" role="status" aria-live="polite">
        {loading ? 'Loading your details…' : ''}
      </p>
      <AccountPicture />
      <AccountDetailsForm />
      <ConfirmEmailChange />
      <MarketingPreferences />
      <DeleteAccount />
    </section>
  );
}
