import { createAction } from '@reduxjs/toolkit';
import type { SavedSearchAlert } from '@lease/domain';

/** Save the search being built (the search slice's request), under an optional name. */
export const searchSaveRequested = createAction<{ name: string }>('savedSearches/saveRequested');
export const savedSearchesRequested = createAction<{ page: number }>('savedSearches/requested');
export const savedSearchRemoveRequested = createAction<{ searchReference: string }>('savedSearches/removeRequested');
export const savedSearchAlertChosen = createAction<{ searchReference: string; alert: SavedSearchAlert }>('savedSearches/alertChosen');
/** The person opened a saved search: its "new since you last looked" starts again. */
export const savedSearchOpened = createAction<{ searchReference: string }>('savedSearches/opened');
