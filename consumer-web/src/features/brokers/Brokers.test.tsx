import '../../test-utils/polyfills';
import { fireEvent, screen, within } from '@testing-library/react';
import { PRODUCT_MESSAGES } from '@lease/domain';
import { renderAppAt } from '../../test-utils/render-routes';
import { installFakeNetwork } from '../../test-utils/fake-fetch';
import { golfDeal } from '../../test-utils/deal-fixtures';

const broker = (id: number, name: string, delivered: number) => ({
  id,
  name,
  kind: 'broker',
  rating: 4.6,
  stated: { documentFee: 199, arrangementFee: null, feeCharged: 199, cancellationTerms: '14 days to cancel', deliveryDays: { inStock: 7, factoryOrder: 90 } },
  offer: { dealsInForce: 10, vehiclesOffered: 4 },
  measured: { windowDays: 90, enquiriesSent: 4, enquiriesDelivered: delivered, enquiriesFailed: 4 - delivered, deliveredShare: (100 * delivered) / 4, medianDeliveryMinutes: 2.5, firstResponse: null, how: ['Measured from our own deliveries.'] },
});

describe('brokers side by side', () => {
  it('sets the brokers for one vehicle side by side, stated beside measured, cheapest first', async () => {
    const network = installFakeNetwork().on('GET', '/brokers/compare', {
      body: { vehicleId: 101, leaseType: 1, vehicle: 'Volkswagen Golf 1.5 TSI Life 5dr', brokers: [{ ...broker(1, 'Leasey', 4), deal: golfDeal }, { ...broker(2, 'Carvo', 3), deal: { ...golfDeal, id: 9 } }] },
    });
    renderAppAt('/brokers?vehicleId=101&leaseType=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Brokers for the Volkswagen Golf 1.5 TSI Life 5dr' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Brokers' })).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Leasey', 'Carvo']);
    expect(screen.getByText('4 of 4 (100%)')).toBeTruthy();
    expect(screen.getByText('3 of 4 (75%)')).toBeTruthy();
    expect(screen.getAllByText('14 days to cancel')).toHaveLength(2);
    expect(network.requests.find((request) => request.path === '/brokers/compare')!.query.get('leaseType')).toBe('1');
  });

  it('says §8 words when the brokers cannot be fetched, and Retry asks again', async () => {
    let asked = 0;
    installFakeNetwork().on('GET', '/brokers', () => (++asked === 1 ? { status: 500 } : { body: [broker(1, 'Leasey', 4)] }));
    renderAppAt('/brokers');
    expect(await screen.findByText(PRODUCT_MESSAGES.brokerListFetchFailed)).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Leasey' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
