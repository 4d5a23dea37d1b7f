import { waitFor } from '@testing-library/react';
import { appStarted } from '../../app/app-started';
import { makeStore } from '../../app/store';
import { deferredReply, installFakeNetwork } from '../../test-utils/fake-fetch';
import { FETCHING_META } from './meta-saga';

describe('reading the site version at start', () => {
  it('keeps the version from /meta.json, showing a loader only while the request is out', async () => {
    const reply = deferredReply();
    installFakeNetwork().on('GET', '/meta.json', reply.handler);
    const store = makeStore();

    store.dispatch(appStarted());
    expect(store.getState().loader.active).toContain(FETCHING_META);

    reply.release({ body: { version: '0.1.0' } });
    await waitFor(() => expect(store.getState().system.version).toBe('0.1.0'));
    expect(store.getState().loader.active).not.toContain(FETCHING_META);
    expect(store.getState().error[FETCHING_META]).toBeUndefined();
  });

  it('calls nothing until the app starts', () => {
    const network = installFakeNetwork();
    makeStore();

    expect(network.requests).toHaveLength(0);
  });

  it('records the failure under FETCHING_META and stops loading when the API answers an error', async () => {
    installFakeNetwork().on('GET', '/meta.json', { status: 503, body: { type: 'unavailable', message: 'down' } });
    const store = makeStore();

    store.dispatch(appStarted());

    await waitFor(() =>
      expect(store.getState().error[FETCHING_META]).toEqual({ unavailable: { message: 'An error has occurred at the API level' } }),
    );
    expect(store.getState().loader.active).toEqual([]);
    expect(store.getState().system.version).toBeNull();
  });
});
