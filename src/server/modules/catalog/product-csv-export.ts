import type { Readable } from 'node:stream';
import { and, asc, desc, inArray, sql } from 'drizzle-orm';
import { sizeRank, type Category } from '../../../contract/constants';
import { spreadsheetSafe } from '../../../contract/csv-cells';
import { defaultHsnCode } from '../../../contract/hsn';
import { paiseToRupees } from '../../../contract/money';
import { PRODUCT_CSV_COLUMNS } from '../../../contract/product-csv';
import { csvDownload, type CsvCell } from '../../csv-download';
import type { Db } from '../../db/client';
import { productSizes, products } from '../../db/schema';
import { adminProductWhere, type AdminProductFilter } from './admin-products.service';

// The products CSV (docs/decisions/0059-skus-and-product-csv.md): one row per product and offered size, newest
// product first, its sizes in the shop's order, in the columns the import reads, so that importing an export changes
// nothing. A product offered in no size has no row. Products are read in keyset batches as the reader takes them
// and sent a batch at a time (src/server/csv-download.ts).

const PRODUCT_EXPORT_BATCH = 500;

/** The CSV's records, a batch of products' sizes at a time. */
async function* exportBatches(db: Db, filter: AdminProductFilter): AsyncGenerator<CsvCell[][]> {
  const where = adminProductWhere(filter);
  // created_at as PostgreSQL's own text keeps its microseconds, which a JavaScript Date would drop.
  let cursor: { createdAt: string; id: string } | undefined;
  for (;;) {
    const after = cursor
      ? sql`(${products.createdAt}, ${products.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const rows = await db
      .select({ product: products, createdAtText: sql<string>`${products.createdAt}::text` })
      .from(products)
      .where(and(where, after))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(PRODUCT_EXPORT_BATCH);
    if (rows.length === 0) return;
    const sizes = await db
      .select()
      .from(productSizes)
      .where(
        inArray(
          productSizes.productId,
          rows.map((row) => row.product.id),
        ),
      )
      .orderBy(asc(productSizes.productId));
    const records: CsvCell[][] = [];
    for (const { product } of rows) {
      const offered = sizes
        .filter((size) => size.productId === product.id)
        .sort((a, b) => sizeRank(a.size) - sizeRank(b.size));
      for (const size of offered)
        records.push([
          spreadsheetSafe(size.sku),
          spreadsheetSafe(product.name),
          spreadsheetSafe(product.description),
          product.category,
          product.gender,
          paiseToRupees(product.pricePaise),
          paiseToRupees(product.discountPricePaise),
          product.hsnCode ?? defaultHsnCode(product.category as Category),
          size.size,
          size.stock,
          product.status,
        ]);
    }
    yield records;
    const last = rows.at(-1)!;
    cursor = { createdAt: last.createdAtText, id: last.product.id };
    if (rows.length < PRODUCT_EXPORT_BATCH) return;
  }
}

/** A readable stream of the CSV's bytes; a failure of the database ends it with that error. */
export function productsCsv(db: Db, filter: AdminProductFilter): Readable {
  return csvDownload(PRODUCT_CSV_COLUMNS, exportBatches(db, filter));
}
