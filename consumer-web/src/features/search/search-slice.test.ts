import { DEFAULT_MAX_MONTHLY_PAYMENT, DEFAULT_MILEAGES } from '@lease/domain';
import { makeStore } from '../../app/store';
import {
  filterSet,
  filterToggled,
  filtersCleared,
  leaseTypeChanged,
  pageChanged,
  priceTagToggled,
  vehicleTypeChanged,
} from './search-slice';
import { requestFromSearchRequest, toSearchQuery, defaultSearchRequest } from './search-request';

const request = (store: ReturnType<typeof makeStore>) => store.getState().search.request;

describe('search slice (spec §4, Search)', () => {
  it('starts from the defaults: business, default mileages, no budget limit, sort 1, grouping 3, 24 a page', () => {
    expect(request(makeStore())).toMatchObject({
      leaseTypes: [2],
      mileages: [...DEFAULT_MILEAGES],
      monthlyPaymentMax: DEFAULT_MAX_MONTHLY_PAYMENT,
      sortBy: 1,
      grouping: 3,
      page: 1,
      pageSize: 24,
    });
  });

  it('toggles a multi-value filter: adds a value that is absent, removes one that is present', () => {
    const store = makeStore();
    store.dispatch(filterToggled({ name: 'fuelTypes', value: 5 }));
    store.dispatch(filterToggled({ name: 'fuelTypes', value: 2 }));
    expect(request(store).fuelTypes).toEqual([5, 2]);
    store.dispatch(filterToggled({ name: 'fuelTypes', value: 5 }));
    expect(request(store).fuelTypes).toEqual([2]);
  });

  it('puts a price tag under its category and drops the category with its last tag', () => {
    const store = makeStore();
    store.dispatch(priceTagToggled({ categoryId: 1, tagId: 81 }));
    store.dispatch(priceTagToggled({ categoryId: 1, tagId: 82 }));
    store.dispatch(priceTagToggled({ categoryId: 2, tagId: 98 }));
    expect(request(store).vehiclePriceTags).toEqual([
      { vehiclePriceTagCategoryId: 1, vehiclePriceTagIds: [81, 82] },
      { vehiclePriceTagCategoryId: 2, vehiclePriceTagIds: [98] },
    ]);
    store.dispatch(priceTagToggled({ categoryId: 2, tagId: 98 }));
    store.dispatch(priceTagToggled({ categoryId: 1, tagId: 81 }));
    expect(request(store).vehiclePriceTags).toEqual([{ vehiclePriceTagCategoryId: 1, vehiclePriceTagIds: [82] }]);
  });

  it('a new vehicle type clears the filters but keeps vehicle type and lease type', () => {
    const store = makeStore();
    store.dispatch(leaseTypeChanged(1));
    store.dispatch(filterToggled({ name: 'bodyStyles', value: 4 }));
    store.dispatch(filterSet({ name: 'monthlyPaymentMax', value: 300 }));
    store.dispatch(vehicleTypeChanged(2));
    expect(request(store)).toEqual(defaultSearchRequest(2, 1));
  });

  it('clear-all also empties the mileages and resets the maximum monthly payment to no limit', () => {
    const store = makeStore();
    store.dispatch(filterSet({ name: 'monthlyPaymentMax', value: 300 }));
    store.dispatch(filterToggled({ name: 'seats', value: 7 }));
    store.dispatch(filtersCleared());
    expect(request(store)).toMatchObject({ mileages: [], monthlyPaymentMax: DEFAULT_MAX_MONTHLY_PAYMENT, seats: [] });
    // No mileage chosen searches every mileage, not the API's default four.
    expect(toSearchQuery(request(store)).mileages).toEqual([5000, 6000, 8000, 10000, 12000, 15000, 20000, 25000, 30000, 35000]);
  });

  it('a lease type change resets the page and converts the price filters by VAT, leaving no-limit values alone', () => {
    const store = makeStore();
    store.dispatch(filterSet({ name: 'monthlyPaymentMin', value: 200 }));
    store.dispatch(filterSet({ name: 'monthlyPaymentMax', value: 250 }));
    store.dispatch(pageChanged(3));
    store.dispatch(leaseTypeChanged(1));
    expect(request(store)).toMatchObject({ leaseTypes: [1], page: 1, monthlyPaymentMin: 240, monthlyPaymentMax: 300, initialPaymentMax: 9999999 });
    store.dispatch(leaseTypeChanged(2));
    expect(request(store)).toMatchObject({ leaseTypes: [2], monthlyPaymentMin: 200, monthlyPaymentMax: 250 });
  });

  it('sends lists as repeated keys, price tags as JSON, and leaves out what is not set', () => {
    const query = toSearchQuery({ ...defaultSearchRequest(), vehiclePriceTags: [{ vehiclePriceTagCategoryId: 1, vehiclePriceTagIds: [81] }] });
    expect(query).toMatchObject({ mileages: [5000, 6000, 8000, 10000], vehiclePriceTags: '[{"vehiclePriceTagCategoryId":1,"vehiclePriceTagIds":[81]}]' });
    expect(query.inStock).toBeUndefined();
    expect(query.monthlyPaymentMin).toBeNull();
  });

  it('keeps building on the search a landing page ran', () => {
    const echoed = { vehicleTypes: [1], fuelTypes: [5], leaseTypes: [2], mileages: [5000], performance: [{ type: 'MAX_CO2', value: 100 }], sortBy: 2, grouping: 3, page: 2, pageSize: 24 };
    expect(requestFromSearchRequest(echoed)).toMatchObject({ fuelTypes: [5], performance: ['MAX_CO2:100'], sortBy: 2, page: 2, seats: [], searchTerm: '' });
  });
});
