import { seededAiVocabulary } from '../../../../scripts/catalogue/ai-vocabulary';
import { buildMatcher } from '../matcher';
import { f1Of, overallSlots, scoreLabelled } from './score';

// The build fails when the reader's quality falls: the labelled set (docs/ai-search.md, "Measured quality") read
// over the seeded catalogue's vocabulary. `npm run bench -- ai` reports the same figures and more.

const matcher = buildMatcher(seededAiVocabulary());
const score = scoreLabelled(matcher);

test('the labelled set holds at least 250 queries and 30 conversations, cars and vans', () => {
  expect(score.queries).toBeGreaterThanOrEqual(250);
  expect(score.conversations).toBeGreaterThanOrEqual(30);
});

test('at least 85% of queries are read exactly right, whole frame', () => {
  expect(score.exact / score.queries).toBeGreaterThanOrEqual(0.85);
});

test('slot F1 is at least 0.95 and nothing is invented', () => {
  expect(f1Of(overallSlots(score)).f1).toBeGreaterThanOrEqual(0.95);
  expect(score.invented).toBe(0);
});
