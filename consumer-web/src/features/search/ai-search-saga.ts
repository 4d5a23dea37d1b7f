import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { AI_SEARCH_MESSAGES, ERROR_CODES } from '@lease/domain';
import { bearer } from '../../api/bearer';
import { get, getWithHeaders, type Query } from '../../api/client';
import { appServices, type AppServices } from '../../app/services';
import type { RootState } from '../../app/store';
import { trackFlow } from '../../app/track-flow';
import { withIdToken } from '../auth/token-saga';
import { requestFromSearchRequest } from './search-request';
import { aiSearchLoaded, aiSearchRequested, requestReplaced, searchLoaded, type AiInteraction } from './search-slice';
import type { AiSearchAnswer } from './search-types';

export const FETCHING_RESULTS_FROM_AI_SEARCH = ERROR_CODES.FETCHING_RESULTS_FROM_AI_SEARCH;

const PAGE_OF_TYPE: Record<number, string> = { 1: '/car-leasing/search', 2: '/van-leasing/search' };

/**
 * A described search (docs/ai-search.md). A new one gets its conversation id here, so its first turn is as safe to
 * retry as the rest: each request names the turn it makes, and the API answers a turn it already took as it was.
 * A signed-in person's conversation is kept theirs by sending their token.
 */
function* aiSearch(action: ReturnType<typeof aiSearchRequested>): SagaIterator {
  const { query, refine, drop = [] } = action.payload;
  const ai: AiInteraction = yield select((state: RootState) => state.search.ai);
  const services: AppServices = yield call(appServices);
  const continuing = refine && ai.conversationId !== null;
  const params: Query = {
    query,
    conversationId: continuing ? ai.conversationId : services.randomId(),
    turn: continuing ? ai.turn + 1 : 1,
    drop: drop.length ? drop : undefined,
  };
  const signedIn: boolean = yield select((state: RootState) => state.user.isAuthenticated);
  yield call(
    trackFlow,
    FETCHING_RESULTS_FROM_AI_SEARCH,
    function* (): SagaIterator<void> {
      const answer: AiSearchAnswer = signedIn
        ? yield call(withIdToken, (idToken: string) => getWithHeaders<AiSearchAnswer>('/search/ai', params, bearer(idToken)))
        : yield call(get, '/search/ai', params, 'high');
      const request = requestFromSearchRequest(answer.searchRequest);
      yield put(requestReplaced(request));
      yield put(searchLoaded(answer));
      yield put(aiSearchLoaded(answer));
      // The words asked for the other vehicle type: its page shows the answer (it keeps a conversation's search).
      const types = answer.searchRequest.vehicleTypes as number[] | undefined;
      const target = types?.length === 1 ? PAGE_OF_TYPE[types[0]!] : undefined;
      if (target && !services.currentLocation().path.startsWith(target)) yield call(services.navigate, target);
    },
    { message: AI_SEARCH_MESSAGES.searchFailed },
  );
}

export function* aiSearchSaga(): SagaIterator {
  yield takeLatest(aiSearchRequested.match, aiSearch);
}
