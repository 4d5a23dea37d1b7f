import { readStored, removeStored, writeStored } from './local-storage';

describe('local storage helper', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads back what it wrote, objects included', () => {
    writeStored('touchpoints', { firstTouch: null, lastTouch: { utm_source: 'mail' } });
    writeStored('visitorKeyTimestamp', 1700000000000);

    expect(readStored('touchpoints')).toEqual({ firstTouch: null, lastTouch: { utm_source: 'mail' } });
    expect(readStored('visitorKeyTimestamp')).toBe(1700000000000);
  });

  it('answers null for a key never written', () => {
    expect(readStored('nothing-here')).toBeNull();
  });

  it('counts a value as missing once its expiry has passed, and forgets it', () => {
    writeStored('llit_dd_uid', 'dd-1', { expiresInMs: 1000, now: 5000 });

    expect(readStored('llit_dd_uid', 5999)).toBe('dd-1');
    expect(readStored('llit_dd_uid', 6000)).toBeNull();
    expect(window.localStorage.getItem('llit_dd_uid')).toBeNull();
  });

  it('ignores values it did not write (not JSON, or not its envelope)', () => {
    window.localStorage.setItem('plain', 'sub-1');
    window.localStorage.setItem('json', '{"other":1}');
    window.localStorage.setItem('bad-expiry', '{"value":1,"expiresAt":"soon"}');

    expect([readStored('plain'), readStored('json'), readStored('bad-expiry')]).toEqual([null, null, null]);
  });

  it('removes a value', () => {
    writeStored('profileBuilder', { step: 1 });
    removeStored('profileBuilder');

    expect(readStored('profileBuilder')).toBeNull();
  });

  it('keeps the site working when storage refuses to be used', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(() => writeStored('visitorKey', 'v-1')).not.toThrow();
      expect(readStored('visitorKey')).toBeNull();
    } finally {
      setItem.mockRestore();
      getItem.mockRestore();
    }
  });
});
