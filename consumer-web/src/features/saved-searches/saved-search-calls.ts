import type { SavedSearchAlert } from '@lease/domain';
import { bearer } from '../../api/bearer';
import { getWithHeaders, postWithHeaders } from '../../api/client';
import type { SavedSearchesAnswer } from './saved-search';

// The saved-search calls (spec §7 /user/search, /user/search/save, /user/search/remove; docs/account-space.md).

type Position = string | null;

export const saveSearch = (idToken: string, body: Record<string, unknown>) =>
  postWithHeaders<{ searchReference: string; position: Position }>('/user/search/save', { ...body, token: idToken }, bearer(idToken));

export const fetchSavedSearches = (idToken: string, page: number, consistentWith: Position) =>
  getWithHeaders<SavedSearchesAnswer>('/user/search', { page, consistentWith }, bearer(idToken));

export const removeSavedSearch = (idToken: string, searchReference: string) =>
  postWithHeaders<{ removed: boolean; position: Position }>('/user/search/remove', { token: idToken, searchReference }, bearer(idToken));

export const changeSavedSearchAlert = (idToken: string, searchReference: string, alert: SavedSearchAlert) =>
  postWithHeaders<{ searchReference: string; alert: SavedSearchAlert; position: Position }>('/user/search/alert', { token: idToken, searchReference, alert }, bearer(idToken));

export const markSavedSearchViewed = (idToken: string, searchReference: string) =>
  postWithHeaders<{ position: Position }>('/user/search/viewed', { token: idToken, searchReference }, bearer(idToken));
