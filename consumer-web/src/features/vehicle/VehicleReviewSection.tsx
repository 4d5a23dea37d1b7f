import type { VehicleReview } from './vehicle-types';

/** Review (spec §2): our verdict, with what is good and bad about the vehicle. */
export function VehicleReviewSection({ review }: { review: VehicleReview }) {
  return (
    <section aria-labelledby="review-heading">
      <h2 id="review-heading">Review</h2>
      <p className="review__rating">
        <strong>{review.rating.toFixed(1)}</strong> out of 5 · {review.headline}
      </p>
      {review.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <div className="review__lists">
        <div>
          <h3>What we like</h3>
          <ul>
            {review.pros.map((pro) => (
              <li key={pro}>{pro}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>What we don’t</h3>
          <ul>
            {review.cons.map((con) => (
              <li key={con}>{con}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
