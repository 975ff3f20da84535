import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Product } from '../../../contract/catalog';
import { SIZES, type Category } from '../../../contract/constants';
import { defaultHsnCode } from '../../../contract/hsn';
import { rupeesToPaise } from '../../../contract/money';
import { type StockLevels } from '../../../contract/product-form';
import type { Actor, AdminActor } from '../../actor';
import type { Db, DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { inTransaction } from '../../db/transaction';
import { emitEvent } from '../../outbox/outbox';
import { paginate } from '../../db/pagination';
import { productImages, productSizes, products } from '../../db/schema';
import { notFound } from '../../http-error';
import { storeImage } from '../../images/pipeline';
import { findProduct, toApiProducts } from './catalog.service';
import { changedFields, recordAudit } from '../audit/audit.service';
import { setStockLevels } from '../stock/stock.service';
import type { ProductUpload } from './product-upload';
import { PRODUCT_FORM_MESSAGES } from '../../../contract/messages';

// Adding and editing products. Each save is one transaction: fields, all five sizes' stock (through the stock
// module, so the ledger records the change) and (when files are sent) the pictures, which go through the shop's image pipeline (checked by content, stored as WebP).

function columns(upload: ProductUpload) {
  const { form } = upload;
  return {
    name: form.name,
    description: form.description,
    category: form.category,
    gender: form.gender,
    pricePaise: rupeesToPaise(form.price),
    discountPricePaise: rupeesToPaise(form.discountPrice),
    // A client that does not know HSN codes (the original one) leaves the product's code as it is.
    ...(form.hsnCode ? { hsnCode: form.hsnCode } : {}),
  };
}

/**
 * Every size gets a row; sizes not sent have stock 0, so the edit form always shows all five. The stock module
 * locks the rows in its fixed order and writes what changed to the ledger.
 */
async function saveSizes(tx: DbOrTx, productId: string, upload: ProductUpload, admin: Actor): Promise<void> {
  const stockOf = new Map(upload.form.sizeAndStock.map((s) => [s.size, s.stock]));
  const levels = SIZES.map((size) => ({ size, stock: stockOf.get(size) ?? 0 }));
  await setStockLevels(tx, { productId, levels, actor: admin });
}

async function replaceImages(tx: DbOrTx, productId: string, images: Buffer[]): Promise<void> {
  // Old pictures stay stored: past orders still show them.
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  for (const [position, buffer] of images.entries()) {
    const imageId = await storeImage(tx, buffer);
    await tx.insert(productImages).values({ productId, position, imageId });
  }
}

/** What the audit trail keeps of a product: its fields (money in paise) and the stock of each size. */
async function auditedState(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(products).where(eq(products.id, id));
  if (!row) return undefined;
  const sizes = await tx.select().from(productSizes).where(eq(productSizes.productId, id));
  const stock = Object.fromEntries(
    SIZES.map((size) => [size, sizes.find((s) => s.size === size)?.stock ?? 0]),
  );
  return {
    name: row.name,
    description: row.description,
    category: row.category,
    gender: row.gender,
    pricePaise: row.pricePaise,
    discountPricePaise: row.discountPricePaise,
    hsnCode: row.hsnCode,
    stock,
  };
}

export async function createProduct(
  db: Db,
  upload: ProductUpload,
  publicUrl: string,
  admin: AdminActor,
): Promise<Product> {
  const id = await inTransaction(db, async (tx) => {
    const [row] = await tx.insert(products).values(columns(upload)).returning({ id: products.id });
    await saveSizes(tx, row!.id, upload, admin);
    await replaceImages(tx, row!.id, upload.images);
    await recordAudit(tx, admin, {
      action: 'product.created',
      targetId: row!.id,
      after: { ...(await auditedState(tx, row!.id)), images: upload.images.length },
    });
    await emitEvent(tx, { type: 'catalog.changed', payload: { productId: row!.id } });
    return row!.id;
  });
  return (await findProduct(db, id, publicUrl))!;
}

/** Images are replaced only when files are sent. */
export async function updateProduct(
  db: Db,
  id: string,
  upload: ProductUpload,
  now: Date,
  publicUrl: string,
  admin: AdminActor,
): Promise<Product> {
  await inTransaction(db, async (tx) => {
    // The row lock keeps two admins' edits from interleaving between "before" and the update.
    await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
    const before = await auditedState(tx, id);
    const updated = await tx
      .update(products)
      .set({ ...columns(upload), updatedAt: now })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (updated.length === 0) throw notFound(PRODUCT_FORM_MESSAGES.productNotFound);
    await saveSizes(tx, id, upload, admin);
    if (upload.images.length > 0) await replaceImages(tx, id, upload.images);
    const change = changedFields(
      { ...before!, images: 'kept' as string | number },
      { ...(await auditedState(tx, id))!, images: upload.images.length > 0 ? upload.images.length : 'kept' },
    );
    if (change) await recordAudit(tx, admin, { action: 'product.updated', targetId: id, ...change });
    await emitEvent(tx, { type: 'catalog.changed', payload: { productId: id } });
  });
  return (await findProduct(db, id, publicUrl))!;
}

/**
 * The admin sets the stock of some sizes from the products list: through the stock module (locked in its order,
 * ledgered as admin-set), recorded in the audit trail as `stock.updated` with the sizes that changed, and the
 * catalog caches dropped through the outbox, all in one transaction.
 */
export async function setProductStock(
  db: Db,
  id: string,
  levels: StockLevels['sizeAndStock'],
  publicUrl: string,
  admin: AdminActor,
): Promise<Product> {
  await inTransaction(db, async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!product) throw notFound(PRODUCT_FORM_MESSAGES.productNotFound);
    const before = (await auditedState(tx, id))!.stock;
    await setStockLevels(tx, { productId: id, levels, actor: admin });
    const change = changedFields(before, (await auditedState(tx, id))!.stock);
    if (!change) return;
    await recordAudit(tx, admin, { action: 'stock.updated', targetId: id, ...change });
    await emitEvent(tx, { type: 'catalog.changed', payload: { productId: id } });
  });
  return (await findProduct(db, id, publicUrl))!;
}

