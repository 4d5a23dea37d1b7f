import { attemptKeys } from '../../api/attempt-keys';
import { leadTracking } from './lead-tracking';
import { validateCode, validateContact, validateEnquiry } from './validate-lead';
import { userSlice } from '../user/user-slice';

const contact = { firstName: ' Sam ', lastName: 'Jones', emailAddress: 'sam@example.co.uk', phoneNumber: '07700 900123', postcode: 'sw1a 1aa' };

describe('lead form checks', () => {
  it('asks for every contact field and the captcha, in the spec’s words', () => {
    expect(validateContact({ firstName: '', lastName: ' ', emailAddress: '', phoneNumber: '', postcode: '' }, '', true)).toEqual({
      errors: {
        firstName: 'Your first name is required',
        lastName: 'Your last name is required',
        emailAddress: 'Your email address is required',
        phoneNumber: 'Your phone number is required',
        postcode: 'Your postcode is required',
        'g-recaptcha-response': 'You need to prove you are human by clicking the box',
      },
    });
  });

  it('checks the phone and postcode rules, and leaves names and emails to the API', () => {
    expect(validateContact({ ...contact, phoneNumber: '0900', postcode: 'nowhere', emailAddress: 'not-an-email' }, 'solved', true)).toEqual({
      errors: { phoneNumber: 'This is not a valid phone number', postcode: 'This is not a valid postcode' },
    });
    expect(validateContact(contact, 'solved', true)).toEqual({ values: { ...contact, firstName: 'Sam' } });
  });

  it('does not ask for a postcode on an alternative lead', () => {
    expect(validateContact({ ...contact, postcode: '' }, 'solved', false)).toEqual({ values: { ...contact, firstName: 'Sam', postcode: '' } });
  });

  it('lets the enquiry go without a phone number, but not without a postcode', () => {
    expect(validateEnquiry({ phoneNumber: '', postcode: 'SW1A 1AA' })).toEqual({ values: { phoneNumber: '', postcode: 'SW1A 1AA' } });
    expect(validateEnquiry({ phoneNumber: '12', postcode: '' })).toEqual({
      errors: { phoneNumber: 'This is not a valid phone number', postcode: 'Your postcode is required' },
    });
  });

  it('asks for the code', () => {
    expect(validateCode('  ')).toBe('Your verification code is required');
    expect(validateCode('123456')).toBeUndefined();
  });
});

describe('attempt keys', () => {
  it('keeps the key for the same request until it succeeds, and makes a new one for a changed request', () => {
    let ids = 0;
    const randomId = () => `key-${++ids}`;
    const keys = attemptKeys();

    expect(keys.keyFor({ a: 1 }, randomId)).toBe('key-1');
    expect(keys.keyFor({ a: 1 }, randomId)).toBe('key-1');
    expect(keys.keyFor({ a: 2 }, randomId)).toBe('key-2');
    keys.settled();
    expect(keys.keyFor({ a: 2 }, randomId)).toBe('key-3');
  });
});

describe('lead tracking fields', () => {
  it('sends the last touch, the email-marketing id and the visitor key, leaving out what is missing', () => {
    const user = {
      ...userSlice.reducer(undefined, { type: 'init' }),
      visitorKey: 'visitor-1',
      touchpoints: {
        firstTouch: null,
        lastTouch: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: null, llit_code: 'L1', irclickid: null, gclid: 'g-1' },
      },
    };

    expect(leadTracking(user)).toEqual({ utm_source: 'google', utm_medium: 'cpc', llit_code: 'L1', gclid: 'g-1', visitorKey: 'visitor-1' });
  });
});
