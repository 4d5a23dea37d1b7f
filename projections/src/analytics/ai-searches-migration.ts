import type { Migration } from '@lease/event-store';
import { ANALYTICS_SCHEMA, FROM_THE_LOG } from './analytics-migration';

// fact_ai_searches (docs/analytics.md): every turn of the AI-assisted search, created into `analytics` (or a
// shadow schema) the way 042 creates the other facts.
export const aiSearchesMigration: Migration = {
  id: '044-analytics-ai-searches',
  sql: `
    SELECT set_config('lease.path_before', current_setting('search_path'), true);
    SELECT set_config('search_path', CASE WHEN current_schema() = 'public' THEN '${ANALYTICS_SCHEMA}' ELSE current_schema() END, true);
    CREATE TABLE fact_ai_searches (
      ${FROM_THE_LOG},
      conversation_id uuid NOT NULL,
      turn smallint NOT NULL,
      user_id text,
      engine text NOT NULL,
      query text NOT NULL,
      dropped text[] NOT NULL,
      filters jsonb NOT NULL,
      read_as jsonb NOT NULL,
      unread text[] NOT NULL,
      fallback boolean NOT NULL,
      results integer NOT NULL
    );
    CREATE INDEX fact_ai_searches_by_day ON fact_ai_searches (day);
    CREATE INDEX fact_ai_searches_by_conversation ON fact_ai_searches (conversation_id, turn);
    SELECT set_config('search_path', current_setting('lease.path_before'), true);
  `,
};
