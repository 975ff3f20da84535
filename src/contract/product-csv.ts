import { z } from 'zod';
import { fromSpreadsheetSafe } from './csv-cells';
import { CATEGORIES, GENDERS, SIZES, type Category, type Gender, type Size } from './constants';
import { HSN_PATTERN } from './hsn';
import { PRODUCT_CSV_MESSAGES, SKU_MESSAGES } from './messages/product-csv';
import { rupeesToPaise } from './money';
import { amountError } from './product-form';
import { PRODUCT_STATUSES, type ProductStatus } from './product-status';
import { isOneOf } from './one-of';
import { SKU_PATTERN } from './sku';

// The products CSV (docs/decisions/0059-skus-and-product-csv.md): one row per product and offered size, the same
// columns out (export) and in (import). Row numbers are the spreadsheet's: the header is row 1, the first product
// row is row 2.

export const PRODUCT_CSV_COLUMNS = [
  'SKU',
  'name',
  'description',
  'category',
  'gender',
  'price',
  'discountPrice',
  'HSN',
  'size',
  'stock',
  'status',
] as const;
type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Columns an import may leave empty: SKU (generated), HSN (the category's usual code), status (draft, or kept). */
const OPTIONAL_CSV_COLUMNS: readonly ProductCsvColumn[] = ['SKU', 'HSN', 'status'];

/** Most rows one import takes (a season's catalog is a few hundred); a bigger file is split. */
export const MAX_IMPORT_ROWS = 10_000;
/** Largest CSV an import takes. */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;
const MAX_STOCK = 100_000;

/** The spreadsheet row number of the `index`th product row (0-based). */
export const csvRowNumber = (index: number) => index + 2;

/** One row read and checked: a product's fields and one of its sizes. */
export interface ProductCsvRow {
  row: number;
  /** Empty: the size keeps its SKU, or a new size gets a generated one. */
  sku: string;
  name: string;
  description: string;
  category: Category;
  gender: Gender;
  pricePaise: number;
  discountPricePaise: number;
  /** Empty: a new product takes its category's usual code, an existing one keeps its own. */
  hsnCode: string;
  size: Size;
  stock: number;
  /** Absent: a new product is a draft, an existing one keeps its status. */
  status: ProductStatus | undefined;
}

export interface CsvRowProblem {
  row: number;
  message: string;
}

/** The columns a header lacks. */
export function missingColumns(header: readonly string[]): string[] {
  return PRODUCT_CSV_COLUMNS.filter((column) => !header.includes(column));
}

/** Reads one raw row (cells by column name): its problems, or the row. Cells are trimmed. */
export function checkCsvRow(
  cells: Readonly<Record<string, string | undefined>>,
  index: number,
): { row: ProductCsvRow } | { problems: CsvRowProblem[] } {
  const row = csvRowNumber(index);
  const cell = (column: ProductCsvColumn) => fromSpreadsheetSafe((cells[column] ?? '').trim());
  const problems: string[] = [];
  for (const column of PRODUCT_CSV_COLUMNS)
    if (!OPTIONAL_CSV_COLUMNS.includes(column) && cell(column) === '')
      problems.push(PRODUCT_CSV_MESSAGES.missing(column));

  const sku = cell('SKU');
  if (sku !== '' && !SKU_PATTERN.test(sku)) problems.push(SKU_MESSAGES.invalid);
  const category = cell('category');
  if (category !== '' && !isOneOf(CATEGORIES, category))
    problems.push(PRODUCT_CSV_MESSAGES.unknownCategory(category));
  const gender = cell('gender');
  if (gender !== '' && !isOneOf(GENDERS, gender)) problems.push(PRODUCT_CSV_MESSAGES.unknownGender(gender));
  const size = cell('size');
  if (size !== '' && !isOneOf(SIZES, size)) problems.push(PRODUCT_CSV_MESSAGES.unknownSize(size));
  const status = cell('status');
  if (status !== '' && !isOneOf(PRODUCT_STATUSES, status))
    problems.push(PRODUCT_CSV_MESSAGES.badStatus(status));
  const hsnCode = cell('HSN');
  if (hsnCode !== '' && !HSN_PATTERN.test(hsnCode)) problems.push(PRODUCT_CSV_MESSAGES.badHsn(hsnCode));
  const name = cell('name');
  if (name.length > 120) problems.push(PRODUCT_CSV_MESSAGES.tooLong('name', 120));
  const description = cell('description');
  if (description.length > 4000) problems.push(PRODUCT_CSV_MESSAGES.tooLong('description', 4000));

  const amounts = (['price', 'discountPrice'] as const).map((column) => {
    const text = cell(column);
    if (text === '') return undefined;
    if (amountError(text, '')) {
      problems.push(PRODUCT_CSV_MESSAGES.badAmount(column, text));
      return undefined;
    }
    return Number(text);
  });
  const [price, discountPrice] = amounts;
  if (price !== undefined && discountPrice !== undefined && price < discountPrice)
    problems.push(PRODUCT_CSV_MESSAGES.priceBelowDiscount);

  const stockText = cell('stock');
  const stock = Number(stockText);
  if (stockText !== '' && (!/^\d+$/.test(stockText) || stock > MAX_STOCK))
    problems.push(PRODUCT_CSV_MESSAGES.badNumber('stock', stockText));

  if (problems.length > 0) return { problems: problems.map((message) => ({ row, message })) };
  return {
    row: {
      row,
      sku,
      name,
      description,
      category: category as Category,
      gender: gender as Gender,
      pricePaise: rupeesToPaise(price!),
      discountPricePaise: rupeesToPaise(discountPrice!),
      hsnCode,
      size: size as Size,
      stock,
      status: status === '' ? undefined : (status as ProductStatus),
    },
  };
}

/** What an import would do (dry run) or did, and the problems that keep it from being applied. */
export const ProductImportResultSchema = z.object({
  message: z.string(),
  dryRun: z.boolean(),
  applied: z.boolean(),
  rows: z.number().int(),
  problems: z.array(z.object({ row: z.number().int(), message: z.string() })),
  newProducts: z.number().int(),
  updatedProducts: z.number().int(),
  newSizes: z.number().int(),
  updatedSizes: z.number().int(),
  /** Sizes whose stock changes, each a movement in the stock ledger once applied. */
  stockChanges: z.number().int(),
});
export type ProductImportResult = z.infer<typeof ProductImportResultSchema>;

/** `?dryRun=true` (or the form field): check and tell, change nothing. */
export const ProductImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});
