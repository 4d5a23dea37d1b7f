import { createAction } from '@reduxjs/toolkit';

/** Dispatched once by main.tsx; start-up flows listen for it, so creating a store (as tests do) calls nothing. */
export const appStarted = createAction('app/started');
