import { type FormEvent, useId, useState } from 'react';
import { Link } from '../../ui/Link';
import { MAX_QUERY_LENGTH } from '@lease/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { aiFeedbackPath } from '../../app/paths';
import { Button } from '../../ui/Button';
import { failureOf, selectErrorEntry } from '../error/error-slice';
import { selectIsLoading } from '../loader/loader-slice';
import { FETCHING_RESULTS_FROM_AI_SEARCH } from './ai-search-saga';
import { type AiInteraction, aiSearchRequested } from './search-slice';

/** The words this turn searched for; a turn that only removed a chip has none, so the last words typed. */
const searchedWords = (ai: AiInteraction): string => ai.userQuery || ai.history.findLast((entry) => entry.query)?.query || '';

/**
 * How the described search was read: a chip per reading (remove it, or edit its words into the follow-up box),
 * the words that could not be used, and a box to refine the conversation ("cheaper", "make it a Kia"). Everything
 * shown from the query is text; React never renders it as HTML.
 */
export function AiReadingPanel({ onNewSearch }: { onNewSearch: () => void }) {
  const dispatch = useAppDispatch();
  const ai = useAppSelector((state) => state.search.ai);
  const busy = useAppSelector((state) => selectIsLoading(state, FETCHING_RESULTS_FROM_AI_SEARCH));
  const failure = failureOf(useAppSelector((state) => selectErrorEntry(state, FETCHING_RESULTS_FROM_AI_SEARCH)));
  const [followUp, setFollowUp] = useState('');
  const id = useId();
  if (!ai.conversationId) {
    return failure ? (
      <p className="search-page__error" role="alert">
        {failure.message}
      </p>
    ) : null;
  }
  const refine = (event: FormEvent) => {
    event.preventDefault();
    const words = followUp.trim();
    if (!words) return;
    dispatch(aiSearchRequested({ query: words, refine: true }));
    setFollowUp('');
  };
  return (
    <section className="ai-reading" aria-labelledby={`${id}-heading`} aria-busy={busy}>
      <h2 id={`${id}-heading`} className="ai-reading__heading">
        How we read “{ai.userQuery}”
      </h2>
      {ai.fallback ? (
        <p>We could not read that as filters, so these are the deals whose names contain your words.</p>
      ) : ai.readings.length === 0 ? (
        <p>Nothing in that changed the search.</p>
      ) : (
        <ul className="ai-reading__chips" aria-label="Read as">
          {ai.readings.map((reading, index) => (
            <li key={`${reading.words}-${index}`} className="ai-chip">
              <span className="ai-chip__says">{reading.says}</span>
              <span className="ai-chip__words">from “{reading.words}”</span>
              {reading.fields.length > 0 && (
                <>
                  <button type="button" className="ai-chip__action" aria-label={`Edit ${reading.says}`} onClick={() => setFollowUp(reading.words)}>
                    Edit
                  </button>
                  <button
                    type="button"
                    className="ai-chip__action"
                    aria-label={`Remove ${reading.says}`}
                    disabled={busy}
                    onClick={() => dispatch(aiSearchRequested({ query: '', refine: true, drop: reading.fields }))}
                  >
                    ×
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {ai.unread.length > 0 && <p className="ai-reading__unread">Not used: {ai.unread.map((word) => `“${word}”`).join(', ')}</p>}
      {ai.reasoningSummary && (
        <details className="ai-reading__reasoning">
          <summary>How we read it, in words</summary>
          <p>{ai.reasoningSummary}</p>
        </details>
      )}
      {failure && (
        <p className="search-page__error" role="alert">
          {failure.message}
        </p>
      )}
      <form className="ai-search__row" onSubmit={refine}>
        <label htmlFor={`${id}-refine`} className="visually-hidden">
          Refine your search
        </label>
        <input
          id={`${id}-refine`}
          className="field__control ai-search__input"
          type="text"
          name="refine"
          value={followUp}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Refine it: “cheaper”, “make it a Kia”, “with 7 seats”"
          onChange={(event) => setFollowUp(event.target.value)}
        />
        <Button type="submit" variant="ghost" disabled={busy || !followUp.trim()}>
          Refine
        </Button>
        <Button type="button" variant="ghost" onClick={onNewSearch}>
          Start a new search
        </Button>
      </form>
      <p className="ai-reading__feedback">
        <Link to={aiFeedbackPath(ai.conversationId, searchedWords(ai))}>Tell us how the AI search did</Link>
      </p>
    </section>
  );
}
