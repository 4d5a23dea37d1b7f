import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { dealPath, vehiclePath } from '@lease/domain';
import { pageModule } from './page-chunks';

const SITE = join(__dirname, '..', '..', '..', 'consumer-web');
const ev3 = { vehicleType: 1, vehicleId: 160401, manufacturerName: 'Kia', rangeName: 'EV3', derivativeName: 'Air' };

describe("the module each page loads lazily, as the page server names it", () => {
  test('the home, deal, configurator and search pages have theirs; other pages none', () => {
    expect(pageModule('/')).toBe('src/app/routes/HomePage.tsx');
    expect(pageModule(dealPath({ ...ev3, id: 1604011, leaseType: 2, term: 36, mileage: 8000, initialPaymentInMonths: 3, stockStatus: 2 }))).toBe('src/features/deal/DealPage.tsx');
    expect(pageModule(vehiclePath(ev3))).toBe('src/features/vehicle/VehiclePage.tsx');
    for (const path of ['/car-leasing/search', '/van-leasing/search/', '/car-leasing/search/a1b2c3d4e5']) expect(pageModule(path)).toBe('src/app/routes/SearchRoute.tsx');
    for (const path of ['/guides', '/car-leasing/kia', '/compare']) expect(pageModule(path)).toBeNull();
  });

  test("each is a module of the site that its router loads lazily (a rename there must be made here too)", () => {
    const router = readFileSync(join(SITE, 'src', 'app', 'router.tsx'), 'utf8');
    for (const module of ['src/app/routes/HomePage.tsx', 'src/features/deal/DealPage.tsx', 'src/features/vehicle/VehiclePage.tsx', 'src/app/routes/SearchRoute.tsx']) {
      expect(existsSync(join(SITE, module))).toBe(true);
      const fromRouter = relative(join(SITE, 'src', 'app'), join(SITE, module)).replace(/\.tsx$/, '');
      expect(router).toContain(`import('${fromRouter.startsWith('.') ? fromRouter : `./${fromRouter}`}')`);
    }
  });
});
