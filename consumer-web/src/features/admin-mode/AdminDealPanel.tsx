import { useEffect, useState } from 'react';
import { describeScoreGroup, type DealScoreGroup } from '@lease/domain';
import { getWithHeaders } from '../../api/client';
import { useAppSelector } from '../../app/hooks';
import { isAdminModeOn } from './admin-mode';
import './admin-mode.css';

interface ScoreParts {
  score: number | null;
  comparable: number;
  betterValue: number;
  valuePencePerPound: number;
  group: DealScoreGroup;
  stream: string;
}

/**
 * Admin mode on a deal page (spec §6): for staff, how the deal score was reached and a link to the deal's
 * price-feed stream in the console. Anyone else sees nothing: the API refuses them and the panel stays away.
 */
export function AdminDealPanel({ dealId }: { dealId: number }) {
  const accessToken = useAppSelector((state) => state.user.accessToken);
  const [parts, setParts] = useState<ScoreParts | null>(null);
  const on = isAdminModeOn();

  useEffect(() => {
    setParts(null);
    if (!on || !accessToken) return;
    let current = true;
    getWithHeaders<ScoreParts>(`/admin/api/deals/${dealId}`, {}, { Authorization: `Bearer ${accessToken}` })
      .then((answer) => current && setParts(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [on, accessToken, dealId]);

  if (!parts) return null;
  return (
    <section className="admin-deal-panel" aria-labelledby="admin-deal-panel-heading">
      <h2 id="admin-deal-panel-heading">Admin mode: the deal score</h2>
      <p>
        Score <strong>{parts.score ?? 'not yet scored'}</strong>: {parts.betterValue} of the {parts.comparable} comparable offers are better value.
        This deal costs {parts.valuePencePerPound.toFixed(2)}p in total per £1 of list price.
      </p>
      <p>
        Compared with: {describeScoreGroup(parts.group)}.
      </p>
      <p>
        <a href={`/admin/#/deals/${dealId}/show`}>Open {parts.stream} in the console</a>
      </p>
    </section>
  );
}
