import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { userStream } from '@lease/domain';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { signedUpUser, type SignedIn } from '../../../../test-support/accounts';
import { AVATAR_MESSAGES } from '../../avatars/avatar-image';

// Spec §3 `avatar`: an uploaded PNG or JPEG of at most 2 MB, kept as a small square through the storage adapter (a
// local folder here), its id alone in the log, shown in the account, and deleted with it.

jest.setTimeout(60_000);

const photo = (width: number, height: number, format: 'png' | 'jpeg', colour = '#c0392b') => {
  const image = sharp({ create: { width, height, channels: 3, background: colour } }).composite([
    { input: { create: { width: Math.round(width / 3), height: Math.round(height / 3), channels: 3, background: '#2c3e50' } }, gravity: 'centre' },
  ]);
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

describe('account pictures: PUT and DELETE /user/avatar, GET /avatars/:file', () => {
  let api: TestApi;
  let ada: SignedIn;

  beforeAll(async () => {
    api = await createTestApi({ clock: () => new Date('2026-11-22T10:00:00Z') });
    ada = await signedUpUser(api, 'ada@example.com', { firstName: 'Ada' });
  });
  afterAll(() => api?.cleanup());

  // Each account uploads from an address of its own: ten uploads a minute is the limit, and the clock stands still.
  const addresses = new Map<string | undefined, string>();
  const upload = (body: Buffer | Readable, contentType = 'image/png', who: SignedIn | null = ada) => {
    if (!addresses.has(who?.userId)) addresses.set(who?.userId, `198.51.100.${addresses.size + 1}`);
    return api.app.inject({
      method: 'PUT',
      url: '/user/avatar',
      payload: body,
      remoteAddress: addresses.get(who?.userId),
      headers: { 'content-type': contentType, ...(who ? { authorization: `Bearer ${who.idToken}` } : {}) },
    });
  };
  const stored = () => (existsSync(api.config.AVATAR_DIR) ? readdirSync(api.config.AVATAR_DIR).filter((name) => !name.startsWith('.')) : []);
  const avatarEvents = async (userId: string) => (await api.store.readStream(userStream(userId))).filter((event) => event.type.startsWith('Avatar'));

  test('a PNG becomes a 256 px square JPEG in storage, served at the account’s avatar address; the log holds only its id', async () => {
    const png = await photo(900, 600, 'png');
    const response = await upload(png);
    expect(response.statusCode).toBe(200);
    const avatar: string = response.json().avatar;
    expect(avatar).toMatch(/^\/avatars\/[\w-]{32}\.jpg$/);

    const served = await api.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('private, max-age=86400');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
    expect(stored()).toEqual([avatar.split('/').pop()]);

    const events = await avatarEvents(ada.userId);
    expect(events.map((event) => event.data)).toEqual([{ userId: ada.userId, avatarId: avatar.slice('/avatars/'.length, -'.jpg'.length), source: 'upload' }]);
    const details = await api.app.inject({ method: 'GET', url: '/user/details', headers: { authorization: `Bearer ${ada.idToken}` } });
    expect(details.json().avatar).toBe(avatar);

    // A retried upload of the same picture lands on the same object and records nothing new.
    const again = await upload(png);
    expect(again.json().avatar).toBe(avatar);
    expect(await avatarEvents(ada.userId)).toHaveLength(1);
  });

  test('a JPEG replaces it; the old image is deleted, and nothing of the photo’s metadata is kept', async () => {
    const before = stored();
    const jpeg = await sharp(await photo(300, 500, 'jpeg', '#16a085'))
      .withExif({ IFD0: { Copyright: 'taken-at-51.5007N-0.1246W' } })
      .jpeg()
      .toBuffer();
    const response = await upload(jpeg, 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const file = response.json().avatar.split('/').pop();
    expect(stored()).toEqual([file]);
    expect(before).not.toContain(file);
    const kept = await sharp(join(api.config.AVATAR_DIR, file)).metadata();
    expect(kept).toMatchObject({ width: 256, height: 256 });
    expect(kept.exif).toBeUndefined();
  });

  test('the wrong kind of file, one over 2 MB, a broken image or none at all is a clear 4xx naming the avatar field', async () => {
    const hopper = await signedUpUser(api, 'hopper@example.com');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const wrongType = await upload(gif, 'image/png', hopper);
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ code: 'AVATAR_WRONG_TYPE', errors: { avatar: AVATAR_MESSAGES.wrongType } });
    expect((await upload(Buffer.from('plain words, not a picture'), 'text/plain', hopper)).json().errors).toEqual({ avatar: AVATAR_MESSAGES.wrongType });

    const huge = Buffer.concat([await photo(10, 10, 'png'), Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await upload(huge, 'image/png', hopper);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'AVATAR_TOO_LARGE', errors: { avatar: 'Your picture must be 2 MB or smaller.' } });
    // Sent without a length (chunked), it is refused as it arrives all the same.
    const streamed = await upload(Readable.from([huge.subarray(0, 1024 * 1024), huge.subarray(1024 * 1024)]), 'image/png', hopper);
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().errors.avatar).toContain('2 MB');

    const broken = Buffer.concat([(await photo(40, 40, 'png')).subarray(0, 60), Buffer.alloc(200, 7)]);
    const unreadable = await upload(broken, 'image/png', hopper);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toMatchObject({ code: 'AVATAR_UNREADABLE', errors: { avatar: AVATAR_MESSAGES.unreadable } });

    // A small file that unpacks into more pixels than any photo (a decompression bomb) is refused unread.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect((await upload(bomb, 'image/png', hopper)).json()).toMatchObject({ code: 'AVATAR_UNREADABLE', errors: { avatar: AVATAR_MESSAGES.unreadable } });

    const empty = await upload(Buffer.alloc(0), 'image/png', hopper);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'AVATAR_MISSING', errors: { avatar: AVATAR_MESSAGES.missing } });

    expect((await upload(await photo(20, 20, 'png'), 'image/png', null)).statusCode).toBe(401);
    expect(await avatarEvents(hopper.userId)).toHaveLength(0);
  });

  test('taking the picture down deletes its image; an unknown address is a 404', async () => {
    const grace = await signedUpUser(api, 'grace@example.com');
    const { avatar } = (await upload(await photo(64, 64, 'png', '#8e44ad'), 'image/png', grace)).json();
    const removed = await api.app.inject({ method: 'DELETE', url: '/user/avatar', headers: { authorization: `Bearer ${grace.idToken}` } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().avatar).toBeNull();
    expect((await api.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/avatars/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });

  test('erasing the account deletes every picture it had from storage', async () => {
    const alan = await signedUpUser(api, 'alan@example.com');
    const first = (await upload(await photo(50, 50, 'png', '#d35400'), 'image/png', alan)).json().avatar;
    const second = (await upload(await photo(50, 50, 'png', '#27ae60'), 'image/png', alan)).json().avatar;
    expect(first).not.toBe(second);
    const erased = await api.app.inject({ method: 'POST', url: '/user/erase', headers: { authorization: `Bearer ${alan.idToken}` }, payload: {} });
    expect(erased.statusCode).toBe(202);
    for (const url of [first, second]) expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(stored()).not.toContain(second.split('/').pop());
  });
});
