import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A real S3-compatible server on 127.0.0.1 for tests (s3rver: the S3 REST API over a folder), which the AWS SDK
// talks to over HTTP as it would to any S3-compatible store. It does not check request signatures.

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

export interface S3Peer {
  /** http://127.0.0.1:<port>, as AVATAR_S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  /** Keys and credentials the peer accepts (any are accepted; these are what the tests send). */
  credentials: { accessKeyId: string; secretAccessKey: string };
  stop(): Promise<void>;
}

export async function startS3Peer(bucket = 'avatars'): Promise<S3Peer> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const S3rver = require('s3rver') as S3rverClass;
  const directory = await mkdtemp(join(tmpdir(), 's3-peer-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
