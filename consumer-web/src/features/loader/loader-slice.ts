import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Spec §3 "Loader list" (names of active loaders, with add, remove and clear) and §9's loader delay of 1000 ms:
 * a request is `active` from its start, and its loader is `shown` only once it has been out longer than the delay
 * (trackFlow says when), so a quick answer never flashes loading words or a busy state.
 */
export interface LoaderState {
  active: string[];
  shown: string[];
}

const initialState: LoaderState = { active: [], shown: [] };

const without = (names: string[], name: string) => names.filter((each) => each !== name);

export const loaderSlice = createSlice({
  name: 'loader',
  initialState,
  reducers: {
    loaderAdded(state, action: PayloadAction<string>) {
      if (!state.active.includes(action.payload)) state.active.push(action.payload);
    },
    /** The loader delay has passed with the request still out. */
    loaderShown(state, action: PayloadAction<string>) {
      if (state.active.includes(action.payload) && !state.shown.includes(action.payload)) state.shown.push(action.payload);
    },
    loaderRemoved(state, action: PayloadAction<string>) {
      return { active: without(state.active, action.payload), shown: without(state.shown, action.payload) };
    },
    loadersCleared() {
      return initialState;
    },
  },
  selectors: {
    /** Whether the page shows this loader (loading words, aria-busy): only past the loader delay. */
    selectIsLoading: (state, name: string): boolean => state.shown.includes(name),
    /** Whether the request is out at all: for what must not wait on the delay (a form's guard, "no results"). */
    selectIsPending: (state, name: string): boolean => state.active.includes(name),
  },
});

export const { loaderAdded, loaderShown, loaderRemoved, loadersCleared } = loaderSlice.actions;
export const { selectIsLoading, selectIsPending } = loaderSlice.selectors;
