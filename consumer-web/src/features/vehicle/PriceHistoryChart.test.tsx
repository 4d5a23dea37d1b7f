import '../../test-utils/polyfills';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { vehicleSlice } from './vehicle-slice';
import { PriceHistoryChart } from './PriceHistoryChart';

// The dates a person reads are UK dates whatever the browser's time zone (the suite also runs under
// TZ=America/Los_Angeles in CI): a change at 23:30 UTC on a summer day happened the next day in London.
describe('price history dates', () => {
  it('shows each change on its UK day, and the axis runs from the first change to today by the store clock', () => {
    const initial = vehicleSlice.reducer(undefined, { type: 'init' });
    const store = makeStore(
      {
        vehicle: {
          ...initial,
          historyPeriod: '1Y',
          priceHistory: {
            dealId: 7,
            period: '1Y',
            points: [
              { date: '2026-07-14T23:30:00.000Z', monthlyPayment: 250 },
              { date: '2026-10-31T23:30:00.000Z', monthlyPayment: 230 },
            ],
          },
        },
      },
      { now: () => Date.parse('2026-11-20T12:00:00Z') },
    );
    const { container } = render(
      <Provider store={store}>
        <PriceHistoryChart />
      </Provider>,
    );

    expect(screen.getByText(/^Last year:/).textContent).toBe(
      'Last year: £250.00 a month on 15 Jul 2026, £230.00 now: down £20.00 a month. Lowest £230.00 on 31 Oct 2026; 1 price change.',
    );
    const axis = [...container.querySelectorAll('.price-history__axis')].map((label) => label.textContent);
    expect(axis).toEqual(expect.arrayContaining(['15 Jul 2026', 'Today']));
  });
});
