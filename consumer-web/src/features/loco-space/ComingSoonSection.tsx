import { Link } from 'react-router';
import { usePageMeta } from '../../app/routes/use-page-meta';

export type ComingSoonTopic = 'comparison';

const TOPICS: Record<ComingSoonTopic, { title: string; text: string }> = {
  comparison: { title: 'Comparison', text: 'Soon you’ll be able to compare the cars you shortlisted side by side here.' },
};

/** A section whose issue has not landed: what it will do, and the way to the deals meanwhile. */
export function ComingSoonSection({ topic }: { topic: ComingSoonTopic }) {
  const { title, text } = TOPICS[topic];
  usePageMeta({ title, description: text });
  return (
    <section aria-labelledby="loco-space-heading">
      <h1 id="loco-space-heading">{title}</h1>
      <p>{text} It isn’t ready yet.</p>
      <p>
        Meanwhile, <Link to="/car-leasing/search">search car deals</Link> or <Link to="/van-leasing/search">van deals</Link>.
      </p>
    </section>
  );
}
