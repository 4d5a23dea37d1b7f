import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §3 "System". */
export interface SystemState {
  /** The site version from /meta.json; null until it has been read. */
  version: string | null;
  queryString: string;
  /** Spec §4: true until the first completed route change. */
  isFirstRender: boolean;
  showBenefitsModal: boolean;
  hasCookieBotLoaded: boolean;
  isLocoDay: boolean;
}

const initialState: SystemState = {
  version: null,
  queryString: '',
  isFirstRender: true,
  showBenefitsModal: false,
  hasCookieBotLoaded: false,
  isLocoDay: false,
};

export const systemSlice = createSlice({
  name: 'system',
  initialState,
  reducers: {
    versionLoaded(state, action: PayloadAction<string>) {
      state.version = action.payload;
    },
    queryStringChanged(state, action: PayloadAction<string>) {
      state.queryString = action.payload;
    },
    firstRenderCompleted(state) {
      state.isFirstRender = false;
    },
    benefitsModalOpened(state) {
      state.showBenefitsModal = true;
    },
    benefitsModalClosed(state) {
      state.showBenefitsModal = false;
    },
    cookieBotLoaded(state) {
      state.hasCookieBotLoaded = true;
    },
    locoDayLoaded(state, action: PayloadAction<boolean>) {
      state.isLocoDay = action.payload;
    },
  },
  selectors: {
    selectVersion: (state) => state.version,
  },
});

export const {
  versionLoaded,
  queryStringChanged,
  firstRenderCompleted,
  benefitsModalOpened,
  benefitsModalClosed,
  cookieBotLoaded,
  locoDayLoaded,
} = systemSlice.actions;
export const { selectVersion } = systemSlice.selectors;
