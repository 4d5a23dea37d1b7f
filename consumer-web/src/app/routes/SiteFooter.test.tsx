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
});
