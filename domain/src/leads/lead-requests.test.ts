import { alternativeLeadBody, callBackLeadBody, enquiryBody, leadVerificationBody } from './lead-requests';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('call-back lead body', () => {
  const valid = {
    vehiclePriceId: '42',
    emailAddress: ' Sam@Example.com ',
    phoneNumber: '+44 7700 900123',
    firstName: 'Sam',
    lastName: "O'Neill",
    postcode: 'sw1a1aa',
    'g-recaptcha-response': 'solution',
    utm_source: 'email',
  };

  test('normalises what it accepts: deal id, UK phone, upper-cased postcode', () => {
    expect(callBackLeadBody.parse(valid)).toMatchObject({ vehiclePriceId: 42, phoneNumber: '07700900123', postcode: 'SW1A 1AA', utm_source: 'email' });
  });

  test('names every invalid field at once, in the words of spec §5', () => {
    const result = callBackLeadBody.safeParse({ vehiclePriceId: 'abc', emailAddress: 'nope', phoneNumber: '0770090', firstName: 'S', postcode: 'XYZ' });
    expect(messages(result)).toEqual({
      vehiclePriceId: 'Your deal should be numbers only',
      emailAddress: 'This is not a valid email',
      phoneNumber: 'Your phone number should be between 10 and 11 numbers',
      firstName: 'This is not a valid name',
      lastName: 'Your last name is required',
      postcode: 'This is not a valid postcode',
      'g-recaptcha-response': 'You need to prove you are human by clicking the box',
    });
  });
});

describe('verification body', () => {
  test('a code is exactly six digits', () => {
    expect(messages(leadVerificationBody.safeParse({ leadReference: 'LD-0000000001', code: '12345' }))).toEqual({
      code: 'This is not a valid verification code',
    });
    expect(leadVerificationBody.parse({ leadReference: 'ld-0000000001', code: '123456', marketingCommunicationsEmail: 'true' })).toEqual({
      leadReference: 'LD-0000000001',
      code: '123456',
      marketingCommunicationsEmail: true,
      marketingCommunicationsSms: false,
    });
  });
});

describe('enquiry body', () => {
  test('the phone number arrives URI-encoded and is optional; the postcode is upper-cased', () => {
    expect(enquiryBody.parse({ deal_id: 42, phoneNumber: encodeURIComponent('+44 7700 900123'), postcode: 'm1 1ae' })).toMatchObject({
      deal_id: 42,
      phoneNumber: '07700900123',
      postcode: 'M1 1AE',
    });
    expect(enquiryBody.parse({ deal_id: 42, phoneNumber: '', postcode: 'M1 1AE' }).phoneNumber).toBeUndefined();
  });
});

describe('alternative lead body', () => {
  test('money in pounds with at most two decimals; every field named', () => {
    const result = alternativeLeadBody.safeParse({ monthlyPayment: 299.999, leaseType: 3 });
    const errors = messages(result);
    expect(errors.monthlyPayment).toBe('Your monthly payment should have at most two decimals');
    expect(errors.leaseType).toBe('Lease type is 1 or 2');
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['manufacturer', 'model', 'derivative', 'term', 'mileage', 'initialPaymentInMonths', 'initialPaymentTotal', 'documentFee', 'emailAddress', 'phoneNumber', 'firstName', 'lastName', 'g-recaptcha-response']),
    );
  });
});
