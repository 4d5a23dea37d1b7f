import type { Migration } from '@lease/event-store';

/**
 * rate_limit_windows: the hits each limited route has taken from one client (an address, or a supplier's key) in
 * the current window. Kept in the database rather than in each API process, so a limit holds however many
 * processes share the traffic. A row whose window has passed is restarted by its next hit, or swept.
 * Command-side: no projector owns it and a rebuild leaves it alone.
 */
export const rateLimitWindowsMigration: Migration = {
  id: '030-rate-limit-windows',
  sql: `
    CREATE TABLE rate_limit_windows (
      bucket text PRIMARY KEY,
      hits integer NOT NULL,
      resets_at timestamptz NOT NULL
    );
    CREATE INDEX rate_limit_windows_by_reset ON rate_limit_windows (resets_at);
  `,
};
