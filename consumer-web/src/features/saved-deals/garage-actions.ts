import { createAction } from '@reduxjs/toolkit';
import type { GarageKey } from './garage-entry';

/** Save for later, or its undoing, on a deal, for a signed-in person: the account's garage. */
export const garageSaveRequested = createAction<GarageKey>('garage/saveRequested');
export const garageUnsaveRequested = createAction<GarageKey>('garage/unsaveRequested');
export const garageRequested = createAction<{ sort: number; page: number }>('garage/requested');
export const garageRemoveRequested = createAction<GarageKey>('garage/removeRequested');
/** A Save for later button for a signed-in person needs to know what the garage holds. */
export const garageKeysNeeded = createAction('garage/keysNeeded');
