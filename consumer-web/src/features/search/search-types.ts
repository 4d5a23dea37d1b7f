// What the search API answers (spec §3 "Search results response" and "Deal / search result item"), as the client
// reads it. Money is in pounds.

export interface DealItem {
  id: number;
  vehicleId: number;
  vehicleType: number;
  manufacturerName: string;
  rangeName: string;
  derivativeName: string;
  fuelTypeName: string;
  bodyStyleName: string;
  transmissionTypeName: string;
  leaseType: number;
  term: number;
  mileage: number;
  initialPaymentInMonths: number;
  stockStatus: number;
  monthlyPayment: number;
  monthlyPaymentAverage: number;
  totalCost: number;
  trueMonthlyCost: number;
  score: number | null;
  [field: string]: unknown;
}

/** A make in the filter list (spec §3 "Filter reference data"), with its count under the current search. */
export interface ManufacturerOption {
  id: number;
  name: string;
  vehicleTypes: number[];
  count?: number;
}

export interface RangeOption {
  id: number;
  name: string;
  manufacturerId: number;
  count?: number;
}

export interface SearchResponse {
  results: DealItem[];
  availableFilters: {
    budget: { minMonthly: number | null; maxMonthly: number | null; minInitial: number | null; maxInitial: number | null };
    mileages: number[];
    terms: number[];
    vehiclePriceTags: { id: number; count: number }[];
    vehicleTags: { id: number; count: number }[];
    ranges: RangeOption[];
  };
  vehicleTotal: number;
  pricesTotal: number;
  resultsTotal: number;
  pagination: { page: number; pageSize: number; pageCount: number };
  searchRequest: Record<string, unknown>;
  searchReference?: string;
  /** A landing page's title, when the search came by url key. */
  title?: string;
}

/** GET /search/ai: a search's answer, with the conversation and how its words were read. */
export interface AiSearchAnswer extends SearchResponse {
  conversationId: string;
  turn: number;
  searchParameters: Record<string, unknown>;
  reasoningSummary: string;
  readings: { words: string; says: string; fields: string[] }[];
  unread: string[];
  fallback: boolean;
  aiInteractionDetails: { conversationId: string; userQuery: string; reasoningSummary: string; turn: number; history: { turn: number; query: string }[] };
}
