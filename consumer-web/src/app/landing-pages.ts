import type { Landing } from '../features/search/SearchPage';

// The footer's pre-filtered searches (spec §2). Their url keys are the API's landing keys (`/search/url-path`);
// the titles here show while the search loads, then the API's own title takes over.

export const FOOTER_LANDINGS = {
  electric: {
    path: 'electric-car-leasing',
    vehicleType: 1,
    landing: {
      urlKey: 'electric-car-leasing',
      title: 'Electric car leasing',
      description: 'Electric car lease deals from every supplier, compared by total cost with fees, with price history and a public deal score.',
    },
  },
  inStock: {
    path: 'car-leasing/in-stock',
    vehicleType: 1,
    landing: {
      urlKey: 'in-stock',
      title: 'In-stock car leasing',
      description: 'Cars in stock now for quick delivery: lease deals compared by total cost, fees included.',
    },
  },
  business: {
    path: 'business-leasing',
    vehicleType: 1,
    landing: {
      urlKey: 'business-leasing',
      title: 'Business leasing',
      description: 'Business contract hire deals on cars and vans, priced excluding VAT, compared by total cost with fees.',
    },
  },
  personal: {
    path: 'personal-car-leasing',
    vehicleType: 1,
    landing: {
      urlKey: 'personal-car-leasing',
      title: 'Personal car leasing',
      description: 'Personal contract hire deals, priced including VAT, compared by total cost with every fee.',
    },
  },
} as const satisfies Record<string, { path: string; vehicleType: 1 | 2; landing: Landing }>;

/** Brand pages: /car-leasing/{manufacturer} and /van-leasing/{manufacturer}/{range}; the API reads the key. */
export const CAR_BRAND_LANDING: Landing = {
  urlKey: (params) => params.manufacturer ?? '',
  title: 'Car leasing',
  description: 'Lease deals for this make compared by total cost, fees included.',
};

export const VAN_RANGE_LANDING: Landing = {
  urlKey: (params) => `${params.manufacturer ?? ''}-${params.range ?? ''}`,
  title: 'Van leasing',
  description: 'Lease deals for this van compared by total cost, fees included.',
};
