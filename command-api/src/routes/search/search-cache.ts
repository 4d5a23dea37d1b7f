import type { MikroORM } from '@mikro-orm/postgresql';
import { readModelVersion } from '@lease/projections';

/**
 * Search answers, kept while the catalogue read model stays where it was when they were computed (SEARCH.md:
 * popular searches repeat). The version is read before the search runs, so an answer is never served after the
 * read model has moved past what it was computed from: the first request that sees a new version empties the
 * cache. No time-to-live, so no stale window. At most `capacity` answers, the least recently used dropped first.
 */
export class SearchCache {
  private version: string | null = null;
  private readonly answers = new Map<string, unknown>();

  constructor(private readonly capacity: number) {}

  async answer<T>(orm: MikroORM, key: string, compute: () => Promise<T>): Promise<T> {
    if (this.capacity === 0) return compute();
    const version = await readModelVersion(orm.em.fork(), 'catalogue');
    if (version !== this.version) {
      this.answers.clear();
      this.version = version;
    }
    const cached = this.answers.get(key) as T | undefined;
    if (cached !== undefined) {
      this.answers.delete(key);
      this.answers.set(key, cached);
      return cached;
    }
    const computed = await compute();
    // Only keep it if nothing moved the version meanwhile (another request may have reset the cache).
    if (this.version === version) {
      this.answers.set(key, computed);
      if (this.answers.size > this.capacity) this.answers.delete(this.answers.keys().next().value!);
    }
    return computed;
  }
}

const caches = new WeakMap<MikroORM, SearchCache>();

/** One cache per read-model database (tests build several apps in a process). */
export function searchCacheFor(orm: MikroORM, capacity: number): SearchCache {
  let cache = caches.get(orm);
  if (!cache) {
    cache = new SearchCache(capacity);
    caches.set(orm, cache);
  }
  return cache;
}
