import '../../test-utils/polyfills';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { golfDeal, golfDealPath, golfHistory, golfProfiles, golfVehicle } from '../../test-utils/deal-fixtures';
import { installFakeNetwork } from '../../test-utils/fake-fetch';
import { memoryRoutes } from '../../test-utils/render-routes';

jest.mock('altcha', () => ({}));

describe('the deal page’s enquiry section', () => {
  beforeEach(() => window.localStorage.clear());

  it('offers a call back under the overview, loading no form or captcha until asked', async () => {
    const network = installFakeNetwork()
      .on('GET', '/meta.json', { body: { version: '0.1.0' } })
      .on('GET', '/deal', { body: golfDeal })
      .on('GET', '/search/lease-profile', { body: golfProfiles })
      .on('GET', '/vehicle', { body: golfVehicle })
      .on('GET', '/deal/history/profile', { body: golfHistory('1Y') })
      .on('GET', '/captcha/challenge', { body: { provider: 'recaptcha' } });
    const store = makeStore();
    render(
      <Provider store={store}>
        {memoryRoutes(golfDealPath).element}
      </Provider>,
    );

    const section = await screen.findByRole('region', { name: 'Enquire about this deal' });
    expect(section.textContent).toContain('Ask Northway Leasing to call you back');
    expect(network.requests.some((request) => request.path === '/captcha/challenge')).toBe(false);

    await userEvent.setup({ delay: null }).click(within(section).getByRole('button', { name: 'Request a call back' }));
    expect(await within(section).findByRole('heading', { name: 'Two quick questions' })).toBeTruthy();
    expect(store.getState().user.lead).toEqual({ status: 'qualifying-questions', dealId: 5001, kind: 'call-back' });
  });
});
