import '../../test-utils/polyfills';
import { screen } from '@testing-library/react';
import { renderAppAt } from '../../test-utils/render-routes';
import { installFakeNetwork } from '../../test-utils/fake-fetch';
import { golfDeal, golfDealPath, golfHistory, golfProfiles, golfVehicle } from '../../test-utils/deal-fixtures';
import { SCORE_QUESTION } from './DealFaqs';

// The deal score experiment as each group sees a deal page.

async function scoreExplanation(experiment: { name: string; group: string } | null) {
  installFakeNetwork()
    .on('GET', '/deal', { body: golfDeal })
    .on('GET', '/vehicle', { body: golfVehicle })
    .on('GET', '/search/lease-profile', { body: golfProfiles })
    .on('GET', '/deal/history/profile', { body: golfHistory('1Y') });
  renderAppAt(golfDealPath, { experiment });
  const question = await screen.findByText(SCORE_QUESTION);
  return question.closest('details')!;
}

describe('the deal score explainer experiment', () => {
  beforeEach(() => window.localStorage.clear());

  it('opens the deal score explanation from the start for the explained group', async () => {
    const explanation = await scoreExplanation({ name: 'deal-score-explainer', group: 'explained' });

    expect(explanation.open).toBe(true);
    expect(explanation.textContent).toContain('Beating most of a large market scores near 100');
  });

  it.each([
    ['the control group', { name: 'deal-score-explainer', group: 'control' }],
    ['a visitor in no experiment', null],
    ['another experiment’s group of the same name', { name: 'home-layout', group: 'explained' }],
  ])('leaves it folded, as the page always had it, for %s', async (_who, experiment) => {
    const explanation = await scoreExplanation(experiment);

    expect(explanation.open).toBe(false);
    // The other answers stay folded for everyone.
    expect(screen.getByText('What do I pay upfront?').closest('details')!.open).toBe(false);
  });
});
