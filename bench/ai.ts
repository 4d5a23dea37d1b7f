import { parseArgs } from 'node:util';
import { buildMatcher, buildVocabulary, frameToSearchParams, readAiQuery, tidyFrame, type Frame } from '../domain/src';
import { f1Of, goldFrame, HELD_OUT_QUERIES, LABELLED_CONVERSATIONS, LABELLED_QUERIES, overallSlots, scoreLabelled, type LabelledQuery, type LabelledScore } from '../domain/src/ai-search/labelled/score';
import { parsePosition, PostgresEventStore } from '../event-store/src';
import { aiVocabularyRows, createOrm, migrateReadModels, ProjectorRunner, projectors, searchDeals, waitForProjections } from '../projections/src';
import type { Scale } from '../scripts/catalogue/generate';
import { seedCatalogue } from '../scripts/seed-catalogue';
import { alreadySeeded, benchDatabase, percentile, printTable, timed, writeResults } from './support';

// `npm run bench -- ai [--scale small|tiny|full] [--reuse]`: the AI-assisted search's reader against the labelled
// set (docs/ai-search.md, "Measured quality"), with the vocabulary read from a seeded catalogue's read model as the
// API reads it. Prints exact-frame accuracy, per-slot precision/recall/F1, execution agreement (the reading and the
// label return the same deals), invented filters and parse time; and the same for the held-out set, which the
// reader was never tuned on.

const TIMING_ROUNDS = 5;

export async function aiBench(): Promise<void> {
  const { values } = parseArgs({ args: process.argv.slice(3), options: { scale: { type: 'string', default: 'small' }, reuse: { type: 'boolean', default: false } } });
  const scale = values.scale as Scale;
  const database = await benchDatabase();
  const store = new PostgresEventStore({ connectionString: database.url, poolSize: 10 });
  const cleanups: (() => Promise<unknown>)[] = [() => database.stop(), () => store.close()];
  try {
    await store.migrate();
    await migrateReadModels(database.url);
    console.log(`AI search benchmark, ${scale} catalogue, on ${database.description}`);
    const seed = values.reuse ? await alreadySeeded(store, database.url) : await seedCatalogue(store, { scale, now: new Date(), version: 'bench' });
    const orm = await createOrm(database.url, 10);
    cleanups.unshift(() => orm.close());
    const runner = new ProjectorRunner({ store, orm, projectors: projectors.filter((projector) => projector.name === 'catalogue') });
    runner.start();
    cleanups.unshift(() => runner.stop());
    while (!(await waitForProjections(orm, ['catalogue'], parsePosition(seed.position!)!, 2000))) {
      // The catalogue read model reads the seed.
    }

    const built = await timed(async () => buildMatcher(buildVocabulary(await aiVocabularyRows(orm.em.fork()))));
    const matcher = built.value;
    console.log(`  vocabulary: ${matcher.vocabulary.makes.length} makes, ${matcher.vocabulary.ranges.length} ranges, built in ${built.ms.toFixed(0)} ms`);

    const labelled = scoreLabelled(matcher);
    const heldScore = scoreLabelled(matcher, { queries: HELD_OUT_QUERIES, conversations: [] });
    // Parse time: every query of both sets, several rounds, after the first (warm) round above.
    const parseMs: number[] = [];
    for (let round = 0; round < TIMING_ROUNDS; round++) parseMs.push(...scoreLabelled(matcher).parseMs);
    parseMs.sort((a, b) => a - b);

    /** The share of queries whose reading returns the same deals (first page and total) as their label. */
    const agreement = async (queries: readonly LabelledQuery[]) => {
      let agree = 0;
      for (const labelled of queries) {
        const gold = tidyFrame(goldFrame(labelled.expect, matcher));
        const read = readAiQuery(matcher, labelled.query).searchParameters;
        if (JSON.stringify(gold) === JSON.stringify(read)) {
          agree++;
          continue;
        }
        const run = async (frame: Frame) => {
          const outcome = await searchDeals(orm, frameToSearchParams(frame));
          return JSON.stringify([outcome.resultsTotal, outcome.results.map((result) => result.deal.dealId)]);
        };
        if ((await run(gold)) === (await run(read))) agree++;
      }
      return agree / Math.max(1, queries.length);
    };
    const executed = await agreement(LABELLED_QUERIES);
    const heldExecuted = await agreement(HELD_OUT_QUERIES);

    const summary = (name: string, score: LabelledScore, execution: number | null) => {
      const slots = f1Of(overallSlots(score));
      return {
        set: name,
        queries: score.queries,
        'exact frame': `${((100 * score.exact) / score.queries).toFixed(1)}%`,
        'slot precision': slots.precision.toFixed(3),
        'slot recall': slots.recall.toFixed(3),
        'slot F1': slots.f1.toFixed(3),
        'execution agreement': execution === null ? '' : `${(100 * execution).toFixed(1)}%`,
        'invented filters': score.invented,
        'conversation turns exact': score.conversationTurns ? `${score.conversationTurnsExact}/${score.conversationTurns} (${score.conversationsExact}/${score.conversations} whole)` : '',
      };
    };
    console.log();
    printTable([summary('labelled', labelled, executed), summary('held out', heldScore, heldExecuted)]);
    console.log();
    printTable(
      Object.entries(labelled.slots)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([slot, counts]) => {
          const { precision, recall, f1 } = f1Of(counts);
          const heldCounts = heldScore.slots[slot];
          return { slot, items: counts.truePositives + counts.falseNegatives, precision: precision.toFixed(3), recall: recall.toFixed(3), F1: f1.toFixed(3), 'held-out F1': heldCounts ? f1Of(heldCounts).f1.toFixed(3) : '' };
        }),
    );
    const timing = { 'parse p50 ms': percentile(parseMs, 50).toFixed(3), 'parse p95 ms': percentile(parseMs, 95).toFixed(3), 'parse p99 ms': percentile(parseMs, 99).toFixed(3), 'parse max ms': parseMs.at(-1)!.toFixed(3), reads: parseMs.length };
    console.log();
    printTable([timing]);
    console.log('\nTargets: exact frame ≥ 90%, slot F1 ≥ 0.95, invented filters 0, p95 parse ≤ 20 ms.');
    if (heldScore.misses.length) {
      console.log(`\nHeld-out misses (${heldScore.misses.length}):`);
      for (const miss of heldScore.misses.slice(0, 40)) console.log(`  ${miss.query}\n    label ${JSON.stringify(miss.expected)}\n    read  ${JSON.stringify(miss.read)}`);
    }
    const file = writeResults('ai', {
      scale,
      vocabulary: { makes: matcher.vocabulary.makes.length, ranges: matcher.vocabulary.ranges.length, buildMs: built.ms },
      labelled: summary('labelled', labelled, executed),
      heldOut: summary('held out', heldScore, heldExecuted),
      slots: labelled.slots,
      timing,
      conversations: LABELLED_CONVERSATIONS.length,
      measuredWith: `performance.now() around each read, ${TIMING_ROUNDS} rounds of every labelled query and turn`,
    });
    console.log(`\nResults written to ${file}`);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}
