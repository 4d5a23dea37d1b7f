import { makeStore } from './store';
import { alertDealsLoaded, comparisonAdded, priceAlertListLoaded, priceAlertRemoved } from '../features/loco-space/loco-space-slice';
import { golfAlert } from '../test-utils/account-space-fixtures';
import { paintOptionsLoaded, paintSelected } from '../features/vehicle/vehicle-slice';

describe('client state (spec §3 and §4)', () => {
  it('is organised in exactly the spec slices', () => {
    expect(Object.keys(makeStore().getState()).sort()).toEqual(
      ['error', 'leaseProfile', 'loader', 'locoSpace', 'search', 'supplier', 'system', 'user', 'vehicle'],
    );
  });

  it('ignores a vehicle added to the comparison twice', () => {
    const store = makeStore();
    store.dispatch(comparisonAdded(101));
    store.dispatch(comparisonAdded(102));
    store.dispatch(comparisonAdded(101));
    expect(store.getState().locoSpace.comparison).toEqual([101, 102]);
  });

  it('removes a price alert from all four alert lists', () => {
    const store = makeStore();
    const alert = golfAlert();
    const other = golfAlert({ vehicleId: 102 });
    store.dispatch(priceAlertListLoaded({ list: 'active', alerts: [alert, other] }));
    store.dispatch(priceAlertListLoaded({ list: 'expired', alerts: [{ ...alert, status: 'expired' }] }));
    store.dispatch(alertDealsLoaded({ list: 'active', alert, deals: [] }));
    store.dispatch(alertDealsLoaded({ list: 'expired', alert, deals: [] }));
    store.dispatch(alertDealsLoaded({ list: 'active', alert: other, deals: [] }));
    store.dispatch(priceAlertRemoved(101));
    const { activePriceAlerts, expiredPriceAlerts, activeAlertsWithDeals, expiredAlertsWithDeals } = store.getState().locoSpace;
    expect({ activePriceAlerts, expiredPriceAlerts, active: Object.keys(activeAlertsWithDeals), expired: Object.keys(expiredAlertsWithDeals) }).toEqual({
      activePriceAlerts: [other],
      expiredPriceAlerts: [],
      active: ['102'],
      expired: [],
    });
  });

  it('clears the selected paint when new paint options no longer include it', () => {
    const store = makeStore();
    const white = { id: 1, name: 'Pure White', colour: '#ffffff', finish: 'solid' as const, pricePence: 0, price: 0 };
    const red = { id: 2, name: 'Kings Red', colour: '#b3121f', finish: 'metallic' as const, pricePence: 57500, price: 575 };
    store.dispatch(paintOptionsLoaded({ vehicleId: 101, options: [white, red] }));
    store.dispatch(paintSelected(2));
    store.dispatch(paintOptionsLoaded({ vehicleId: 101, options: [white, red] }));
    expect(store.getState().vehicle.selectedPaintOption).toBe(2);
    store.dispatch(paintOptionsLoaded({ vehicleId: 102, options: [white] }));
    expect(store.getState().vehicle).toMatchObject({ selectedPaintOption: null, paintOptionVehicle: 102 });
  });
});
