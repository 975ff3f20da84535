import { parse } from 'csv-parse/sync';
import { PRODUCT_CSV_MESSAGES } from '../../../contract/messages/product-csv';
import {
  checkCsvRow,
  MAX_IMPORT_ROWS,
  missingColumns,
  type CsvRowProblem,
  type ProductCsvRow,
} from '../../../contract/product-csv';
import { badRequest, HttpError } from '../../http-error';

// Reads a products CSV (docs/decisions/0059-skus-and-product-csv.md) with the CSV library: a file that is not a CSV
// of the shop's columns is refused as a whole (400); each row is then checked on its own, and every row's problems
// are kept with its row number, so the admin sees them all at once.

interface ReadCsv {
  rows: ProductCsvRow[];
  problems: CsvRowProblem[];
  total: number;
}

export function readProductCsv(text: string): ReadCsv {
  let records: Array<Record<string, string>>;
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      columns: (header: string[]) => {
        const names = header.map((name) => name.trim());
        const missing = missingColumns(names);
        if (missing.length > 0) throw badRequest(PRODUCT_CSV_MESSAGES.missingColumns(missing));
        return names;
      },
      skip_empty_lines: true,
      relax_column_count: false,
    }) as Array<Record<string, string>>;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(PRODUCT_CSV_MESSAGES.unreadable(error instanceof Error ? error.message : String(error)));
  }
  if (records.length === 0) throw badRequest(PRODUCT_CSV_MESSAGES.empty);
  if (records.length > MAX_IMPORT_ROWS) throw badRequest(PRODUCT_CSV_MESSAGES.tooManyRows(MAX_IMPORT_ROWS));
  const rows: ProductCsvRow[] = [];
  const problems: CsvRowProblem[] = [];
  records.forEach((record, index) => {
    const checked = checkCsvRow(record, index);
    if ('row' in checked) rows.push(checked.row);
    else problems.push(...checked.problems);
  });
  return { rows, problems, total: records.length };
}
