// CSV for the dashboard's exports (RFC 4180): a header row of the columns' labels, then each row; a field with a
// comma, quote or line break is quoted, its quotes doubled. A leading =, +, - or @ is prefixed with a quote so a
// spreadsheet does not run a value as a formula (OWASP's CSV injection advice).

export interface CsvColumn<Row> {
  label: string;
  value: (row: Row) => string | number | boolean | null;
}

function field(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return [columns.map((column) => field(column.label)), ...rows.map((row) => columns.map((column) => field(column.value(row))))].map((line) => line.join(',')).join('\r\n');
}
