/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): such a
 * cell is prefixed with `'`, which spreadsheets show as text and never evaluate.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): neutralised when it could start a formula, quoted when it must be. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV text, lines ended with CRLF (RFC 4180). */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}
