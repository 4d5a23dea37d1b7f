import { useId } from 'react';
import { Link } from '../../ui/Link';
import { formatDoMmmYyyy, SAVED_SEARCH_ALERTS, type SavedSearchAlert } from '@lease/domain';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { formatCount } from '../../ui/format';
import type { SavedSearch } from './saved-search';
import { savedSearchAlertChosen, savedSearchOpened, savedSearchRemoveRequested } from './saved-search-actions';

const ALERT_LABELS: Record<SavedSearchAlert, string> = { instant: 'Instant: new deals as they appear, at most an email an hour', daily: 'Daily digest: one email a day', off: 'Off' };

/** Spec §3 "Saved search price tag": shown in priority order (1 first). */
const byPriority = (tags: SavedSearch['vehiclePriceTags']) => [...tags].sort((a, b) => a.priority - b.priority);

/** One saved search: its name and filters in words, its results now and since last looked, and its alerts. */
export function SavedSearchItem({ search, busy }: { search: SavedSearch; busy: { removing: boolean; alert: boolean } }) {
  const dispatch = useAppDispatch();
  const alertId = useId();
  const title = search.name ?? search.description;
  const tags = byPriority(search.vehiclePriceTags);
  return (
    <li className="list-card saved-search">
      <div className="saved-search__body">
        <h2>
          <Link to={search.path} onClick={() => dispatch(savedSearchOpened({ searchReference: search.searchReference }))}>
            {title}
          </Link>
        </h2>
        {search.name && <p>{search.description}</p>}
        {tags.length > 0 && (
          <ul className="saved-search__tags" aria-label="Offers it looks for">
            {tags.map((tag) => (
              <li key={tag.id}>{tag.name}</li>
            ))}
          </ul>
        )}
        <p>
          <strong>{formatCount(search.resultsNow)}</strong> {search.resultsNow === 1 ? 'result' : 'results'} now ·{' '}
          <strong>{formatCount(search.newSinceViewed)}</strong> new since you last looked · saved {formatDoMmmYyyy(new Date(search.savedAt))}
        </p>
        <div className="saved-search__alert">
          <label htmlFor={alertId}>Email me about new deals</label>
          <select
            id={alertId}
            className="field__control"
            value={search.alert}
            disabled={busy.alert}
            onChange={(event) => dispatch(savedSearchAlertChosen({ searchReference: search.searchReference, alert: event.target.value as SavedSearchAlert }))}
          >
            {SAVED_SEARCH_ALERTS.map((mode) => (
              <option key={mode} value={mode}>
                {ALERT_LABELS[mode]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="saved-search__actions">
        <Link className="button button--primary" to={search.path} onClick={() => dispatch(savedSearchOpened({ searchReference: search.searchReference }))} aria-label={`Open ${title}`}>
          Open
        </Link>
        <Button
          type="button"
          variant="ghost"
          disabled={busy.removing}
          aria-label={`Remove the saved search ${title}`}
          onClick={() => dispatch(savedSearchRemoveRequested({ searchReference: search.searchReference }))}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}
