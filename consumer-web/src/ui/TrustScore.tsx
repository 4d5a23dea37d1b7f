import { TRUST_SCORE } from '@lease/domain';
import './trust-score.css';

export const REVIEWS_PATH = '/reviews';

/**
 * The trust score (spec §9), where peers show theirs (the home page's hero, the footer), always with a link to where
 * it comes from: every rating, how it is averaged, and the reviews themselves. The number is a constant so the first
 * load needs no request for it; the reviews page says its source in full.
 */
export function TrustScore() {
  return (
    <p className="trust-score">
      <span className="trust-score__stars" aria-hidden="true">
        <span className="trust-score__fill" style={{ width: `${(TRUST_SCORE / 5) * 100}%` }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      <span>
        Rated <strong>{TRUST_SCORE}</strong>
        <span className="visually-hidden"> out of 5</span> by our customers ·{' '}
        <a href={REVIEWS_PATH}>where this comes from</a>
      </span>
    </p>
  );
}
