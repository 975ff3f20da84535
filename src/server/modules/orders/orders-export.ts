import type { Readable } from 'node:stream';
import { and, desc, sql } from 'drizzle-orm';
import { addressLines } from '../../../contract/address';
import { spreadsheetSafe } from '../../../contract/csv-cells';
import { ORDER_EXPORT_COLUMNS, type OrderFilter } from '../../../contract/admin-order-search';
import { courierDisplayName, type Courier } from '../../../contract/couriers';
import { istDateTimeKey } from '../../../contract/dates';
import { paiseToRupees } from '../../../contract/money';
import { csvDownload, type CsvCell } from '../../csv-download';
import type { Db } from '../../db/client';
import { idIn } from '../../db/id-in';
import { creditNotes, orders } from '../../db/schema';
import { orderFilterWhere } from './order-filter';
import { linesWithSkus } from './item-skus';

// The orders CSV: one row per order line, newest order first, read in keyset batches as its reader takes them and
// sent a batch at a time (src/server/csv-download.ts).

/**
 * Orders a batch: each batch waits on the database for its orders, then for their lines (with their SKUs) and credit
 * notes side by side; in a busy shop every wait queues behind the other calls ready to run. In a sale-day rush on
 * PostgreSQL (bench/README.md) exporting about 3,400 orders, 500 a batch read a p95 of 310 ms, 2,000 a batch 247 and
 * 254 ms (while zlib's gzip still made each batch wait a turn too). A batch of 2,000 orders is about 4,000 lines,
 * under 1 MB of CSV in memory at a time, gzipped in about 17 ms of the event loop.
 */
export const EXPORT_BATCH_SIZE = 2000;

/** Text a spreadsheet would run as a formula is kept as text (src/contract/csv-cells.ts). */
const plainText = spreadsheetSafe;

const money = (paise: number) => paiseToRupees(paise).toFixed(2);

// Only the columns the CSV shows: on the embedded database reading a row's every column (the order's JSON, the
// payment's and the shipment's fields) cost several times the query, and an export reads thousands of them.
const EXPORTED_ORDER = {
  id: orders.id,
  placedAt: orders.placedAt,
  status: orders.status,
  customerName: orders.customerName,
  addressInfo: orders.addressInfo,
  finalAmountPaise: orders.finalAmountPaise,
  couponCode: orders.couponCode,
  courier: orders.courier,
  courierName: orders.courierName,
  awb: orders.awb,
};

/** The CSV's records, a batch of orders' lines at a time. */
async function* exportBatches(
  db: Db,
  filter: Partial<OrderFilter>,
  batchSize: number,
  onBatch?: () => void,
): AsyncGenerator<CsvCell[][]> {
  const where = orderFilterWhere(filter);
  // placed_at as PostgreSQL's own text keeps its microseconds, which a JavaScript Date would drop.
  let cursor: { placedAt: string; id: string } | undefined;
  for (;;) {
    const after = cursor
      ? sql`(${orders.placedAt}, ${orders.id}) < (${cursor.placedAt}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const rows = await db
      .select({ order: EXPORTED_ORDER, placedAtText: sql<string>`${orders.placedAt}::text` })
      .from(orders)
      .where(and(where, after))
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    onBatch?.();
    const ids = rows.map((row) => row.order.id);
    const [items, notes] = await Promise.all([
      linesWithSkus(db, ids),
      // Each order's credit notes as one text: their numbers in order, separated by spaces.
      db
        .select({
          orderId: creditNotes.orderId,
          numbers: sql<string>`string_agg(${creditNotes.number}, ' ' order by ${creditNotes.number})`,
        })
        .from(creditNotes)
        .where(idIn(creditNotes.orderId, ids))
        .groupBy(creditNotes.orderId),
    ]);
    const creditNotesOf = new Map(notes.map((note) => [note.orderId, note.numbers]));
    const records: CsvCell[][] = [];
    for (const { order } of rows) {
      const common = {
        date: istDateTimeKey(order.placedAt),
        customer: plainText(order.addressInfo.fullName || order.customerName),
        total: money(order.finalAmountPaise),
        address: plainText(addressLines(order.addressInfo, { mobile: false }).join(', ')),
        courier: order.courier
          ? plainText(courierDisplayName(order.courier as Courier, order.courierName))
          : '',
        creditNotes: creditNotesOf.get(order.id) ?? '',
      };
      for (const item of items.get(order.id) ?? []) {
        records.push([
          order.id,
          common.date,
          order.status,
          common.customer,
          plainText(order.addressInfo.mobileNo),
          plainText(order.addressInfo.city),
          order.addressInfo.zipCode,
          plainText(item.name),
          item.size,
          item.quantity,
          money(item.discountPricePaise),
          money(item.discountPricePaise * item.quantity),
          order.couponCode ?? '',
          common.total,
          common.address,
          common.courier,
          order.awb ?? '',
          common.creditNotes,
          plainText(item.sku),
        ]);
      }
    }
    yield records;
    const last = rows.at(-1)!;
    cursor = { placedAt: last.placedAtText, id: last.order.id };
    if (rows.length < batchSize) return;
  }
}

interface ExportOptions {
  batchSize?: number;
  /** Called as each batch of orders is read (tests watch that reading follows the reader). */
  onBatch?: () => void;
}

/** A readable stream of the CSV's bytes; a failure of the database ends it with that error. */
export function ordersCsv(db: Db, filter: Partial<OrderFilter>, options: ExportOptions = {}): Readable {
  return csvDownload(
    ORDER_EXPORT_COLUMNS,
    exportBatches(db, filter, options.batchSize ?? EXPORT_BATCH_SIZE, options.onBatch),
  );
}
