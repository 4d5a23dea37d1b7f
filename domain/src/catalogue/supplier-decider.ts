import type { Decider } from '../events/decider';
import { CommandRefused } from '../events/decider';
import type { SupplierProfile } from './supplier-events';

export type SupplierEvent =
  | { type: 'SupplierOnboarded'; data: SupplierProfile }
  | { type: 'SupplierApiKeyIssued'; data: { supplierId: number; keyId: string; keyHash: string } }
  | { type: 'SupplierApiKeyRevoked'; data: { supplierId: number; keyId: string } };

export type SupplierCommand =
  | { type: 'OnboardSupplier'; profile: SupplierProfile }
  | { type: 'IssueSupplierApiKey'; supplierId: number; keyId: string; keyHash: string }
  | { type: 'RevokeSupplierApiKey'; supplierId: number; keyId: string };

export interface SupplierState {
  profile: SupplierProfile | null;
  keyIds: string[];
}

export const supplierDecider: Decider<SupplierCommand, SupplierEvent, SupplierState> = {
  initialState: { profile: null, keyIds: [] },
  evolve: (state, event) => {
    switch (event.type) {
      case 'SupplierOnboarded':
        return { ...state, profile: event.data };
      case 'SupplierApiKeyIssued':
        return { ...state, keyIds: [...state.keyIds, event.data.keyId] };
      case 'SupplierApiKeyRevoked':
        return { ...state, keyIds: state.keyIds.filter((keyId) => keyId !== event.data.keyId) };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'OnboardSupplier':
        return state.profile ? [] : [{ type: 'SupplierOnboarded', data: command.profile }];
      case 'IssueSupplierApiKey':
        if (!state.profile) throw new CommandRefused('SUPPLIER_NOT_FOUND', `Supplier ${command.supplierId} is not onboarded`, 404);
        if (state.keyIds.includes(command.keyId)) return [];
        return [{ type: 'SupplierApiKeyIssued', data: { supplierId: command.supplierId, keyId: command.keyId, keyHash: command.keyHash } }];
      case 'RevokeSupplierApiKey':
        // Revoking a key that is not (or no longer) the supplier's changes nothing, so a retry is harmless.
        return state.keyIds.includes(command.keyId) ? [{ type: 'SupplierApiKeyRevoked', data: { supplierId: command.supplierId, keyId: command.keyId } }] : [];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};

export const supplierStream = (supplierId: number) => `supplier-${supplierId}`;
