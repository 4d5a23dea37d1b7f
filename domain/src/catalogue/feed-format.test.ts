import { parseCsvFeed, parseJsonFeed } from './feed-format';

const header = { feedId: 'nov-21', effectiveAt: '2026-11-21T00:00:00Z', mode: 'full' };
const csv = (rows: string[]) =>
  ['vehicleId,leaseType,term,mileage,initialPaymentInMonths,stockStatus,monthlyPayment,excessMileagePencePerMile,priceTags', ...rows].join('\n');

describe('supplier feed format', () => {
  test('a CSV rate book becomes offers per vehicle, in pence, with sorted tags', () => {
    const result = parseCsvFeed(csv(['101,2,36,10000,9,2,249.99,8.5,82;81', '101,1,36,10000,9,2,299.99,8.5,', '102,2,24,5000,1,1,180,12,']), header);
    expect(result).toEqual({
      ok: true,
      feed: {
        feedId: 'nov-21',
        effectiveAt: '2026-11-21T00:00:00.000Z',
        mode: 'full',
        vehicles: [
          { vehicleId: 101, excessMileageTenthPence: 85, upserted: [[2, 36, 10000, 9, 2, 24999, [81, 82]], [1, 36, 10000, 9, 2, 29999, []]], dropped: [] },
          { vehicleId: 102, excessMileageTenthPence: 120, upserted: [[2, 24, 5000, 1, 1, 18000, []]], dropped: [] },
        ],
      },
    });
  });

  test('every bad row is reported with its line and column, and nothing is returned to apply', () => {
    const result = parseCsvFeed(
      csv(['101,2,36,10000,9,2,249.99,8.5,', '101,3,37,9999,2,0,-5,x,99', 'abc,2,36,10000,9,2,1.234,8.5,', '101,2,36,10000,9,2,250.00,8.5,']),
      header,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.filter((problem) => problem.line === 3).map((problem) => problem.field).sort()).toEqual(
      ['excessMileagePencePerMile', 'initialPaymentInMonths', 'leaseType', 'mileage', 'monthlyPayment', 'priceTags', 'stockStatus', 'term'].sort(),
    );
    expect(result.problems.filter((problem) => problem.line === 4).map((problem) => problem.field).sort()).toEqual(['monthlyPayment', 'vehicleId']);
    expect(result.problems.find((problem) => problem.line === 5)).toEqual({
      line: 5,
      field: 'term',
      message: 'This lease profile is already listed for vehicle 101 on line 2',
    });
  });

  test('the header must name the columns, and the feed needs an id, a date and a mode', () => {
    const result = parseCsvFeed('vehicleId,term\n1,36', { mode: 'sometimes' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.field)).toEqual(
      expect.arrayContaining(['leaseType', 'mileage', 'initialPaymentInMonths', 'stockStatus', 'monthlyPayment', 'excessMileagePencePerMile']),
    );
    const noHeader = parseCsvFeed(csv(['101,2,36,10000,9,2,249.99,8.5,']), { mode: 'sometimes' });
    expect(noHeader.ok === false && noHeader.problems.map((problem) => problem.field).sort()).toEqual(['effectiveAt', 'feedId', 'mode']);
  });

  test('quoted CSV fields and CRLF line ends are read as RFC 4180 says', () => {
    const text = 'vehicleId,leaseType,term,mileage,initialPaymentInMonths,stockStatus,monthlyPayment,excessMileagePencePerMile,priceTags\r\n"101",2,36,10000,9,2,"1,249.50",8.5,"81;82"\r\n';
    const result = parseCsvFeed(text, header);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    // "1,249.50" is one field, and a thousands separator is not a price we accept.
    expect(result.problems).toEqual([expect.objectContaining({ line: 2, field: 'monthlyPayment' })]);
  });

  test('a change set may drop offers; a full rate book may not', () => {
    const rows = ['vehicleId,leaseType,term,mileage,initialPaymentInMonths,stockStatus,monthlyPayment,excessMileagePencePerMile,action', '101,2,36,10000,9,2,,,drop'];
    const changes = parseCsvFeed(rows.join('\n'), { ...header, mode: 'changes' });
    expect(changes.ok && changes.feed.vehicles[0]!.dropped).toEqual([[2, 36, 10000, 9, 2]]);
    const full = parseCsvFeed(rows.join('\n'), header);
    expect(full.ok === false && full.problems[0]).toEqual(expect.objectContaining({ line: 2, field: 'action' }));
  });

  test('JSON feeds are checked the same way, with paths for fields', () => {
    const good = parseJsonFeed(
      JSON.stringify({ ...header, vehicles: [{ vehicleId: 7, excessMileagePencePerMile: 9, offers: [{ leaseType: 2, term: 48, mileage: 8000, initialPaymentInMonths: 6, stockStatus: 2, monthlyPayment: 199.5 }] }] }),
    );
    expect(good.ok && good.feed.vehicles).toEqual([{ vehicleId: 7, excessMileageTenthPence: 90, upserted: [[2, 48, 8000, 6, 2, 19950, []]], dropped: [] }]);
    const bad = parseJsonFeed(JSON.stringify({ ...header, vehicles: [{ vehicleId: 'x', offers: [{ leaseType: 2, term: 48, mileage: 8000, initialPaymentInMonths: 6, stockStatus: 2, monthlyPayment: 0 }] }] }));
    expect(bad.ok === false && bad.problems.map((problem) => problem.field).sort()).toEqual(
      ['vehicles.0.excessMileagePencePerMile', 'vehicles.0.offers.0.monthlyPayment', 'vehicles.0.vehicleId'].sort(),
    );
    expect(parseJsonFeed('{"feedId": ').ok).toBe(false);
  });
});
