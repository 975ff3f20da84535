import { Readable, pipeline } from 'node:stream';
import { and, asc, desc, inArray, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import { SIZES, type Category } from '../../../contract/constants';
import { spreadsheetSafe } from '../../../contract/csv-cells';
import { defaultHsnCode } from '../../../contract/hsn';
import { paiseToRupees } from '../../../contract/money';
import { PRODUCT_CSV_COLUMNS } from '../../../contract/product-csv';
import type { Db } from '../../db/client';
import { productSizes, products } from '../../db/schema';
import { adminProductWhere, type AdminProductFilter } from './admin-products.service';

// The products CSV (docs/decisions/0059-skus-and-product-csv.md): one row per product and offered size, newest
// product first, its sizes in the shop's order, in the columns the import reads, so that importing an export changes
// nothing. A product offered in no size has no row. Products are read in keyset batches as the reader takes the
// rows, so memory stays flat; the byte-order mark lets Excel read UTF-8.

export const PRODUCT_EXPORT_BATCH = 500;

type Cell = string | number;

async function* exportRows(db: Db, filter: AdminProductFilter): AsyncGenerator<Cell[]> {
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
    for (const { product } of rows) {
      const offered = sizes
        .filter((size) => size.productId === product.id)
        .sort((a, b) => SIZES.indexOf(a.size as never) - SIZES.indexOf(b.size as never));
      for (const size of offered)
        yield [
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
        ];
    }
    const last = rows.at(-1)!;
    cursor = { createdAt: last.createdAtText, id: last.product.id };
    if (rows.length < PRODUCT_EXPORT_BATCH) return;
  }
}

/** A readable stream of the CSV's bytes, BOM and header first. */
export function productsCsv(db: Db, filter: AdminProductFilter): Readable {
  const csv = stringify({ bom: true, header: true, columns: [...PRODUCT_CSV_COLUMNS] });
  // pipeline passes a failure of the query side on to the CSV stream, which ends the response.
  pipeline(Readable.from(exportRows(db, filter)), csv, () => undefined);
  return csv;
}
