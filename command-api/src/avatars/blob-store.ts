import type { AppDeps } from '../deps';
import { perApp } from '../per-app';
import { LocalBlobStore } from './local-blob-store';
import { S3BlobStore } from './s3-blob-store';

/**
 * Where account pictures are kept: whole objects by key, written, read and deleted. Every operation is safe to
 * repeat (writing the same key again replaces it; deleting what is gone is done), which the commands rely on.
 */
export interface BlobStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

/** Keys are ours (an avatar id and its extension), never a path a request could steer outside the store. */
export const BLOB_KEY = /^[A-Za-z0-9_-]{16,64}\.(jpg|png)$/;

export function assertKey(key: string): void {
  if (!BLOB_KEY.test(key)) throw new Error(`not a blob key: ${key.slice(0, 80)}`);
}

/** The store the settings choose, built once per app (tests may put their own in place with `use`). */
export const avatarStoreFor = perApp((deps: AppDeps): BlobStore => {
  const { config } = deps;
  if (config.AVATAR_STORAGE === 's3') {
    return new S3BlobStore({
      bucket: config.AVATAR_S3_BUCKET!,
      region: config.AVATAR_S3_REGION,
      endpoint: config.AVATAR_S3_ENDPOINT,
      forcePathStyle: config.AVATAR_S3_FORCE_PATH_STYLE,
      prefix: 'avatars/',
    });
  }
  return new LocalBlobStore(config.AVATAR_DIR);
});
