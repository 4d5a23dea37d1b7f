import type { ReactNode } from 'react';
import { FETCHING_MESSAGES } from '@lease/domain';
import { FetchFailure } from '../../ui/FetchFailure';
import { NotFoundPage } from '../../app/routes/NotFoundPage';
import { PageLoading } from '../../app/routes/PageOutlet';
import type { ContentAnswer } from './use-content';

/** Keeps the page's shape while its text loads, and says so to screen readers. */
export function ContentLoading() {
  return <PageLoading className="content-loading" />;
}

/** The page's text, the 404 page for an address that names nothing, or §8's fetching message and a Retry when the API cannot answer. */
export function ContentState<T>({ answer, children }: { answer: ContentAnswer<T>; children: (value: T) => ReactNode }) {
  switch (answer.status) {
    case 'loading':
      return <ContentLoading />;
    case 'missing':
      return <NotFoundPage />;
    case 'failed':
      return (
        <div className="container content-body">
          <FetchFailure message={FETCHING_MESSAGES.pageFetchFailed} onRetry={answer.retry} />
        </div>
      );
    case 'found':
      return children(answer.value);
    default: {
      const unhandled: never = answer;
      return unhandled;
    }
  }
}
