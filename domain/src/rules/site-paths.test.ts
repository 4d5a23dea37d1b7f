import { dealIdOfPage, dealPath, firstPictureOfPage, vehicleImagePath, vehiclePath } from './site-paths';

const ev3 = { vehicleType: 1, vehicleId: 160401, manufacturerName: 'Kia', rangeName: 'EV3', derivativeName: '150kW Long Range Air 81.4kWh 5dr Auto' };
const deal = { ...ev3, id: 131604011023, leaseType: 2, term: 48, mileage: 8000, initialPaymentInMonths: 3, stockStatus: 2 };

describe('the first picture of a page, from its address alone', () => {
  test("a deal page's is the side view its deal shows; a configurator's the front view its gallery opens on", () => {
    expect(firstPictureOfPage(dealPath(deal))).toBe('/vehicle/image.svg?vehicleId=160401&view=side');
    expect(firstPictureOfPage(vehiclePath(ev3))).toBe('/vehicle/image.svg?vehicleId=160401&view=front');
    expect(firstPictureOfPage(`${vehiclePath({ ...ev3, vehicleType: 2 })}/`)).toBe(vehicleImagePath(160401, 'front'));
  });

  test('no other page has one: searches, brand pages, landing pages, guides', () => {
    for (const path of ['/', '/car-leasing/search', '/car-leasing/kia', '/van-leasing/ford/transit-custom', '/guides/lease-costs-explained', `${vehiclePath(ev3)}/landing`, '/car-leasing/kia/ev3/x/not-a-number']) {
      expect({ path, picture: firstPictureOfPage(path) }).toEqual({ path, picture: null });
    }
  });

  test('a paint is part of the picture asked for', () => {
    expect(vehicleImagePath(7, 'rear', 12)).toBe('/vehicle/image.svg?vehicleId=7&view=rear&paintId=12');
    expect(vehicleImagePath(7, 'rear', null)).toBe('/vehicle/image.svg?vehicleId=7&view=rear');
  });

  test("a deal page's deal, from its address; no other page has one", () => {
    expect(dealIdOfPage(dealPath(deal))).toBe(131604011023);
    expect(dealIdOfPage(vehiclePath(ev3))).toBeNull();
    expect(dealIdOfPage('/car-leasing/search')).toBeNull();
  });
});
