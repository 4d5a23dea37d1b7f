import { Navigate } from '../../app/routing/router';
import { Link } from '../../ui/Link';
import { mileageLabel, termLabel } from '@lease/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../app/routes/use-page-meta';
import '../../ui/list-card.css';
import { Button } from '../../ui/Button';
import { formatDate, formatPounds } from '../../ui/format';
import { dealUnsaved } from '../loco-space/loco-space-slice';
import { selectIsAuthenticated } from '../user/user-slice';
import './saved-deals.css';

/**
 * The deals saved for later in this browser, newest first, each one click from its deal page. A signed-in person's
 * saves are their account's garage, so they are taken there.
 */
export function SavedDealsPage() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const deals = useAppSelector((state) => state.locoSpace.savedDeals);
  usePageMeta({ title: 'Saved deals', description: 'The lease deals you saved for later on this device.' });
  if (signedIn) return <Navigate to="/locospace/garage" replace />;
  return (
    <div className="container saved-deals">
      <h1>Saved deals</h1>
      {deals.length === 0 ? (
        <p>
          Nothing saved yet. Use “Save for later” on any deal to keep it here; <Link to="/car-leasing/search">search car deals</Link> or{' '}
          <Link to="/van-leasing/search">van deals</Link> to start.
        </p>
      ) : (
        <>
          <p className="saved-deals__note">Kept in this browser until you sign in, when they join your account’s garage. Prices can change: the deal page always shows today’s.</p>
          <ul className="saved-deals__list">
            {deals.map((deal) => (
              <li key={deal.id} className="list-card">
                <div>
                  <h2>
                    <Link to={deal.path}>{deal.title}</Link>
                  </h2>
                  <p>{deal.derivative}</p>
                  <p>
                    {formatPounds(deal.monthlyPayment)} a month {deal.leaseType === 1 ? 'including VAT' : 'excluding VAT'} when saved · {termLabel(deal.term)} ·{' '}
                    {mileageLabel(deal.mileage)} miles a year · saved {formatDate(deal.savedAt)}
                  </p>
                </div>
                <Button variant="ghost" onClick={() => dispatch(dealUnsaved(deal.id))} aria-label={`Remove ${deal.title} ${deal.derivative}`}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
