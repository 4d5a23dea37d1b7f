import { waitFor } from '@testing-library/react';
import { installFakeNetwork } from '../../test-utils/fake-fetch';
import { appStarted } from '../app-started';
import { makeStore } from '../store';
import { REGISTERING_VISITOR } from './register-visitor';

describe('registering the visitor at start (spec §7 "a visitor-creation call")', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('sends the visitor key once it is known, and keeps the experiment group the API answers with', async () => {
    const network = installFakeNetwork().on('POST', '/visitors', (request) => ({
      body: { visitorKey: (request.body as { visitorKey: string }).visitorKey, experiment: { name: 'home-layout', group: 'b' } },
    }));
    const store = makeStore(undefined, { randomId: () => 'visitor-1', now: () => 5 });

    store.dispatch(appStarted());

    await waitFor(() => expect(store.getState().user.experiment).toEqual({ name: 'home-layout', group: 'b' }));
    expect(network.requests.filter((request) => request.path === '/visitors').map((request) => request.body)).toEqual([{ visitorKey: 'visitor-1' }]);
    expect(store.getState().loader.active).not.toContain(REGISTERING_VISITOR);
  });

  it('carries on without an experiment when the call fails', async () => {
    installFakeNetwork().on('POST', '/visitors', { status: 503 });
    const store = makeStore(undefined, { randomId: () => 'visitor-1' });

    store.dispatch(appStarted());

    await waitFor(() => expect(store.getState().error[REGISTERING_VISITOR]).toBeDefined());
    expect(store.getState().user).toMatchObject({ visitorKey: 'visitor-1', experiment: null });
  });
});
