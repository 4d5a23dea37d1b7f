import { useState } from 'react';
import { Link } from '../../ui/Link';
import { withQuery } from '../../api/client';
import { FETCHING_MESSAGES } from '@lease/domain';
import { useAnswerState } from '../../api/use-answer';
import { FetchFailure } from '../../ui/FetchFailure';
import { DEAL_SCORE_GUIDE_PATH } from '../content/content-paths';
import type { ScoreExplanation } from './deciding-types';

/**
 * "Why this score?" (docs/deal-score.md): the deal's score worked through with its own numbers, fetched when
 * opened (most people never open it, so it costs nothing until then).
 */
export function WhyThisScore({ dealId }: { dealId: number }) {
  // Once opened it stays read: folding it away and back does not ask again.
  const [open, setOpen] = useState(false);
  const { value: answer, loadingShown, retry } = useAnswerState<ScoreExplanation>(open ? withQuery('/deal/score', { id: dealId }) : null);
  const explanation = answer === 'failed' ? null : answer;
  const failed = answer === 'failed';

  return (
    <details className="why-score" onToggle={(event) => (event.currentTarget as HTMLDetailsElement).open && setOpen(true)}>
      <summary>Why this score?</summary>
      {failed ? (
        <FetchFailure message={FETCHING_MESSAGES.scoreExplanationFetchFailed} onRetry={retry} />
      ) : !explanation ? (
        open && <p aria-live="polite">{loadingShown ? 'Working it out…' : ''}</p>
      ) : (
        <div>
          <p>
            Scored <strong>{explanation.score ?? 'not yet'}</strong>
            {explanation.band ? ` (${explanation.band})` : ''} against {explanation.comparable} comparable offers.
          </p>
          <ul>
            {explanation.inWords.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="why-score__working">
            The formula with these numbers: <code>{explanation.working}</code>. <Link to={DEAL_SCORE_GUIDE_PATH}>How the deal score works</Link>
          </p>
        </div>
      )}
    </details>
  );
}
