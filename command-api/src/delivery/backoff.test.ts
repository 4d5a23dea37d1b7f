import { DeliveryError, isPermanentHttpStatus, redactPersonalText, retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  const top = { random: () => 0.999_999 };
  const bottom = { random: () => 0 };

  it('doubles with each attempt from the base', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, top))).toEqual([1000, 2000, 4000, 8000, 16_000]);
    expect(retryDelayMs(3, { ...top, baseMs: 250 })).toBe(1000);
  });

  it('stops growing at the cap, however many attempts there have been', () => {
    expect(retryDelayMs(11, top)).toBe(15 * 60_000);
    expect(retryDelayMs(50, top)).toBe(15 * 60_000);
    expect(retryDelayMs(5000, top)).toBe(15 * 60_000);
    expect(retryDelayMs(4, { ...top, maxMs: 5000 })).toBe(5000);
  });

  it('jitters between half and all of the scheduled delay', () => {
    expect(retryDelayMs(3, bottom)).toBe(2000);
    expect(retryDelayMs(3, { random: () => 0.5 })).toBe(3000);
    expect(retryDelayMs(20, bottom)).toBe(7.5 * 60_000);
    for (let i = 0; i < 200; i++) {
      const delay = retryDelayMs(4);
      expect(delay).toBeGreaterThanOrEqual(4000);
      expect(delay).toBeLessThanOrEqual(8000);
    }
  });

  it('treats attempt 0 or less as the first retry', () => {
    expect(retryDelayMs(0, top)).toBe(1000);
    expect(retryDelayMs(-3, top)).toBe(1000);
  });
});

describe('classification', () => {
  it('retries timeouts and throttling but not other client errors', () => {
    expect([400, 401, 403, 404, 410, 422].every(isPermanentHttpStatus)).toBe(true);
    expect([408, 429, 500, 502, 503, 504, 302].some(isPermanentHttpStatus)).toBe(false);
  });

  it('DeliveryError is an Error that says whether to retry', () => {
    const error = new DeliveryError('gone', true, { cause: new Error('410') });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'DeliveryError', message: 'gone', permanent: true });
    expect(error.cause).toBeInstanceOf(Error);
    expect(error.code).toBe('unclassified');
    expect(new DeliveryError('erased', true, { code: 'person-erased' }).code).toBe('person-erased');
  });

  it('masks addresses and phone numbers in a peer\'s words, however they are written', () => {
    const text = 'Refused <Sam.ONeill+leads@example.co.uk>, also 07700 900123, +44 (0)7700-900123 and 447700900123; order 42 of 2026';
    expect(redactPersonalText(text)).toBe('Refused <[address]>, also [number], [number] and [number]; order 42 of 2026');
  });
});
