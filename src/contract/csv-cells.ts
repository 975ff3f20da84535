// Cells of the shop's CSV files. Text a spreadsheet would run as a formula (=, +, -, @, tab or return at the start)
// is written with a leading quote, which spreadsheets show as text; an import reads it back without the quote.

const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The inverse of spreadsheetSafe, for cells read back from a CSV the shop wrote. */
export function fromSpreadsheetSafe(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
