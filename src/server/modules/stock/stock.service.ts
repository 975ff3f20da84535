import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { sizeRank } from '../../../contract/constants';
import { shortOfStockMessage } from '../../../contract/order-texts';
import type { Actor } from '../../actor';
import { markCatalogChanged } from '../../db/catalog-change';
import type { DbOrTx } from '../../db/client';
import { orderItems, productSizes, stockMovements } from '../../db/schema';
import { HttpError } from '../../http-error';

// Every change of stock goes through this file, inside the caller's transaction (see db/transaction.ts):
//  - rows are locked in one fixed order, product id then size (the order of SIZES), in every path, so two
//    transactions touching the same sizes queue behind each other instead of deadlocking;
//  - each change is written to the stock_movements ledger in the same transaction: who, why, which order, the
//    delta and the stock after it. Stock now = stock when the size was created + the sum of its deltas;
//  - each change marks its transaction as changing the catalog (db/catalog-change.ts), so this instance's catalog
//    caches are dropped once it commits, before the answer is sent, whoever called.

type StockReason =
  | 'order-placed'
  | 'order-cancelled'
  | 'order-rto'
  | 'return-received'
  | 'exchange-hold'
  | 'exchange-release'
  | 'admin-set'
  | 'import';

/** Some pieces of one size of one product; `name` only makes a shortage message readable. */
interface StockLine {
  productId: string;
  size: string;
  quantity: number;
  name?: string;
}

interface OrderStockChange {
  orderId: string;
  lines: StockLine[];
  actor: Actor;
}

/** Puts back every piece of an order, under `reason`. */
async function restockWholeOrder(
  tx: DbOrTx,
  reason: 'order-cancelled' | 'order-rto',
  change: { orderId: string; actor: Actor },
): Promise<void> {
  const lines = await tx
    .select({ productId: orderItems.productId, size: orderItems.size, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, change.orderId));
  await moveStock(tx, reason, change.actor, change.orderId, lines);
}

/** Puts back every piece of a cancelled order. */
export async function restockCancelledOrder(
  tx: DbOrTx,
  change: { orderId: string; actor: Actor },
): Promise<void> {
  await restockWholeOrder(tx, 'order-cancelled', change);
}

/** Puts back every piece of a parcel the courier brought back undelivered (returned to origin). */
export async function restockReturnedToOrigin(
  tx: DbOrTx,
  change: { orderId: string; actor: Actor },
): Promise<void> {
  await restockWholeOrder(tx, 'order-rto', change);
}

/** Puts back the pieces of a return the shop has received. */
export async function restockReturnedItems(tx: DbOrTx, change: OrderStockChange): Promise<void> {
  await moveStock(tx, 'return-received', change.actor, change.orderId, change.lines);
}

/** Sets aside the replacement pieces of an exchange; 409 when they are not in stock. */
export async function holdStockForExchange(tx: DbOrTx, change: OrderStockChange): Promise<void> {
  await moveStock(tx, 'exchange-hold', change.actor, change.orderId, negated(change.lines));
}

/** Gives back pieces held for an exchange that did not go ahead. */
export async function releaseExchangeHold(tx: DbOrTx, change: OrderStockChange): Promise<void> {
  await moveStock(tx, 'exchange-release', change.actor, change.orderId, change.lines);
}

/**
 * The admin sets a product's stock per size (creating the size when it has none yet); the ledger records the
 * difference to what was there, so orders placed meanwhile are never silently overwritten in the books.
 */
export async function setStockLevels(
  tx: DbOrTx,
  change: { productId: string; levels: Array<{ size: string; stock: number }>; actor: Actor },
): Promise<void> {
  markCatalogChanged(tx);
  const levels = [...change.levels].sort((a, b) => compareSizes(a.size, b.size));
  const movements: Array<typeof stockMovements.$inferInsert> = [];
  for (const { size, stock } of levels) {
    const key = and(eq(productSizes.productId, change.productId), eq(productSizes.size, size));
    await tx
      .insert(productSizes)
      .values({ productId: change.productId, size, stock: 0 })
      .onConflictDoNothing();
    const [row] = await tx.select({ stock: productSizes.stock }).from(productSizes).where(key).for('update');
    const delta = stock - (row?.stock ?? 0);
    if (delta === 0) continue;
    await tx.update(productSizes).set({ stock }).where(key);
    movements.push(ledgerRow('admin-set', change.actor, null, change.productId, size, delta, stock));
  }
  if (movements.length > 0) await tx.insert(stockMovements).values(movements);
}

