import { createTestApi, type TestApi } from '../../../../test-support/api';
import { HEALTH_CACHE_MS } from './system-routes';

describe('the health check under load', () => {
  let api: TestApi;
  let now = new Date('2026-03-02T09:00:00Z');
  beforeAll(async () => {
    api = await createTestApi({ clock: () => now });
  });
  afterAll(async () => api.cleanup());

  test('the reads across the log are shared for a few seconds; the database ping stays live', async () => {
    // Spies that call through: they count the reads, the database still answers them.
    const head = jest.spyOn(api.store, 'headPosition');
    const lag = jest.spyOn(api.store, 'readAll');
    const ping = jest.spyOn(api.orm.em, 'fork');
    const health = () => api.app.inject({ url: '/api/health-check' });

    const burst = await Promise.all(Array.from({ length: 10 }, health));
    expect(burst.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(head).toHaveBeenCalledTimes(1);
    const lagReads = lag.mock.calls.length;
    const pings = ping.mock.calls.length;

    now = new Date(now.getTime() + HEALTH_CACHE_MS - 1);
    expect((await health()).statusCode).toBe(200);
    expect(head).toHaveBeenCalledTimes(1);
    expect(lag).toHaveBeenCalledTimes(lagReads);
    expect(ping.mock.calls.length).toBeGreaterThan(pings);

    now = new Date(now.getTime() + 2);
    expect((await health()).statusCode).toBe(200);
    expect(head).toHaveBeenCalledTimes(2);
    expect(lag.mock.calls.length).toBeGreaterThan(lagReads);
  });
});
