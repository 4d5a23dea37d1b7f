import { createAction } from '@reduxjs/toolkit';

/** A completed navigation after the first page, with the new location's query string (spec §2, §4). */
export const routeChanged = createAction<string>('app/routeChanged');
