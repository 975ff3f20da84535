import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Product } from '../../../contract/catalog';
import type { ProductStatus } from '../../../contract/product-status';

/** What the back office is answered: the product whatever its status, which it carries. */
type AdminProduct = Product;
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
import { images, orderItems, productImages, productSizes, products, returnItems } from '../../db/schema';
import { conflict, notFound } from '../../http-error';
import { storeImage } from '../../images/pipeline';
import { findAdminProduct, productColumns, productFromRow } from './catalog.service';
import { changedFields, recordAudit } from '../audit/audit.service';
import { setStockLevels, stopOfferingSizes } from '../stock/stock.service';
import { assignSkus } from './size-skus';
import { missingToPublishNow, productStatusMachine } from './product-status.service';
import type { ProductUpload } from './product-upload';
import { PRODUCT_FORM_MESSAGES, PRODUCT_STATUS_MESSAGES } from '../../../contract/messages/admin';

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
 * The sizes sent are the sizes the product is offered in, each with its stock (0: sold out); a size not sent is not
 * offered, and its row goes (docs/decisions/0058-product-life-and-offered-sizes.md). The stock module locks the rows
 * in its fixed order and writes what changed to the ledger.
 */
async function saveSizes(tx: DbOrTx, productId: string, upload: ProductUpload, admin: Actor): Promise<void> {
  const levels = upload.form.sizeAndStock;
  const offered = new Set<string>(levels.map((level) => level.size));
  const existing = await tx
    .select({ size: productSizes.size })
    .from(productSizes)
    .where(eq(productSizes.productId, productId));
  await setStockLevels(tx, { productId, levels, actor: admin });
  await stopOfferingSizes(tx, {
    productId,
    sizes: existing.map((row) => row.size).filter((size) => !offered.has(size)),
    actor: admin,
  });
  await assignSkus(tx, productId, levels);
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
  // The offered sizes only, in the shop's order: a size not offered is absent here too.
  const stock = Object.fromEntries(
    SIZES.flatMap((size) => {
      const row = sizes.find((s) => s.size === size);
      return row ? [[size, row.stock]] : [];
    }),
  );
  const skus = Object.fromEntries(
    SIZES.flatMap((size) => {
      const row = sizes.find((s) => s.size === size);
      return row ? [[size, row.sku]] : [];
    }),
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
    skus,
  };
}

/**
 * A new product is saved as a draft, then moved to the status asked for through the product machine (publishing
 * checks what it needs; refused, nothing is saved). Without a status, as the original client adds products, it is
 * published when it may be and stays a draft otherwise.
 */
export async function createProduct(
  db: Db,
  upload: ProductUpload,
  now: Date,
  publicUrl: string,
  admin: AdminActor,
): Promise<AdminProduct> {
  const id = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({ ...columns(upload), status: 'draft' })
      .returning({ id: products.id });
    await saveSizes(tx, row!.id, upload, admin);
    await replaceImages(tx, row!.id, upload.images);
    await recordAudit(tx, admin, {
      action: 'product.created',
      targetId: row!.id,
      after: { ...(await auditedState(tx, row!.id)), images: upload.images.length },
    });
    const status =
      upload.form.status ?? ((await missingToPublishNow(tx, row!.id)).length === 0 ? 'active' : 'draft');
    if (status !== 'draft')
      await productStatusMachine.move(tx, { id: row!.id }, 'draft', status, { by: admin, now });
    await emitEvent(tx, { type: 'catalog.changed', payload: { productId: row!.id } });
    return row!.id;
  });
  return (await findAdminProduct(db, id, publicUrl))!;
}

/** Images are replaced only when files are sent. */
export async function updateProduct(
  db: Db,
  id: string,
  upload: ProductUpload,
  now: Date,
  publicUrl: string,
  admin: AdminActor,
): Promise<AdminProduct> {
  await inTransaction(db, async (tx) => {
    // The row lock keeps two admins' edits from interleaving between "before" and the update.
    const [current] = await tx
      .select({ status: products.status })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
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
    // The status asked for, after the fields, sizes and pictures it is checked against; the same status is no move.
    const status = upload.form.status;
    if (status && current && status !== current.status)
      await productStatusMachine.move(tx, { id }, current.status, status, { by: admin, now });
    await emitEvent(tx, { type: 'catalog.changed', payload: { productId: id } });
  });
  return (await findAdminProduct(db, id, publicUrl))!;
}

