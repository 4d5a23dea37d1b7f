import { firstValue, parseQuery, touchpointFrom } from './query-params';

describe('tracking query parameters', () => {
  it('keeps every value of a repeated key, and uses only the first', () => {
    const params = parseQuery('?utm_source=newsletter&utm_source=facebook&gclid=g1');

    expect(params).toEqual({ utm_source: ['newsletter', 'facebook'], gclid: 'g1' });
    expect(firstValue(params.utm_source)).toBe('newsletter');
  });

  it('builds a touchpoint from the six tracking parameters, the others left null', () => {
    expect(touchpointFrom(parseQuery('?utm_source=mail&utm_medium=email&llit_code=SPRING&irclickid=ir-1&other=x'))).toEqual({
      utm_source: 'mail',
      utm_medium: 'email',
      utm_campaign: null,
      llit_code: 'SPRING',
      irclickid: 'ir-1',
      gclid: null,
    });
  });

  it('has no touchpoint without tracking parameters, or with only empty ones', () => {
    expect(touchpointFrom(parseQuery('?llit_dd_uid=dd-1&social-sign-up=true'))).toBeNull();
    expect(touchpointFrom(parseQuery('?utm_source='))).toBeNull();
    expect(touchpointFrom(parseQuery(''))).toBeNull();
  });
});
