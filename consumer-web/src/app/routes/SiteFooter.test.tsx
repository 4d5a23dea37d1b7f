import '../../test-utils/polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { settle, startWithAnalytics } from '../../test-utils/analytics';
import { SiteFooter } from './SiteFooter';

describe('the footer', () => {
  it('has a Cookie settings link that reopens the cookie choices at any time', async () => {
    jest.useFakeTimers();
    try {
      const { store, banner } = startWithAnalytics();
      await act(settle);
      render(
        <Provider store={store}>
          <SiteFooter />
        </Provider>,
      );

      fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));

      expect(banner.settingsOpened).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the trust score (4.7) with a link to where it comes from', async () => {
    const { store } = startWithAnalytics();
    await act(settle);
    render(
      <Provider store={store}>
        <SiteFooter />
      </Provider>,
    );

    expect(screen.getByText(/^Rated/).textContent).toBe('Rated 4.7 out of 5 by our customers · where this comes from');
    expect(screen.getByRole('link', { name: 'where this comes from' }).getAttribute('href')).toBe('/reviews');
  });
});