/** What `stock.updated` records: each size's stock under its name, and its SKU under "<size> SKU". */
function stockAndSkus(state: { stock: Record<string, number>; skus: Record<string, string> }) {
  return {
    ...state.stock,
    ...Object.fromEntries(Object.entries(state.skus).map(([size, sku]) => [`${size} SKU`, sku])),
  } as Record<string, number | string>;
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
    const before = stockAndSkus((await auditedState(tx, id))!);
    await setStockLevels(tx, { productId: id, levels, actor: admin });
    await assignSkus(tx, id, levels);
    const change = changedFields(before, stockAndSkus((await auditedState(tx, id))!));
    if (!change) return;
    await recordAudit(tx, admin, { action: 'stock.updated', targetId: id, ...change });
    await emitEvent(tx, { type: 'catalog.changed', payload: { productId: id } });
  });
  return (await findAdminProduct(db, id, publicUrl))!;
}

/** The product with its HSN code: its own, or its category's usual one. */
export async function productForEditing(
  db: Db,
  id: string,
  publicUrl: string,
): Promise<Product & { hsnCode: string }> {
  const product = await findAdminProduct(db, id, publicUrl);
  if (!product) throw notFound(PRODUCT_FORM_MESSAGES.productNotFound);
  const [row] = await db.select({ hsnCode: products.hsnCode }).from(products).where(eq(products.id, id));
  return { ...product, hsnCode: row?.hsnCode ?? defaultHsnCode(product.category) };
}

export interface AdminProductFilter {
  q?: string | undefined;
  category?: Category | undefined;
  /** Only products with at least one offered size at stock 0 (sold out in it). */
  outOfStock?: boolean | undefined;
  status?: ProductStatus | undefined;
}

/** The back office's product list filters, as SQL; the products CSV export reads the same. */
export function adminProductWhere(filter: AdminProductFilter): SQL | undefined {
  return and(
    filter.q ? ilike(products.name, containsPattern(filter.q)) : undefined,
    filter.category ? eq(products.category, filter.category) : undefined,
    filter.status ? eq(products.status, filter.status) : undefined,
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
    .select(productColumns)
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit)
    .offset(offset);
  return { products: rows.map((row) => productFromRow(row, publicUrl)), totalPages, currentPage };
}

/**
 * A back-office action on a product's life (publish, hide, archive, back to draft): one move of the product machine,
 * from the status the product is in now, under its row lock.
 */
export async function moveProductStatus(
  db: Db,
  id: string,
  to: ProductStatus,
  now: Date,
  publicUrl: string,
  admin: AdminActor,
): Promise<AdminProduct> {
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ status: products.status })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!row) throw notFound(PRODUCT_FORM_MESSAGES.productNotFound);
    await productStatusMachine.move(tx, { id }, row.status, to, { by: admin, now });
  });
  return (await findAdminProduct(db, id, publicUrl))!;
}

/**
 * Deletes a product the shop never sold: its sizes, pictures, bag and wishlist entries and ledger go with it. One
 * that was ordered (or returned) stays in the books: 409, archive it instead. The order check runs under the row
 * lock that placing an order's stock take waits behind (its sizes' rows belong to the product).
 */
export async function deleteProduct(db: Db, id: string, admin: AdminActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ id: products.id, name: products.name, status: products.status })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!row) throw notFound(PRODUCT_FORM_MESSAGES.productNotFound);
    // Locks the sizes too, so that an order being placed now either commits first (and is seen) or waits and fails.
    await tx
      .select({ size: productSizes.size })
      .from(productSizes)
      .where(eq(productSizes.productId, id))
      .for('update');
    const [ordered] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.productId, id))
      .limit(1);
    const [returned] = await tx
      .select({ id: returnItems.id })
      .from(returnItems)
      .where(eq(returnItems.productId, id))
      .limit(1);
    if (ordered || returned) throw conflict(PRODUCT_STATUS_MESSAGES.hasOrders);
    const before = await auditedState(tx, id);
    const pictures = await tx
      .select({ imageId: productImages.imageId })
      .from(productImages)
      .where(eq(productImages.productId, id));
    await tx.delete(products).where(eq(products.id, id));
    // Its pictures go too, unless another product shows the same stored picture.
    const imageIds = pictures.map((picture) => picture.imageId);
    if (imageIds.length > 0)
      await tx
        .delete(images)
        .where(
          and(
            inArray(images.id, imageIds),
            sql`not exists (select 1 from ${productImages} where ${productImages.imageId} = ${images.id})`,
          ),
        );
    await recordAudit(tx, admin, {
      action: 'product.deleted',
      targetId: id,
      before: { ...before, status: row.status },
    });
    await emitEvent(tx, { type: 'catalog.changed', payload: { productId: id } });
  });
}
