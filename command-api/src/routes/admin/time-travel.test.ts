import { personAccessStream, userDecider, userStream } from '@lease/domain';
import { signedUpStaff, signedUpUser, type SignedIn } from '../../../../test-support/accounts';
import { readModelsSettled } from '../../../../test-support/alerts';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { loadState } from '../../commands/handle-command';
import { ADMIN_API_PREFIX } from './admin-api';

// Time travel and opened personal data through the admin API: an account as it was at a revision or a moment,
// two moments side by side, and a staff member's look at sealed data recorded before it is shown.

const SIGNED_UP = new Date('2026-07-01T08:30:00Z');
// Within the access tokens' life: the people act again without signing in again.
const SWITCHED = new Date('2026-07-01T08:40:00Z');

describe('time travel and personal data (admin API)', () => {
  let now = SIGNED_UP;
  let api: TestApi;
  let staff: SignedIn;
  let ella: SignedIn;
  let finn: SignedIn;

  beforeAll(async () => {
    api = await createTestApi({ clock: () => now });
    staff = await signedUpStaff(api, 'travel.staff@example.com');
    ella = await signedUpUser(api, 'ella@example.com', { firstName: 'Ella' });
    finn = await signedUpUser(api, 'finn@example.com');
    now = SWITCHED;
    const switched = await api.app.inject({
      method: 'POST',
      url: '/user/preferences/price-alerts',
      headers: { authorization: `Bearer ${ella.idToken}` },
      payload: { value: true },
    });
    expect(switched.statusCode).toBe(200);
    const erased = await api.app.inject({ method: 'POST', url: '/user/erase', headers: { authorization: `Bearer ${finn.idToken}` }, payload: {} });
    expect(erased.statusCode).toBe(202);
    await readModelsSettled(api);
  });
  afterAll(async () => api?.cleanup());

  const get = (url: string, token = staff.accessToken) => api.app.inject({ url: `${ADMIN_API_PREFIX}${url}`, headers: { authorization: `Bearer ${token}` } });
  const open = (stream: string, reason: unknown) =>
    api.app.inject({ method: 'POST', url: `${ADMIN_API_PREFIX}/streams/${stream}/personal-data`, headers: { authorization: `Bearer ${staff.accessToken}` }, payload: { reason } });
  type State = { revision: number; atUk: string; events: number; state: Record<string, unknown> & { preferences: { priceAlert: boolean } } };

  test("an account now is the state the write side decides on, folded by the same evolve, personal data sealed", async () => {
    const current = await get(`/streams/${userStream(ella.userId)}/state`);
    expect(current.statusCode).toBe(200);
    const body = current.json() as State;
    const written = await loadState(api.store, userStream(ella.userId), userDecider);
    expect(body.revision).toBe(Number(written.last!.streamRevision));
    expect(body.state).toMatchObject({ userId: ella.userId, verified: written.state.verified, preferences: written.state.preferences, roles: written.state.roles });
    expect(body.state.preferences.priceAlert).toBe(true);
    expect(body).toMatchObject({ atUk: '1 Jul 2026, 09:40:00', state: { email: '[sealed]', firstName: '[sealed]', passwordHash: '[withheld]' } });
    expect(JSON.stringify(body)).not.toMatch(/ella@example|"Ella"/);
  });

  test('as of a revision or a moment, and two moments side by side with what changed', async () => {
    const first = (await get(`/streams/${userStream(ella.userId)}/state?revision=0`)).json() as State;
    expect(first).toMatchObject({ revision: 0, events: 1, atUk: '1 Jul 2026, 09:30:00', state: { verified: false } });

    const before = (await get(`/streams/${userStream(ella.userId)}/state?at=2026-07-01T08:35:00Z`)).json() as State;
    expect(before.atUk).toBe('1 Jul 2026, 09:30:00');
    expect(before.state).toMatchObject({ verified: true, preferences: { priceAlert: false } });

    const diff = await get(`/streams/${userStream(ella.userId)}/diff?from=2026-07-01T08:35:00Z&to=${before.revision + 1}`);
    expect(diff.statusCode).toBe(200);
    const { from, to, changes } = diff.json() as { from: State; to: State; changes: { path: string; change: string; before: unknown; after: unknown }[] };
    expect(from.revision).toBe(before.revision);
    expect(to).toMatchObject({ revision: before.revision + 1, atUk: '1 Jul 2026, 09:40:00' });
    expect(changes).toEqual([{ path: 'preferences.priceAlert', change: 'changed', before: false, after: true }]);
  });

  test('a revision past the end, a moment before the stream, a malformed point or a stream without a decider is a clear 4xx', async () => {
    const stream = userStream(ella.userId);
    const last = ((await get(`/streams/${stream}/state`)).json() as State).revision;
    const beyond = await get(`/streams/${stream}/state?revision=${last + 1}`);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ code: 'BAD_STREAM_POINT', errors: { revision: `${stream} has no revision ${last + 1}: its last is ${last}` } });
    const early = await get(`/streams/${stream}/state?at=2026-06-30T23:00:00Z`);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ errors: { at: `1 Jul 2026, 00:00:00 is before ${stream} began (1 Jul 2026, 09:30:00, UK time)` } });
    expect((await get(`/streams/${stream}/state?at=yesterday`)).json()).toMatchObject({ errors: { at: expect.stringContaining('at is a revision') } });
    expect((await get(`/streams/${stream}/state?at=2026-07-01T08:35:00Z&revision=1`)).statusCode).toBe(400);
    expect((await get(`/streams/${stream}/diff?from=0&to=soon`)).json()).toMatchObject({ errors: { to: expect.stringContaining('to is a revision') } });
    expect((await get(`/streams/${stream}/diff?from=0`)).statusCode).toBe(400);
    expect((await get(`/streams/user-nobody/state`)).statusCode).toBe(404);
    const opened = await open(userStream(ella.userId), 'Checking the sign-up for a complaint');
    const [personId] = (opened.json() as { openedFor: string[] }).openedFor;
    const noDecider = await get(`/streams/${personAccessStream(personId!)}/state`);
    expect(noDecider.statusCode).toBe(422);
    expect(noDecider.json()).toMatchObject({ code: 'NO_DECIDER' });
    expect((await get(`/streams/${stream}/state`, ella.accessToken)).statusCode).toBe(403);
  });

  test("opening a stream's personal data is recorded first, with who and why, and shows the data; an erased person stays erased", async () => {
    const short = await open(userStream(ella.userId), 'because');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: { reason: 'Say why you need to see this personal data (at least 10 characters)' } });

    const reason = 'Subject access request from the account holder';
    const opened = await open(userStream(ella.userId), reason);
    expect(opened.statusCode).toBe(200);
    const body = opened.json() as { openedFor: string[]; events: { type: string; data: Record<string, unknown> }[] };
    expect(body.events.find((event) => event.type === 'UserRegistered')!.data).toMatchObject({ email: 'ella@example.com', firstName: 'Ella', passwordHash: '[withheld]' });
    const [personId] = body.openedFor;
    const trail = await api.store.readStream(personAccessStream(personId!));
    expect(trail.at(-1)).toMatchObject({
      type: 'PersonalDataOpened',
      data: { personId, staffId: staff.userId, stream: userStream(ella.userId), reason },
      metadata: { actor: `staff:${staff.userId}` },
    });
    // The ordinary stream page still shows it sealed.
    expect(JSON.stringify((await get(`/streams/${userStream(ella.userId)}`)).json())).not.toContain('ella@example.com');

    const erased = await open(userStream(finn.userId), reason);
    expect(erased.statusCode).toBe(200);
    const finnRegistered = (erased.json() as typeof body).events.find((event) => event.type === 'UserRegistered')!;
    expect(finnRegistered.data).toMatchObject({ email: '[erased]' });
    expect(JSON.stringify(erased.json())).not.toContain('finn@example.com');
  });
});
