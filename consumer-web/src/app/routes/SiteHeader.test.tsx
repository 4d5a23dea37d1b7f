import '../../test-utils/polyfills';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from '../routing/router';
import { makeStore } from '../store';
import { dealSaved } from '../../features/loco-space/loco-space-slice';
import { SiteBanner, SiteHeader } from './SiteHeader';

describe('header banner', () => {
  it.each(['default', 'halloween', 'black-friday', 'christmas'] as const)('has a style of its own for the %s theme', (theme) => {
    const { container } = render(<SiteBanner theme={theme} />);

    expect(container.firstElementChild?.className).toBe(`site-banner site-banner--${theme}`);
  });

  it('takes its theme from the UK date', () => {
    render(
      <Provider store={makeStore(undefined, { now: () => Date.parse('2025-12-10T12:00:00Z') })}>
        <MemoryRouter>
          <SiteHeader />
        </MemoryRouter>
      </Provider>,
    );

    expect(screen.getByText(/^Christmas deals/).closest('.site-banner')?.className).toContain('site-banner--christmas');
  });

  it('links to the saved deals, with how many there are', () => {
    window.localStorage.clear();
    const store = makeStore();
    render(
      <Provider store={store}>
        <MemoryRouter>
          <SiteHeader />
        </MemoryRouter>
      </Provider>,
    );
    const link = screen.getByRole('link', { name: /^Saved deals/ });
    expect(link.getAttribute('href')).toBe('/saved');
    expect(link.textContent).toBe('Saved deals');
    act(() => {
      store.dispatch(dealSaved({ id: 1, path: '/x', title: 'Kia EV3', derivative: 'Air', monthlyPayment: 300, leaseType: 2, term: 36, mileage: 8000, initialPaymentInMonths: 6, savedAt: '2026-11-22T00:00:00.000Z' }));
    });
    expect(link.textContent).toBe('Saved deals (1)');
  });
});