/** One size's stock as an import sets it; `sku` names a size offered for the first time (none: generated). */
interface ImportedStockLevel {
  productId: string;
  size: string;
  stock: number;
  sku?: string | undefined;
}

/**
 * The products CSV import sets many sizes' stock at once (docs/decisions/0059-skus-and-product-csv.md): a size not
 * offered yet is offered (its row at 0, with its SKU), then every size is locked in the one lock order, set, and the
 * difference ledgered as `import`, in a few statements whatever the number of rows.
 */
export async function setImportedStockLevels(
  tx: DbOrTx,
  change: { levels: ImportedStockLevel[]; actor: Actor },
): Promise<void> {
  if (change.levels.length === 0) return;
  markCatalogChanged(tx);
  const levels = [...change.levels].sort(compareStockKeys);
  for (let start = 0; start < levels.length; start += IMPORT_CHUNK) {
    const chunk = levels.slice(start, start + IMPORT_CHUNK).map((level) => ({
      product_id: level.productId,
      size: level.size,
      stock: level.stock,
      sku: level.sku || null,
      size_rank: sizeRank(level.size),
    }));
    const wanted = sql`jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
      as w(product_id uuid, size text, stock int, sku text, size_rank int)`;
    // A size offered for the first time starts at 0, so that the ledger's first movement is its whole stock.
    await tx.execute(sql`
      insert into ${productSizes} (product_id, size, stock, sku)
      select w.product_id, w.size, 0, w.sku from ${wanted}
      order by w.product_id, w.size_rank
      on conflict do nothing`);
    await tx.execute(sql`
      with stock_locked as materialized (
        select s.product_id, s.size, s.stock as before, w.stock as after
        from ${productSizes} s join ${wanted} on w.product_id = s.product_id and w.size = s.size
        order by s.product_id, w.size_rank
        for no key update of s
      ),
      stock_set as (
        update ${productSizes} s set stock = l.after
        from stock_locked l
        where l.product_id = s.product_id and l.size = s.size and l.before <> l.after
        returning s.product_id, s.size, s.stock, s.stock - l.before as delta
      )
      insert into ${stockMovements} (reason, actor_kind, actor_id, order_id, product_id, size, delta, stock_after)
      select 'import', ${change.actor.kind}, ${change.actor.id}::uuid, null, m.product_id, m.size, m.delta, m.stock
      from stock_set m`);
  }
}

/** Sizes per statement of an import: the JSON of one chunk stays well under a megabyte. */
const IMPORT_CHUNK = 2_000;

/**
 * The admin stops offering some sizes of a product: what was left is written off in the ledger (admin-set to 0) and
 * the sizes' rows go, so that they are absent rather than sold out (docs/decisions/0058-product-life-and-offered-
 * sizes.md). The ledger keeps their history.
 */
export async function stopOfferingSizes(
  tx: DbOrTx,
  change: { productId: string; sizes: string[]; actor: Actor },
): Promise<void> {
  if (change.sizes.length === 0) return;
  await setStockLevels(tx, { ...change, levels: change.sizes.map((size) => ({ size, stock: 0 })) });
  await tx
    .delete(productSizes)
    .where(and(eq(productSizes.productId, change.productId), inArray(productSizes.size, change.sizes)));
}

/** The one lock order of every stock path: product id, then size in the order of SIZES. */
function compareStockKeys(
  a: { productId: string; size: string },
  b: { productId: string; size: string },
): number {
  if (a.productId !== b.productId) return a.productId < b.productId ? -1 : 1;
  return compareSizes(a.size, b.size);
}

function compareSizes(a: string, b: string): number {
  return sizeRank(a) - sizeRank(b);
}

function negated(lines: StockLine[]): StockLine[] {
  return lines.map((line) => ({ ...line, quantity: -line.quantity }));
}

/**
 * Takes the pieces of a new order, inside the order's transaction: all lines or none. A line its size cannot give
 * refuses the whole move with a 409 naming it ("only N left"), and the caller's transaction rolls back the order.
 */
export async function takeStockForOrder(tx: DbOrTx, change: OrderStockChange): Promise<void> {
  await moveStock(tx, 'order-placed', change.actor, change.orderId, negated(change.lines));
}

/**
 * Adds each line's quantity (negative takes) to its size and writes the ledger, in one statement whatever the
 * number of lines. A size that cannot give what is asked changes nothing and answers the shopper's "only N left".
 */
