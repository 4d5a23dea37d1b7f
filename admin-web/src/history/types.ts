/** A row of the event history as the admin API gives it (command-api/src/routes/admin/history-routes.ts). */
export interface HistoryEvent {
  id: string;
  stream: string;
  category: string;
  revision: number;
  type: string;
  actor: string | null;
  correlationId: string | null;
  causationId: string | null;
  at: string;
  atUk: string;
  summary: string;
}

/** An event of one stream, decoded: money in pounds, times in UK time, personal data [sealed] or [erased]. */
export interface StreamEvent {
  revision: number;
  position: string;
  type: string;
  atUk: string;
  actor: string | null;
  correlationId: string | null;
  data: unknown;
  metadata: unknown;
}
