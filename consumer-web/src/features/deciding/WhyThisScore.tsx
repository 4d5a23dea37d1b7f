import { useState } from 'react';
import { Link } from 'react-router';
import { withQuery } from '../../api/client';
import { useAnswer } from '../../api/use-answer';
import { DEAL_SCORE_GUIDE_PATH } from '../content/content-paths';
import type { ScoreExplanation } from './deciding-types';

/**
 * "Why this score?" (docs/deal-score.md): the deal's score worked through with its own numbers, fetched when
 * opened (most people never open it, so it costs nothing until then).
 */
export function WhyThisScore({ dealId }: { dealId: number }) {
  // Once opened it stays read: folding it away and back does not ask again.
  const [open, setOpen] = useState(false);
  const answer = useAnswer<ScoreExplanation>(open ? withQuery('/deal/score', { id: dealId }) : null);
  const explanation = answer === 'failed' ? null : answer;
  const failed = answer === 'failed';

  return (
    <details className="why-score" onToggle={(event) => (event.currentTarget as HTMLDetailsElement).open && setOpen(true)}>
      <summary>Why this score?</summary>
      {failed ? (
        <p role="alert">We could not load how this score was worked out. Please try again later.</p>
      ) : !explanation ? (
        open && <p aria-live="polite">Working it out…</p>
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