async function moveStock(
  tx: DbOrTx,
  reason: StockReason,
  actor: Actor,
  orderId: string | null,
  lines: StockLine[],
): Promise<void> {
  const moving = lines.filter((line) => line.quantity !== 0).sort(compareStockKeys);
  if (moving.length === 0) return;
  markCatalogChanged(tx);
  // Pieces coming back to a size the shop has stopped offering offer it again (sold out until now): the row is put
  // back at 0 before the move adds to it, so a cancellation or a return never fails for want of its size.
  const returning = moving.filter((line) => line.quantity > 0);
  if (returning.length > 0)
    await tx
      .insert(productSizes)
      .values(returning.map((line) => ({ productId: line.productId, size: line.size, stock: 0 })))
      .onConflictDoNothing();
  const result = (await tx.execute(
    sql`with ${stockMoveCtes(reason, actor, orderId, moving)} select count(*)::int as moved from stock_ledger`,
  )) as unknown as { rows: Array<{ moved: number }> };
  // The explicit check: every line moved, or (the CTEs moved none) the first line short of stock is named.
  if (result.rows[0]?.moved === moving.length) return;
  throw await stockShortage(tx, moving);
}

/**
 * The CTEs of a stock move of `lines` (already in the one lock order), one statement whatever their number:
 *  - `stock_wanted` is the lines, read from their JSON;
 *  - `stock_locked` takes the rows' locks in the one lock order (ORDER BY under FOR NO KEY UPDATE locks row by row
 *    as the sort hands them out), and reads each size's stock as it is once locked;
 *  - `stock_moved` updates only rows `stock_locked` has already handed out, so no row is locked out of order, and
 *    only when every line can give what it is asked (all or nothing);
 *  - `stock_ledger` inserts a ledger row for each line moved, with the stock after it.
 */
function stockMoveCtes(reason: StockReason, actor: Actor, orderId: string | null, lines: StockLine[]): SQL {
  const wanted = lines.map((line) => ({
    product_id: line.productId,
    size: line.size,
    delta: line.quantity,
    size_rank: sizeRank(line.size),
  }));
  return sql`stock_wanted as (
      select * from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb)
        as w(product_id uuid, size text, delta int, size_rank int)
    ),
    stock_locked as materialized (
      select s.product_id, s.size, s.stock + w.delta >= 0 as can_move
      from ${productSizes} s join stock_wanted w on w.product_id = s.product_id and w.size = s.size
      order by s.product_id, w.size_rank
      for no key update of s
    ),
    stock_moved as (
      update ${productSizes} s set stock = s.stock + w.delta
      from stock_wanted w, stock_locked l
      where l.product_id = s.product_id and l.size = s.size and w.product_id = s.product_id and w.size = s.size
        and (select count(*) filter (where can_move) from stock_locked) = (select count(*) from stock_wanted)
      returning s.product_id, s.size, w.delta, s.stock
    ),
    stock_ledger as (
      insert into ${stockMovements} (reason, actor_kind, actor_id, order_id, product_id, size, delta, stock_after)
      select ${reason}, ${actor.kind}, ${actor.id}::uuid, ${orderId}::uuid, m.product_id, m.size, m.delta, m.stock
      from stock_moved m
      returning product_id
    )`;
}

/** A 409 for a size that cannot give what is asked; `line` says which, for callers with words of their own. */
export class StockShortage extends HttpError {
  constructor(
    readonly line: StockLine,
    available: number,
  ) {
    super(409, shortOfStockMessage(available, line.size, line.name ?? 'this product'));
  }
}

/** The 409 for the first line (in lock order) its size cannot give; read only when a move was refused. */
async function stockShortage(tx: DbOrTx, lines: StockLine[]): Promise<StockShortage> {
  for (const line of lines) {
    const [row] = await tx
      .select({ stock: productSizes.stock })
      .from(productSizes)
      .where(and(eq(productSizes.productId, line.productId), eq(productSizes.size, line.size)));
    const stock = row?.stock ?? 0;
    if (stock + line.quantity < 0 || !row) return new StockShortage(line, stock);
  }
  // Stock came back meanwhile: still refused, for the first line.
  return new StockShortage(lines[0]!, 0);
}

function ledgerRow(
  reason: StockReason,
  actor: Actor,
  orderId: string | null,
  productId: string,
  size: string,
  delta: number,
  stockAfter: number,
): typeof stockMovements.$inferInsert {
  return { reason, actorKind: actor.kind, actorId: actor.id, orderId, productId, size, delta, stockAfter };
}
