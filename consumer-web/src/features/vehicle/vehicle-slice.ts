import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PcpAnswer, RecommendationsAnswer } from '../deciding/deciding-types';
import type {
  ComponentStatus,
  DealDetail,
  GraphPeriod,
  PaintOption,
  PriceHistory,
  StandardOptionCategory,
  TechnicalData,
  VehicleDetails,
  VehicleReview,
} from './vehicle-types';

/**
 * Spec §3 "Vehicle state" (images and paints), plus what the deal and configurator pages show of one vehicle and
 * one deal: the spec lists no other slice for them, and they are the vehicle's.
 */
export interface VehicleState {
  exteriorImages: string[];
  interiorImages: string[];
  /** The paint id chosen on the configurator, or none. */
  selectedPaintOption: number | null;
  paintOptions: PaintOption[];
  /** The vehicle the paint options belong to. */
  paintOptionVehicle: number | null;
  details: VehicleDetails | null;
  /** The vehicle whose description could not be loaded, and whether the API has no such vehicle (an old link). */
  detailsFailure: { vehicleId: number; notFound: boolean } | null;
  technicalData: TechnicalData | null;
  standardOptions: StandardOptionCategory[];
  review: VehicleReview | null;
  /** The deal the page shows (the deal page's own, or the configurator's best). */
  deal: DealDetail | null;
  dealStatus: ComponentStatus;
  historyPeriod: GraphPeriod;
  priceHistory: PriceHistory | null;
  /** The deal page's path after Edit lease loaded another deal: the page moves there once, then clears it. */
  dealPathToFollow: string | null;
  /** The deal page's PCP quote and recommendations (features/deciding), for the deal they were asked for. */
  pcp: { dealId: number; answer: PcpAnswer } | null;
  recommendations: { dealId: number; answer: RecommendationsAnswer } | null;
}

const initialState: VehicleState = {
  exteriorImages: [],
  interiorImages: [],
  selectedPaintOption: null,
  paintOptions: [],
  paintOptionVehicle: null,
  details: null,
  detailsFailure: null,
  technicalData: null,
  standardOptions: [],
  review: null,
  deal: null,
  dealStatus: 'default',
  historyPeriod: '1Y',
  priceHistory: null,
  dealPathToFollow: null,
  pcp: null,
  recommendations: null,
};

export const vehicleSlice = createSlice({
  name: 'vehicle',
  initialState,
  reducers: {
    pcpLoaded(state, action: PayloadAction<{ dealId: number; answer: PcpAnswer }>) {
      state.pcp = action.payload;
    },
    recommendationsLoaded(state, action: PayloadAction<{ dealId: number; answer: RecommendationsAnswer }>) {
      state.recommendations = action.payload;
    },
    vehicleDetailsLoaded(state, action: PayloadAction<VehicleDetails>) {
      state.details = action.payload;
      state.detailsFailure = null;
      state.exteriorImages = action.payload.images.filter((image) => image.view !== 'interior').map((image) => image.url);
      state.interiorImages = action.payload.images.filter((image) => image.view === 'interior').map((image) => image.url);
    },
    vehicleDetailsFailed(state, action: PayloadAction<{ vehicleId: number; notFound: boolean } | null>) {
      state.detailsFailure = action.payload;
    },
    technicalDataLoaded(state, action: PayloadAction<TechnicalData>) {
      state.technicalData = action.payload;
    },
    standardOptionsLoaded(state, action: PayloadAction<StandardOptionCategory[]>) {
      state.standardOptions = action.payload;
    },
    reviewLoaded(state, action: PayloadAction<VehicleReview>) {
      state.review = action.payload;
    },
    /** Spec §4: new paint options clear the selected paint if it is no longer among them. */
    paintOptionsLoaded(state, action: PayloadAction<{ vehicleId: number; options: PaintOption[] }>) {
      state.paintOptions = action.payload.options;
      state.paintOptionVehicle = action.payload.vehicleId;
      if (!action.payload.options.some((option) => option.id === state.selectedPaintOption)) state.selectedPaintOption = null;
    },
    paintSelected(state, action: PayloadAction<number | null>) {
      state.selectedPaintOption = action.payload;
    },
    dealStatusChanged(state, action: PayloadAction<ComponentStatus>) {
      state.dealStatus = action.payload;
    },
    dealLoaded(state, action: PayloadAction<DealDetail>) {
      state.deal = action.payload;
      state.dealStatus = 'complete';
      // Another deal's history would be wrong under this one's heading.
      if (state.priceHistory?.dealId !== action.payload.id) state.priceHistory = null;
    },
    dealPathChanged(state, action: PayloadAction<string>) {
      state.dealPathToFollow = action.payload;
    },
    dealPathFollowed(state) {
      state.dealPathToFollow = null;
    },
    historyPeriodChanged(state, action: PayloadAction<GraphPeriod>) {
      state.historyPeriod = action.payload;
    },
    priceHistoryLoaded(state, action: PayloadAction<PriceHistory>) {
      if (action.payload.dealId === state.deal?.id) state.priceHistory = action.payload;
    },
  },
});

export const {
  pcpLoaded,
  recommendationsLoaded,
  vehicleDetailsLoaded,
  vehicleDetailsFailed,
  technicalDataLoaded,
  standardOptionsLoaded,
  reviewLoaded,
  paintOptionsLoaded,
  paintSelected,
  dealStatusChanged,
  dealLoaded,
  dealPathChanged,
  dealPathFollowed,
  historyPeriodChanged,
  priceHistoryLoaded,
} = vehicleSlice.actions;
