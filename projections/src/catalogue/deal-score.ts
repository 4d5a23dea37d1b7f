import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../runner/sql';
import { inAdaptiveSlices, type SliceScope } from './adaptive-slices';

/**
 * Re-scores every offer in the groups whose offers changed (docs/deal-score.md). Within a group of n comparable
 * offers, an offer that c others beat on value (total cost per pound of list price) scores
 *   50 + (50 * (n - 1) - 100 * c) / (n + 2), rounded.
 * The cheapest of a large group nears 100 and the dearest nears 0; a lone offer scores 50, because nothing
 * shows it to be good or bad. It depends only on the offers in force, so a rebuild gives the same scores.
 */
export async function rescoreDirtyGroups(scope: SliceScope, groupsPerStatement = RESCORE_GROUPS): Promise<number> {
  // A slice of groups a statement (adaptive-slices.ts): the full catalogue's first projection marks some 40,000
  // groups (3.2M offers); one statement over them all, or a fixed 2,000 groups on a busy machine, ran past the limit.
  return inAdaptiveSlices(scope, { first: FIRST_GROUPS, min: MIN_GROUPS, max: groupsPerStatement }, async (size, em) => {
    const done = await rescoreSlice(em, size);
    return { units: done.groups, result: done.changed };
  });
}

/** Groups re-scored a statement at most: a few hundred thousand offers, a few seconds on a quiet machine. */
const RESCORE_GROUPS = 2_000;
const FIRST_GROUPS = 500;
const MIN_GROUPS = 50;

async function rescoreSlice(em: EntityManager, groups: number): Promise<{ groups: number; changed: number }> {
  const rows = await query<{ groups: string; changed: string }>(
    em,
    `WITH dirty AS (
       DELETE FROM deal_score_dirty WHERE score_group IN (SELECT score_group FROM deal_score_dirty LIMIT ${Math.max(1, Math.trunc(groups))})
       RETURNING score_group),
     -- Only the offers whose score moves are joined back and written: at full scale about a third of a re-scored
     -- group's offers (a slice of 2,000 groups, warm: 3.5 s with the filter after the join, 3.2 s before it).
     ranked AS (
       SELECT d.deal_id, d.score AS was,
         round((50.0 * (count(*) OVER g + 2) + 50.0 * (count(*) OVER g - 1)
                - 100.0 * (rank() OVER (PARTITION BY d.score_group ORDER BY d.value_ppm) - 1))
               / (count(*) OVER g + 2))::smallint AS score
       FROM deals d
       WHERE d.score_group IN (SELECT score_group FROM dirty)
       WINDOW g AS (PARTITION BY d.score_group)),
     updated AS (
       UPDATE deals d SET score = r.score FROM ranked r
       WHERE d.deal_id = r.deal_id AND r.score IS DISTINCT FROM r.was
       RETURNING d.vehicle_id),
     -- Summaries name their cheapest deal's score: the vehicles whose deals were re-scored have it refreshed
     -- (refreshBestScores), not their summaries rebuilt.
     marked AS (
       INSERT INTO vehicle_scores_dirty (vehicle_id) SELECT DISTINCT vehicle_id FROM updated ON CONFLICT DO NOTHING)
     SELECT (SELECT count(*) FROM dirty) AS groups, (SELECT count(*) FROM updated) AS changed`,
  );
  return { groups: Number(rows[0]?.groups ?? 0), changed: Number(rows[0]?.changed ?? 0) };
}
