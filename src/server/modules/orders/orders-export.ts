import { Readable } from 'node:stream';
import { and, asc, desc, inArray, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { addressLines } from '../../../contract/address';
import { spreadsheetSafe } from '../../../contract/csv-cells';
import { ORDER_EXPORT_COLUMNS, type OrderFilter } from '../../../contract/admin-order-search';
import { courierDisplayName, type Courier } from '../../../contract/couriers';
import { istDateTimeKey } from '../../../contract/dates';
import { paiseToRupees } from '../../../contract/money';
import type { Db } from '../../db/client';
import { creditNotes, orderItems, orders } from '../../db/schema';
import { orderFilterWhere } from './order-filter';
import { itemSkus } from './item-skus';
import { sortItems } from './order-view';

// The orders CSV: one row per order line, newest order first. Orders are read in keyset batches and the CSV
// stream pulls the next batch only when its reader has taken the last, so memory stays flat however many
// orders there are. Each batch goes out as one chunk of text: the answer is gzipped on its way, and zlib takes
// a turn of the event loop for every chunk written to it, so a chunk a line (as a streaming CSV writer makes
// them) cost 4,000 turns for 2,000 orders, each waiting behind every other request of a busy shop (an export
// took 40-70 s in a sale-day rush on the embedded database). Excel needs the byte-order mark to read UTF-8
// (₹, Hindi names) correctly.

export const EXPORT_BATCH_SIZE = 500;

type Cell = string | number;

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

/** The lines of the orders, by order, in the order every document lists them (`sortItems`). */
async function exportedItems(db: Db, orderIds: string[]) {
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      name: orderItems.name,
      size: orderItems.size,
      quantity: orderItems.quantity,
      discountPricePaise: orderItems.discountPricePaise,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds));
  const byOrder = new Map<string, typeof rows>();
  for (const row of sortItems(rows)) {
    const lines = byOrder.get(row.orderId);
    if (lines) lines.push(row);
    else byOrder.set(row.orderId, [row]);
  }
  return byOrder;
}

/** The CSV's records, a batch of orders' lines at a time. */
async function* exportBatches(
  db: Db,
  filter: Partial<OrderFilter>,
  batchSize: number,
  onBatch?: () => void,
): AsyncGenerator<Cell[][]> {
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
      exportedItems(db, ids),
      db
        .select({ orderId: creditNotes.orderId, number: creditNotes.number })
        .from(creditNotes)
        .where(inArray(creditNotes.orderId, ids))
        .orderBy(asc(creditNotes.number)),
    ]);
    const skuOf = await itemSkus(db, [...items.values()].flat());
    const records: Cell[][] = [];
    for (const { order } of rows) {
      const common = {
        date: istDateTimeKey(order.placedAt),
        customer: plainText(order.addressInfo.fullName || order.customerName),
        total: money(order.finalAmountPaise),
        address: plainText(addressLines(order.addressInfo, { mobile: false }).join(', ')),
        courier: order.courier
          ? plainText(courierDisplayName(order.courier as Courier, order.courierName))
          : '',
        creditNotes: notes
          .filter((note) => note.orderId === order.id)
          .map((note) => note.number)
          .join(' '),
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
          plainText(skuOf(item)),
        ]);
      }
    }
    yield records;
    const last = rows.at(-1)!;
    cursor = { placedAt: last.placedAtText, id: last.order.id };
    if (rows.length < batchSize) return;
  }
}

export interface ExportOptions {
  batchSize?: number;
  /** Called as each batch of orders is read (tests watch that reading follows the reader). */
  onBatch?: () => void;
}

/** The CSV's bytes: BOM and header first (before any order is read), then one chunk per batch of orders. */
async function* csvChunks(
  db: Db,
  filter: Partial<OrderFilter>,
  options: ExportOptions,
): AsyncGenerator<Buffer> {
  yield Buffer.from(stringify([], { bom: true, header: true, columns: [...ORDER_EXPORT_COLUMNS] }));
  for await (const records of exportBatches(
    db,
    filter,
    options.batchSize ?? EXPORT_BATCH_SIZE,
    options.onBatch,
  ))
    yield Buffer.from(stringify(records));
}

/** A readable stream of the CSV's bytes; a failure of the database ends it with that error. */
export function ordersCsv(db: Db, filter: Partial<OrderFilter>, options: ExportOptions = {}): Readable {
  return Readable.from(csvChunks(db, filter, options), { objectMode: false });
}
