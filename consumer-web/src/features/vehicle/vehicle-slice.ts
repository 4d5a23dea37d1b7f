import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface PaintOption {
  paintId: number;
  name: string;
  price: number;
  [field: string]: unknown;
}

/** Spec §3 "Vehicle state". */
export interface VehicleState {
  exteriorImages: string[];
  interiorImages: string[];
  selectedPaintOption: number | null;
  paintOptions: PaintOption[];
  /** The vehicle the paint options belong to. */
  paintOptionVehicle: number | null;
}

const initialState: VehicleState = { exteriorImages: [], interiorImages: [], selectedPaintOption: null, paintOptions: [], paintOptionVehicle: null };

export const vehicleSlice = createSlice({
  name: 'vehicle',
  initialState,
  reducers: {
    imagesLoaded(state, action: PayloadAction<{ exterior: string[]; interior: string[] }>) {
      state.exteriorImages = action.payload.exterior;
      state.interiorImages = action.payload.interior;
    },
    /** Spec §4: new paint options clear the selected paint if it is no longer among them. */
    paintOptionsLoaded(state, action: PayloadAction<{ vehicleId: number; options: PaintOption[] }>) {
      state.paintOptions = action.payload.options;
      state.paintOptionVehicle = action.payload.vehicleId;
      if (!action.payload.options.some((option) => option.paintId === state.selectedPaintOption)) state.selectedPaintOption = null;
    },
    paintSelected(state, action: PayloadAction<number | null>) {
      state.selectedPaintOption = action.payload;
    },
  },
});

export const { imagesLoaded, paintOptionsLoaded, paintSelected } = vehicleSlice.actions;
