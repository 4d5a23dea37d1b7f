import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §3 "Lease profile": what a vehicle is offered on, and the profile chosen. */
export interface LeaseProfileState {
  availableProfiles: {
    availableTerms: number[];
    availableMileages: number[];
    availableInitialPaymentInMonths: number[];
    availableLeaseTypes: number[];
    availableStockStatus: number[];
  };
  activeProfile: ActiveProfile | null;
}

export interface ActiveProfile {
  vehicleId: number;
  leaseType: number;
  term: number;
  mileage: number;
  initialPaymentInMonths: number;
  stockStatus: number;
}

const initialState: LeaseProfileState = {
  availableProfiles: { availableTerms: [], availableMileages: [], availableInitialPaymentInMonths: [], availableLeaseTypes: [], availableStockStatus: [] },
  activeProfile: null,
};

export const leaseProfileSlice = createSlice({
  name: 'leaseProfile',
  initialState,
  reducers: {
    leaseProfileLoaded(_state, action: PayloadAction<LeaseProfileState>) {
      return action.payload;
    },
    /** One part of the profile changed (term, mileage, initial months, stock status or lease type). */
    activeProfileChanged(state, action: PayloadAction<Partial<ActiveProfile>>) {
      if (state.activeProfile) state.activeProfile = { ...state.activeProfile, ...action.payload };
    },
  },
});

export const { leaseProfileLoaded, activeProfileChanged } = leaseProfileSlice.actions;
