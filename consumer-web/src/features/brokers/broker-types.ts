import type { DealItem } from '../search/search-types';

/** A broker as GET /brokers answers it (docs/deciding.md). */
export interface Broker {
  id: number;
  name: string;
  kind: string;
  rating: number;
  stated: {
    documentFee: number | null;
    arrangementFee: number | null;
    feeCharged: number;
    cancellationTerms: string;
    deliveryDays: { inStock: number; factoryOrder: number };
  };
  offer: { dealsInForce: number; vehiclesOffered: number };
  measured: {
    windowDays: number;
    enquiriesSent: number;
    enquiriesDelivered: number;
    enquiriesFailed: number;
    deliveredShare: number | null;
    medianDeliveryMinutes: number | null;
    firstResponse: null;
    how: string[];
  };
}

export interface BrokersForVehicle {
  vehicleId: number;
  leaseType: number;
  vehicle: string;
  brokers: (Broker & { deal: DealItem | null })[];
}
