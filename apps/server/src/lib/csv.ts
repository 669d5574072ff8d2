// CSV files (RFC 4180) that spreadsheets open safely: every download the app makes writes its
// cells here.

export type CsvValue = string | number | null;

/** The byte order mark that makes spreadsheet apps read the file as UTF-8. */
export const CSV_BOM = '\ufeff';

/**
 * One cell. A text cell a spreadsheet would run as a formula (it starts with = + - @, a tab or a
 * carriage return) gets a leading apostrophe, so it stays text; numbers are written as numbers
 * (a negative one stays a number).
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, with its line break. */
export function csvRow(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A whole file: the byte order mark, then one line per row. */
export function csvText(rows: readonly (readonly CsvValue[])[]): string {
  return `${CSV_BOM}${rows.map(csvRow).join('')}`;
}
