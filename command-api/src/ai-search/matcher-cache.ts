import type { MikroORM } from '@mikro-orm/postgresql';
import { buildMatcher, buildVocabulary, type Matcher } from '@lease/domain';
import { aiVocabularyRows, readModelVersion } from '@lease/projections';

// The AI search's vocabulary follows the catalogue: rebuilt the first time a request sees the catalogue read model
// at a new version (a feed added a range), otherwise kept. One per read-model database (tests build several apps).

const cached = new WeakMap<MikroORM, { version: string | null; matcher: Promise<Matcher> }>();

export async function matcherFor(orm: MikroORM): Promise<Matcher> {
  const version = await readModelVersion(orm.em.fork(), 'catalogue');
  const entry = cached.get(orm);
  if (entry && entry.version === version) return entry.matcher;
  const matcher = aiVocabularyRows(orm.em.fork()).then((rows) => buildMatcher(buildVocabulary(rows)));
  cached.set(orm, { version, matcher });
  // A failed build is not kept: the next request tries again.
  matcher.catch(() => cached.get(orm)?.matcher === matcher && cached.delete(orm));
  return matcher;
}
