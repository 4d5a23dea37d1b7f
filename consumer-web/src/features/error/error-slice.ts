import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ErrorDetail {
  message: string;
  errors?: Record<string, string>;
}

/** Spec §3: entries keyed by the flow's key, each holding the failure under its error code. */
export type ErrorState = Record<string, Record<string, ErrorDetail>>;

const initialState: ErrorState = {};

export const errorSlice = createSlice({
  name: 'error',
  initialState,
  reducers: {
    errorSet(state, action: PayloadAction<{ key: string; code: string } & ErrorDetail>) {
      const { key, code, message, errors } = action.payload;
      state[key] = { [code]: errors ? { message, errors } : { message } };
    },
    errorCleared(state, action: PayloadAction<string>) {
      delete state[action.payload];
    },
  },
  selectors: {
    /** The stored entry itself, so components re-render only when it changes. */
    selectErrorEntry: (state, key: string): Record<string, ErrorDetail> | undefined => state[key],
  },
});

export const { errorSet, errorCleared } = errorSlice.actions;
export const { selectErrorEntry } = errorSlice.selectors;

/** An entry holds one failure; this names it with its code. */
export function failureOf(entry: Record<string, ErrorDetail> | undefined): ({ code: string } & ErrorDetail) | undefined {
  const code = entry ? Object.keys(entry)[0] : undefined;
  const detail = entry && code ? entry[code] : undefined;
  return code && detail ? { code, ...detail } : undefined;
}
