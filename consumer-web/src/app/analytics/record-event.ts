import type { SagaIterator } from 'redux-saga';
import type { SiteEventName } from '@lease/domain';

/** Records one event: `params` in place of the page's query string, `direct` to send it on its own at once. */
export type RecordEvent = (name: SiteEventName, payload: Record<string, unknown>, options?: { params?: string; direct?: boolean }) => SagaIterator;

/** Pounds as the API speaks them, in whole pence for an event; null when there is no price to tell. */
export const toPence = (pounds: number | null | undefined): number | null =>
  typeof pounds === 'number' && Number.isFinite(pounds) && pounds >= 0 ? Math.round(pounds * 100) : null;
