import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { get } from '../../api/client';
import { DEAL_SCORE_GUIDE_PATH } from '../content/content-paths';
import type { ScoreExplanation } from './deciding-types';

/**
 * "Why this score?" (docs/deal-score.md): the deal's score worked through with its own numbers, fetched when
 * opened (most people never open it, so it costs nothing until then).
 */
export function WhyThisScore({ dealId }: { dealId: number }) {
  const [open, setOpen] = useState(false);
  const [explanation, setExplanation] = useState<ScoreExplanation | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setExplanation(null);
    setFailed(false);
  }, [dealId]);

  useEffect(() => {
    if (!open || explanation) return;
    let current = true;
    get<ScoreExplanation>('/deal/score', { id: dealId }, 'low')
      .then((answer) => current && setExplanation(answer))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [open, explanation, dealId]);

  return (
    <details className="why-score" onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}>
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
