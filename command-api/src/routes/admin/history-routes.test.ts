import { userStream } from '@lease/domain';
import { signedUpStaff, signedUpUser, type SignedIn } from '../../../../test-support/accounts';
import { readModelsSettled } from '../../../../test-support/alerts';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { ADMIN_API_PREFIX } from './admin-api';

// The auditors' event history through the admin API: the whole log newest first, paged by position; a stream's
// events decoded with personal data sealed (or erased); the events one request caused.

const NOW = new Date('2026-07-01T08:30:00Z');

describe('the event history (admin API)', () => {
  let api: TestApi;
  let staff: SignedIn;
  let ella: SignedIn;
  let finn: SignedIn;

  beforeAll(async () => {
    api = await createTestApi({ clock: () => NOW });
    staff = await signedUpStaff(api, 'history.staff@example.com');
    ella = await signedUpUser(api, 'ella@example.com', { firstName: 'Ella' });
    finn = await signedUpUser(api, 'finn@example.com');
    const erased = await api.app.inject({ method: 'POST', url: '/user/erase', headers: { authorization: `Bearer ${finn.idToken}` }, payload: {} });
    expect(erased.statusCode).toBe(202);
    await readModelsSettled(api);
  });
  afterAll(async () => api?.cleanup());

  const get = (url: string) => api.app.inject({ url: `${ADMIN_API_PREFIX}${url}`, headers: { authorization: `Bearer ${staff.accessToken}` } });
  const events = (filter: object, range = [0, 49]) => get(`/events?range=${encodeURIComponent(JSON.stringify(range))}&filter=${encodeURIComponent(JSON.stringify(filter))}`);

  test('holds every event of the log, newest first, paged by position with nothing skipped or repeated', async () => {
    const log = (await api.store.readAll()).filter((event) => !event.type.startsWith('$'));
    const seen: { id: string; stream: string; type: string }[] = [];
    let before: string | undefined;
    for (;;) {
      const page = await events(before ? { before } : {}, [0, 6]);
      expect(page.statusCode).toBe(200);
      const rows = page.json() as { id: string; stream: string; type: string }[];
      const more = Number(String(page.headers['content-range']).split('/')[1]) > rows.length;
      seen.push(...rows);
      if (!more) break;
      before = rows.at(-1)!.id;
    }
    const newestFirst = [...log].reverse().map((event) => ({ id: `${event.position.commit}-${event.position.prepare}`, stream: event.streamName, type: event.type }));
    expect(seen.map(({ id, stream, type }) => ({ id, stream, type }))).toEqual(newestFirst);
  });

  test('filters by type, category, actor and time, and each row says who did what when', async () => {
    const registered = (await events({ type: 'UserRegistered' })).json() as { stream: string; actor: string; atUk: string; summary: string }[];
    expect(registered).toHaveLength(3);
    expect(registered.map((row) => row.stream)).toEqual([userStream(finn.userId), userStream(ella.userId), userStream(staff.userId)]);
    expect(registered[1]).toMatchObject({ atUk: '1 Jul 2026, 09:30:00' });
    // The one-line summary names fields but never shows personal data, sealed or not.
    expect(registered[1]!.summary).toContain('email [sealed]');
    expect(registered[1]!.summary).not.toMatch(/ella@|Ella\b|passwordHash/);

    const users = (await events({ category: 'user' })).json() as { category: string }[];
    expect(users.length).toBeGreaterThan(3);
    expect(new Set(users.map((row) => row.category))).toEqual(new Set(['user']));
    const byElla = (await events({ actor: `user:${ella.userId}` })).json() as { actor: string }[];
    expect(byElla.length).toBeGreaterThan(0);
    expect(byElla.every((row) => row.actor === `user:${ella.userId}`)).toBe(true);
    expect((await events({ from: '2026-07-01T08:30:00Z', to: '2026-07-01T08:30:01Z', type: 'UserRegistered' })).json()).toHaveLength(3);
    expect((await events({ from: '2026-07-02T00:00:00Z' })).json()).toEqual([]);
  });

  test("a stream's events are decoded; personal data stays sealed, and an erased person's reads as erased", async () => {
    const ellas = await get(`/streams/${encodeURIComponent(userStream(ella.userId))}`);
    expect(ellas.statusCode).toBe(200);
    const stream = ellas.json();
    expect(stream.id).toBe(userStream(ella.userId));
    const registered = stream.events.find((event: { type: string }) => event.type === 'UserRegistered');
    expect(registered.data).toMatchObject({ email: '[sealed]', firstName: '[sealed]', method: 'email' });
    expect(registered.metadata.occurredAt).toBe('1 Jul 2026, 09:30:00');
    expect(JSON.stringify(stream)).not.toContain('ella@example.com');
    // Newest first.
    expect(stream.events.map((event: { revision: number }) => event.revision)).toEqual([...stream.events.map((event: { revision: number }) => event.revision)].sort((a, b) => b - a));

    const finns = (await get(`/streams/${encodeURIComponent(userStream(finn.userId))}`)).json();
    const finnRegistered = finns.events.find((event: { type: string }) => event.type === 'UserRegistered');
    expect(finnRegistered.data.email).toBe('[erased]');
    expect(finns.events[0].type).toBe('UserErased');
  });

  test('a correlation trace gives every event one request caused, across streams, in the order written', async () => {
    const [verified] = (await events({ type: 'UserVerified', stream: userStream(ella.userId) })).json() as { correlationId: string }[];
    const trace = await get(`/correlations/${encodeURIComponent(verified!.correlationId)}`);
    expect(trace.statusCode).toBe(200);
    const rows = trace.json().events as { id: string; type: string; correlationId: string }[];
    expect(rows.map((row) => row.type)).toContain('UserVerified');
    expect(rows.every((row) => row.correlationId === verified!.correlationId)).toBe(true);
    const positions = rows.map((row) => row.id.split('-').map(BigInt) as [bigint, bigint]);
    const ascending = positions.every((position, at) => at === 0 || position[0] > positions[at - 1]![0] || (position[0] === positions[at - 1]![0] && position[1] > positions[at - 1]![1]));
    expect(ascending).toBe(true);
  });

  test.each([
    ['range', '/events?range=[7,13]'],
    ['filter', `/events?filter=${encodeURIComponent('{"before":"yesterday"}')}`],
    ['filter', `/events?filter=${encodeURIComponent('{"colour":"red"}')}`],
    ['filter', `/events?filter=${encodeURIComponent('{"from":"not a date"}')}`],
    ['filter', `/events?filter=${encodeURIComponent('{"from":"2026-07-02T00:00:00Z","to":"2026-07-01T00:00:00Z"}')}`],
    ['sort', '/events?sort=["stream","ASC"]'],
  ])('a malformed %s is a 400 naming it (%s)', async (field, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  test('an unknown stream or correlation id is a 404; nobody but staff reads any of it', async () => {
    expect((await get('/streams/user-nobody')).statusCode).toBe(404);
    expect((await get('/correlations/no-such-request')).statusCode).toBe(404);
    const asElla = await api.app.inject({ url: `${ADMIN_API_PREFIX}/events`, headers: { authorization: `Bearer ${ella.accessToken}` } });
    expect(asElla.statusCode).toBe(403);
    expect((await api.app.inject({ url: `${ADMIN_API_PREFIX}/streams/${encodeURIComponent(userStream(ella.userId))}` })).statusCode).toBe(401);
  });
});
