// Answers of the vehicle and deal calls as the API gives them for one Golf, for the page tests.

export const golfDeal = {
  id: 5001,
  vehicleId: 101,
  vehicleType: 1,
  manufacturerName: 'Volkswagen',
  rangeName: 'Golf',
  derivativeName: '1.5 TSI Life 5dr',
  fuelTypeName: 'Petrol',
  bodyStyleName: 'Hatchback',
  transmissionTypeName: 'Manual',
  leaseType: 2,
  term: 36,
  mileage: 10000,
  initialPaymentInMonths: 9,
  stockStatus: 1,
  monthlyPayment: 235,
  monthlyPaymentAverage: 250,
  initialPayment: 2115,
  totalCost: 10439,
  trueMonthlyCost: 289.97,
  fees: { documentFee: 199, arrangementFee: null, charged: 199 },
  excessMileagePencePerMile: 8.5,
  score: 91,
  scoreBand: { label: 'Loco', alternativeLabel: 'Amazing' },
  supplier: { id: 3, name: 'Northway Leasing', rating: 4.6 },
};

/** The same Golf on four years: what Edit lease loads when the term changes. */
export const golfDeal48 = { ...golfDeal, id: 5002, term: 48, monthlyPayment: 219, initialPayment: 1971, totalCost: 12462, trueMonthlyCost: 259.63, score: 84 };

export const golfProfiles = {
  availableProfiles: {
    availableTerms: [24, 36, 48],
    availableMileages: [8000, 10000],
    availableInitialPaymentInMonths: [6, 9],
    availableLeaseTypes: [1, 2],
    availableStockStatus: [1],
  },
  activeProfile: { vehicleId: 101, leaseType: 2, term: 36, mileage: 10000, initialPaymentInMonths: 9, stockStatus: 1 },
};

export const golfVehicle = {
  vehicleId: 101,
  vehicleType: 1,
  manufacturer: { id: 1, name: 'Volkswagen' },
  range: { id: 11, name: 'Golf' },
  model: 'Golf Hatchback',
  derivative: '1.5 TSI Life 5dr',
  trim: 'Life',
  bodyStyle: { id: 1, name: 'Hatchback' },
  fuelType: { id: 1, name: 'Petrol' },
  driveType: { id: 2, name: 'Front Wheel Drive' },
  transmissionType: { id: 2, name: 'Manual' },
  doors: 5,
  seats: 5,
  listPrice: 27500,
  performance: { co2: 128, mpg: 50.4, zeroToSixtyTwo: 9.2, engineSize: 1.5, powerBhp: 114 },
  electric: null,
  bootSpaceLitres: 381,
  van: null,
  specFeatures: [1],
  vehicleTags: [],
  images: ['front', 'side', 'rear', 'interior'].map((view) => ({ view, url: `/vehicle/image.svg?vehicleId=101&view=${view}` })),
};

export const golfHistory = (period: string) => ({
  dealId: 5001,
  period,
  points: [
    { date: '2026-05-01T00:00:00.000Z', monthlyPayment: 259 },
    { date: '2026-08-01T00:00:00.000Z', monthlyPayment: 245 },
    { date: '2026-11-01T00:00:00.000Z', monthlyPayment: 235 },
  ],
});

export const golfDealPath = '/car-leasing/volkswagen/golf/1-5-tsi-life-5dr/101/2-36-10000-9-1/5001/deal';

/** A search answer holding the Golf deal alone, with the search it says it ran. */
export const searchAnswer = (searchRequest: Record<string, unknown> = {}) => ({
  results: [golfDeal],
  availableFilters: { budget: { minMonthly: null, maxMonthly: null, minInitial: null, maxInitial: null }, mileages: [], terms: [], vehiclePriceTags: [], vehicleTags: [], ranges: [] },
  vehicleTotal: 1,
  pricesTotal: 1,
  resultsTotal: 1,
  pagination: { page: 1, pageSize: 24, pageCount: 1 },
  searchRequest,
});
