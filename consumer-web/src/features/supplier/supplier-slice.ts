import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A supplier (broker or leasing company) as deal pages show it: rating, fees and terms. */
export interface Supplier {
  supplierId: number;
  name: string;
  rating: number;
  documentFee: number | null;
  arrangementFee: number | null;
  [field: string]: unknown;
}

/** The suppliers the site has read so far, by id. */
export type SupplierState = { byId: Record<number, Supplier> };

const initialState: SupplierState = { byId: {} };

export const supplierSlice = createSlice({
  name: 'supplier',
  initialState,
  reducers: {
    suppliersReceived(state, action: PayloadAction<Supplier[]>) {
      for (const supplier of action.payload) state.byId[supplier.supplierId] = supplier;
    },
  },
});

export const { suppliersReceived } = supplierSlice.actions;
