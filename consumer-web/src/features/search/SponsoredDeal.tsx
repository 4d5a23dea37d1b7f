import { useAnswer } from '../../api/use-answer';
import { DealCard } from './DealCard';
import type { DealItem } from './search-types';

interface AdAnswer {
  sponsored: { label: string; campaignId: string; advertiser: string; headline: string; text: string | null } | null;
  deal: DealItem | null;
}

/**
 * Today's sponsored deal (GET /ad/deal), after the results, never among them: it is labelled as paid for, says
 * that it changes no ranking, and sits below the list so nothing the person is reading moves when it arrives.
 */
export function SponsoredDeal({ vehicleType, leaseType }: { vehicleType: number; leaseType: number }) {
  const answer = useAnswer<AdAnswer>(`/ad/deal?vehicleType=${vehicleType}&leaseType=${leaseType}`);
  if (answer === null || answer === 'failed' || !answer.sponsored || !answer.deal) return null;
  const { sponsored, deal } = answer;
  return (
    <aside className="sponsored" aria-labelledby="sponsored-heading">
      <p className="sponsored__label">{sponsored.label}</p>
      <h2 id="sponsored-heading" className="sponsored__headline">
        {sponsored.headline} <span className="sponsored__advertiser">from {sponsored.advertiser}</span>
      </h2>
      {sponsored.text && <p className="sponsored__text">{sponsored.text}</p>}
      <DealCard deal={deal} grouped={false} />
      <p className="sponsored__note">
        {sponsored.advertiser} paid for this place. It is not one of your results and changes no ranking or deal score.
      </p>
    </aside>
  );
}
