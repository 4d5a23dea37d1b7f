import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertKey, type BlobStore } from './blob-store';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png' };

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * A folder on this machine (by default .data/avatars beside the embedded database): enough for one server, and for
 * development and tests. A write goes to a temporary file first and is renamed into place, so a reader never sees
 * half an image.
 */
export class LocalBlobStore implements BlobStore {
  constructor(private readonly dir: string) {}

  async put(key: string, body: Buffer): Promise<void> {
    assertKey(key);
    await mkdir(this.dir, { recursive: true });
    const temporary = join(this.dir, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temporary, body);
    await rename(temporary, join(this.dir, key));
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    assertKey(key);
    try {
      return { body: await readFile(join(this.dir, key)), contentType: CONTENT_TYPES[key.split('.').pop()!]! };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    try {
      await unlink(join(this.dir, key));
    } catch (error) {
      if (!missing(error)) throw error;
    }
  }
}
