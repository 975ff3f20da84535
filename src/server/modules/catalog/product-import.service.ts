import { eq, inArray, sql } from 'drizzle-orm';
import { PRODUCT_CSV_MESSAGES, SKU_MESSAGES } from '../../../contract/messages/product-csv';
import type { ProductImportResult } from '../../../contract/product-csv';
import type { AdminActor } from '../../actor';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { productSizes, products } from '../../db/schema';
import { conflict, HttpError } from '../../http-error';
import { emitEvent } from '../../outbox/outbox';
import { recordAudit } from '../audit/audit.service';
import { setImportedStockLevels } from '../stock/stock.service';
import { readProductCsv } from './product-csv-read';
import { planImport, productFieldsChange, type ImportPlan, type ProductPlan } from './product-import-plan';
import { productStatusMachine } from './product-status.service';

// The products CSV import (docs/decisions/0059-skus-and-product-csv.md): a dry run answers what the file would
// change and every row's problems; the import applies all rows or none, in one transaction: products created or
// updated, sizes offered, stock through the stock ledger (reason `import`), SKUs, status moves through the product
// machine, and one audit entry for the whole import.

/** Refused: the file has problems; the answer lists them all, with what it would otherwise have done. */
class ImportRefused extends HttpError {
  constructor(result: ProductImportResult) {
    const { message, ...rest } = result;
    super(422, message, rest);
  }
}

function resultOf(plan: ImportPlan, rows: number, dryRun: boolean, applied: boolean): ProductImportResult {
  const rowsWithProblems = new Set(plan.problems.map((problem) => problem.row)).size;
  return {
    message:
      plan.problems.length > 0
        ? PRODUCT_CSV_MESSAGES.hasProblems(rowsWithProblems)
        : applied
          ? PRODUCT_CSV_MESSAGES.applied(rows)
          : summary(plan),
    dryRun,
    applied,
    rows,
    problems: plan.problems,
    ...plan.counts,
  };
}

function summary(plan: ImportPlan): string {
  const { newProducts, updatedProducts, newSizes, updatedSizes, stockChanges } = plan.counts;
  if (newProducts + updatedProducts === 0) return PRODUCT_CSV_MESSAGES.nothingChanges;
  return [
    PRODUCT_CSV_MESSAGES.newProducts(newProducts),
    PRODUCT_CSV_MESSAGES.updatedProducts(updatedProducts),
    PRODUCT_CSV_MESSAGES.newSizes(newSizes),
    PRODUCT_CSV_MESSAGES.updatedSizes(updatedSizes),
    PRODUCT_CSV_MESSAGES.stockChanges(stockChanges),
  ].join(', ');
}

/** New products, inserted as drafts (their status is moved afterwards, through the machine). */
async function insertNewProducts(tx: DbOrTx, plans: ProductPlan[], now: Date): Promise<void> {
  for (let start = 0; start < plans.length; start += 500)
    await tx.insert(products).values(
      plans.slice(start, start + 500).map((plan) => ({
        id: plan.id,
        ...plan.fields,
        status: 'draft' as const,
        createdAt: now,
        updatedAt: now,
      })),
    );
}

/** Existing products whose fields change; locked first, in id order, as every product path locks them. */
async function updateProducts(tx: DbOrTx, plans: ProductPlan[], now: Date): Promise<void> {
  if (plans.length === 0) return;
  const ids = plans.map((plan) => plan.id).sort();
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id)
    .for('update');
  for (const plan of plans)
    await tx
      .update(products)
      .set({ ...plan.fields, updatedAt: now })
      .where(eq(products.id, plan.id));
}

/** New SKUs of sizes the products already offered (a new size gets its SKU as it is offered). */
async function renameSkus(tx: DbOrTx, plans: ProductPlan[]): Promise<void> {
  const renamed = plans.flatMap((plan) =>
    plan.sizes
      .filter((size) => size.before !== undefined && size.sku !== '' && size.sku !== size.skuBefore)
      .map((size) => ({ product_id: plan.id, size: size.size, sku: size.sku })),
  );
  if (renamed.length === 0) return;
  try {
    await tx.execute(sql`
      update ${productSizes} s set sku = w.sku
      from jsonb_to_recordset(${JSON.stringify(renamed)}::jsonb) as w(product_id uuid, size text, sku text)
      where s.product_id = w.product_id and s.size = w.size`);
  } catch (error) {
    // Two sizes trading SKUs in one file: the unique index refuses the first of them.
    if (isUniqueViolation(error))
      throw conflict(SKU_MESSAGES.taken(renamed.map((size) => size.sku).join(', ')));
    throw error;
  }
}

async function apply(
  tx: DbOrTx,
  plan: ImportPlan,
  rows: number,
  now: Date,
  admin: AdminActor,
): Promise<void> {
  const fresh = plan.products.filter((product) => !product.existing);
  const changed = plan.products.filter((product) => product.existing && productFieldsChange(product));
  await insertNewProducts(tx, fresh, now);
  await updateProducts(tx, changed, now);
  await renameSkus(tx, plan.products);
  await setImportedStockLevels(tx, {
    levels: plan.products.flatMap((product) =>
      product.sizes.map((size) => ({
        productId: product.id,
        size: size.size,
        stock: size.stock,
        sku: size.before === undefined ? size.sku : undefined,
      })),
    ),
    actor: admin,
  });
  // Status moves after the sizes they are checked against; a new product starts as a draft.
  for (const product of plan.products) {
    const from = product.existing?.status ?? 'draft';
    if (product.status !== from)
      await productStatusMachine.move(tx, { id: product.id }, from, product.status, { by: admin, now });
  }
  const first = plan.products[0];
  await recordAudit(tx, admin, {
    action: 'products.imported',
    targetId: first ? first.id : 'none',
    after: { rows, ...plan.counts },
  });
  if (first) await emitEvent(tx, { type: 'catalog.changed', payload: { productId: first.id } });
}

/**
 * Checks a products CSV and, unless `dryRun`, applies it. A dry run answers the plan and its problems; an import
 * with problems is refused (422, the same answer) and changes nothing.
 */
export async function importProductsCsv(
  db: Db,
  text: string,
  options: { dryRun: boolean; now: Date; admin: AdminActor },
): Promise<ProductImportResult> {
  const read = readProductCsv(text);
  if (options.dryRun) {
    const plan = await planImport(db, read.rows, read.problems);
    return resultOf(plan, read.total, true, false);
  }
  return inTransaction(db, async (tx) => {
    // Planned again inside the transaction that applies it, so that it applies what it checked.
    const plan = await planImport(tx, read.rows, read.problems);
    if (plan.problems.length > 0) throw new ImportRefused(resultOf(plan, read.total, false, false));
    await apply(tx, plan, read.total, options.now, options.admin);
    return resultOf(plan, read.total, false, true);
  });
}