/** The product with its HSN code: its own, or its category's usual one. */
export async function productForEditing(
  db: Db,
  id: string,
  publicUrl: string,
): Promise<Product & { hsnCode: string }> {
  const product = await findProduct(db, id, publicUrl);
  if (!product) throw notFound(PRODUCT_FORM_MESSAGES.productNotFound);
  const [row] = await db.select({ hsnCode: products.hsnCode }).from(products).where(eq(products.id, id));
  return { ...product, hsnCode: row?.hsnCode ?? defaultHsnCode(product.category) };
}

export interface AdminProductFilter {
  q?: string | undefined;
  category?: Category | undefined;
  /** Only products with at least one size at stock 0. */
  outOfStock?: boolean | undefined;
}

function adminProductWhere(filter: AdminProductFilter): SQL | undefined {
  return and(
    filter.q ? ilike(products.name, containsPattern(filter.q)) : undefined,
    filter.category ? eq(products.category, filter.category) : undefined,
    filter.outOfStock
      ? sql`exists (select 1 from ${productSizes} where ${productSizes.productId} = ${products.id} and ${productSizes.stock} = 0)`
      : undefined,
  );
}

/** The admin list: every product, newest first, including those without a valid price or stock. */
export async function listAllProducts(
  db: Db,
  page: number,
  limit: number,
  publicUrl: string,
  filter: AdminProductFilter = {},
) {
  const where = adminProductWhere(filter);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  const { totalPages, currentPage, offset } = paginate(total?.n ?? 0, page, limit);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit)
    .offset(offset);
  return { products: await toApiProducts(db, rows, publicUrl), totalPages, currentPage };
}
