import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { createTestApi, type TestApi } from '../../../test-support/api';
import { signedUpUser } from '../../../test-support/accounts';
import { startS3Peer, type S3Peer } from '../../../test-support/s3-peer';
import { S3BlobStore } from './s3-blob-store';

// The S3 adapter against a real S3-compatible server on this machine (test-support/s3-peer.ts): the AWS SDK
// speaks the S3 REST API to it over HTTP, as to any S3-compatible store.

jest.setTimeout(60_000);

describe('avatar storage in an S3 bucket', () => {
  let peer: S3Peer;

  beforeAll(async () => {
    peer = await startS3Peer();
  });
  afterAll(() => peer?.stop());

  const store = () =>
    new S3BlobStore({ bucket: peer.bucket, region: 'eu-west-2', endpoint: peer.endpoint, forcePathStyle: true, prefix: 'avatars/', credentials: peer.credentials });

  test('writes, reads back, overwrites and deletes an object; a missing one reads as null and deletes without complaint', async () => {
    const s3 = store();
    const key = 'abcdefghijklmnop0123.jpg';
    expect(await s3.get(key)).toBeNull();
    await s3.put(key, Buffer.from('first'), 'image/jpeg');
    await s3.put(key, Buffer.from('second'), 'image/jpeg');
    expect(await s3.get(key)).toEqual({ body: Buffer.from('second'), contentType: 'image/jpeg' });
    await s3.delete(key);
    await s3.delete(key);
    expect(await s3.get(key)).toBeNull();
    await expect(s3.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow('not a blob key');
    s3.destroy();
  });

  describe('the API configured with AVATAR_STORAGE=s3', () => {
    let api: TestApi;
    const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

    beforeAll(async () => {
      // The deployed API takes its credentials from the SDK's usual chain; here, the environment.
      process.env.AWS_ACCESS_KEY_ID = peer.credentials.accessKeyId;
      process.env.AWS_SECRET_ACCESS_KEY = peer.credentials.secretAccessKey;
      api = await createTestApi({
        env: { AVATAR_STORAGE: 's3', AVATAR_S3_BUCKET: peer.bucket, AVATAR_S3_ENDPOINT: peer.endpoint, AVATAR_S3_FORCE_PATH_STYLE: 'true' },
      });
    });
    afterAll(async () => {
      await api?.cleanup();
      process.env.AWS_ACCESS_KEY_ID = saved.id;
      process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
    });

    test('an uploaded picture is kept in the bucket, served from it, and deleted from it when the account is erased', async () => {
      const mary = await signedUpUser(api, 'mary@example.com');
      const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2980b9' } }).png().toBuffer();
      const uploaded = await api.app.inject({ method: 'PUT', url: '/user/avatar', payload: png, headers: { 'content-type': 'image/png', authorization: `Bearer ${mary.idToken}` } });
      expect(uploaded.statusCode).toBe(200);
      const avatar: string = uploaded.json().avatar;
      const key = `avatars/${avatar.split('/').pop()}`;

      // The object is in the bucket, as another S3 client reads it.
      const reader = new S3Client({ region: 'eu-west-2', endpoint: peer.endpoint, forcePathStyle: true, credentials: peer.credentials });
      const object = await reader.send(new GetObjectCommand({ Bucket: peer.bucket, Key: key }));
      expect(object.ContentType).toBe('image/jpeg');
      expect(await sharp(Buffer.from(await object.Body!.transformToByteArray())).metadata()).toMatchObject({ width: 256, height: 256 });

      const served = await api.app.inject({ method: 'GET', url: avatar });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');

      expect((await api.app.inject({ method: 'POST', url: '/user/erase', headers: { authorization: `Bearer ${mary.idToken}` }, payload: {} })).statusCode).toBe(202);
      await expect(reader.send(new GetObjectCommand({ Bucket: peer.bucket, Key: key }))).rejects.toMatchObject({ name: 'NoSuchKey' });
      expect((await api.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
      reader.destroy();
    });
  });
});
