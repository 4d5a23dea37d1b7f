import { useEffect } from 'react';
import { useSearchParams } from '../../app/routing/router';
import { Link } from '../../ui/Link';
import { useFlow } from '../../app/forms/use-flow';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../app/routes/use-page-meta';
import '../../ui/button.css';
import '../../ui/list-card.css';
import { ListPager, pageFrom } from '../../ui/ListPager';
import { savedSearchesRequested } from './saved-search-actions';
import { FETCHING_SAVED_SEARCHES, REMOVING_SAVED_SEARCH, UPDATING_SAVED_SEARCH_ALERT } from './flow-names';
import { SavedSearchItem } from './SavedSearchItem';
import './saved-searches.css';

/** Spec §2 saved-searches: the person's saved searches, newest first, 10 a page (spec §9). */
export function SavedSearchesPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const searches = useAppSelector((state) => state.locoSpace.savedSearches);
  const loading = useFlow(FETCHING_SAVED_SEARCHES);
  const removing = useFlow(REMOVING_SAVED_SEARCH);
  const alerting = useFlow(UPDATING_SAVED_SEARCH_ALERT);
  usePageMeta({ title: 'Your saved searches', description: 'The searches you saved, with their new deals and email alerts.' });

  useEffect(() => {
    dispatch(savedSearchesRequested({ page }));
  }, [dispatch, page]);

  const failure = loading.failure ?? removing.failure ?? alerting.failure;
  const busy = loading.sending || removing.sending || alerting.sending;
  return (
    <section className="saved-searches" aria-labelledby="loco-space-heading">
      <h1 id="loco-space-heading">Your saved searches</h1>
      {failure && !busy && (
        <p className="form-alert" role="alert">
          {failure.message}
        </p>
      )}
      <p className="form-status" role="status" aria-live="polite">
        {loading.loading ? 'Loading your saved searches…' : removing.sending ? 'Removing the saved search…' : alerting.sending ? 'Saving your choice…' : ''}
      </p>
      {searches && searches.results.length > 0 && (
        <>
          <ol className="list-cards">
            {searches.results.map((search) => (
              <SavedSearchItem key={search.searchReference} search={search} busy={{ removing: removing.sending, alert: alerting.sending }} />
            ))}
          </ol>
          <ListPager {...searches.pagination} label="Saved search pages" previous="Newer searches" next="Older searches" />
        </>
      )}
      {searches && searches.results.length === 0 && !loading.sending && (
        <p>
          No saved searches yet. Use “Save this search” on a search to keep it here. <Link to="/car-leasing/search">Search car deals</Link>.
        </p>
      )}
    </section>
  );
}
