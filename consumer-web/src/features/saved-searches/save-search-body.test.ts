import { defaultSearchRequest } from '../search/search-request';
import { saveSearchBody } from './save-search-body';

describe('the body of a saved search (POST /user/search/save)', () => {
  it('sends the search as /search/v2 takes it, price tags as a JSON string, without the page or empty filters', () => {
    const request = {
      ...defaultSearchRequest(1, 1),
      manufacturers: [3, 7],
      monthlyPaymentMax: 300,
      vehiclePriceTags: [{ vehiclePriceTagCategoryId: 1, vehiclePriceTagIds: [7, 3] }],
      page: 4,
    };

    const body = saveSearchBody(request, '  Family estates ');

    expect(body).toMatchObject({ vehicleTypes: [1], leaseTypes: [1], manufacturers: [3, 7], monthlyPaymentMax: 300, name: 'Family estates' });
    expect(body.vehiclePriceTags).toBe('[{"vehiclePriceTagCategoryId":1,"vehiclePriceTagIds":[7,3]}]');
    expect(body).not.toHaveProperty('page');
    expect(body).not.toHaveProperty('pageSize');
    expect(body).not.toHaveProperty('ranges');
    expect(body).not.toHaveProperty('searchTerm');
    expect(body).not.toHaveProperty('inStock');
  });

  it('sends no name when none was typed (spec §3: only if non-empty)', () => {
    expect(saveSearchBody(defaultSearchRequest(), '   ')).not.toHaveProperty('name');
    expect(saveSearchBody(defaultSearchRequest(), '')).not.toHaveProperty('vehiclePriceTags');
  });
});
