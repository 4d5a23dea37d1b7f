import { formatDoMmmYyyy } from '@lease/domain';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { ContentBlocks } from '../../ui/ContentBlocks';
import { ContentHero } from './ContentHero';
import { ContentState } from './ContentState';
import type { Testimonial, Testimonials } from './content-types';
import { useContent } from './use-content';
import './content.css';

function Stars({ rating }: { rating: number }) {
  return (
    <p className="review__rating">
      <span aria-hidden="true">{'★'.repeat(rating)}{'☆'.repeat(5 - rating)}</span>
      <span className="visually-hidden">{rating} out of 5</span>
    </p>
  );
}

function Review({ review }: { review: Testimonial }) {
  return (
    <li className="review">
      <Stars rating={review.rating} />
      <blockquote className="review__quote">
        {review.quote.split('\n\n').map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </blockquote>
      <p className="review__by">
        {review.name}, {review.location} · leased a {review.vehicle} · <time dateTime={review.date}>{formatDoMmmYyyy(review.date)}</time>
      </p>
    </li>
  );
}

function Reviews({ content }: { content: Testimonials }) {
  const { trustScore } = content;
  return (
    <div className="container content-body">
      <section className="trust-source" aria-labelledby="trust-score-heading">
        <h2 id="trust-score-heading">
          Rated {trustScore.score} out of {trustScore.outOf}
        </h2>
        <p className="trust-source__count">
          From {trustScore.reviewCount.toLocaleString('en-GB')} reviews, as of {formatDoMmmYyyy(trustScore.asOf)}.
        </p>
        <p>
          <strong>Where this comes from: </strong>
          {trustScore.source}
        </p>
        <ContentBlocks blocks={trustScore.explanation} />
      </section>
      <section aria-labelledby="reviews-heading">
        <h2 id="reviews-heading">What customers said</h2>
        <ul className="reviews">
          {content.testimonials.map((review) => (
            <Review key={review.id} review={review} />
          ))}
        </ul>
      </section>
    </div>
  );
}

export function ReviewsPage() {
  usePageMeta({
    title: 'Customer reviews',
    description: 'What people who leased through Lease Deals say, the good and the less good, and how our 4.7 out of 5 rating is worked out.',
    canonical: '/reviews',
  });
  const answer = useContent<Testimonials>('/testimonials');
  return (
    <>
      <ContentHero eyebrow="Reviews" title="Customer reviews" lead="Every rating counts towards our score, and this selection includes the less happy ones." />
      <ContentState answer={answer}>{(content) => <Reviews content={content} />}</ContentState>
    </>
  );
}
