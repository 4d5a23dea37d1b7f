import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §3: the names of the loaders that are active now. */
export type LoaderState = string[];

const initialState: LoaderState = [];

export const loaderSlice = createSlice({
  name: 'loader',
  initialState,
  reducers: {
    loaderAdded(state, action: PayloadAction<string>) {
      if (!state.includes(action.payload)) state.push(action.payload);
    },
    loaderRemoved(state, action: PayloadAction<string>) {
      return state.filter((name) => name !== action.payload);
    },
    loadersCleared() {
      return [];
    },
  },
  selectors: {
    selectIsLoading: (state, name: string): boolean => state.includes(name),
  },
});

export const { loaderAdded, loaderRemoved, loadersCleared } = loaderSlice.actions;
export const { selectIsLoading } = loaderSlice.selectors;
