import { toCsv } from './csv';

describe('toCsv', () => {
  test('a header and rows, quoting what needs it and defusing formulas', () => {
    const rows = [
      { name: 'Supplier 1', leads: 2 },
      { name: 'Smith, "Leasing" Ltd', leads: 0 },
      { name: '=HYPERLINK("x")', leads: null },
    ];
    expect(toCsv([{ label: 'Supplier', value: (row: (typeof rows)[number]) => row.name }, { label: 'Leads', value: (row: (typeof rows)[number]) => row.leads }], rows)).toBe(
      'Supplier,Leads\r\nSupplier 1,2\r\n"Smith, ""Leasing"" Ltd",0\r\n"\'=HYPERLINK(""x"")",',
    );
  });
});
