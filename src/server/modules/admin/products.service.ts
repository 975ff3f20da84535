import { count, desc, eq } from 'drizzle-orm';
import type { Product } from '../../../contract/catalog';
import { SIZES } from '../../../contract/constants';
import { rupeesToPaise } from '../../../contract/money';
import { PRODUCT_FORM_MESSAGES } from '../../../contract/product-form';
import type { Db, DbOrTx } from '../../db/client';
import { paginate } from '../../db/pagination';
import { productImages, productSizes, products } from '../../db/schema';
import { notFound } from '../../http-error';
import { storeImage } from '../../images/pipeline';
import { findProduct, toApiProducts } from '../catalog/catalog.service';
import type { ProductUpload } from './product-upload';

// Adding and editing products. Each save is one transaction: fields, all five sizes' stock and (when files are
// sent) the pictures, which go through the shop's image pipeline (checked by content, stored as WebP).

function columns(upload: ProductUpload) {
  const { form } = upload;
  return {
    name: form.name,
    description: form.description,
    category: form.category,
    gender: form.gender,
    pricePaise: rupeesToPaise(form.price),
    discountPricePaise: rupeesToPaise(form.discountPrice),
  };
}

/** Every size gets a row; sizes not sent have stock 0, so the edit form always shows all five. */
async function saveSizes(tx: DbOrTx, productId: string, upload: ProductUpload): Promise<void> {
  const stockOf = new Map(upload.form.sizeAndStock.map((s) => [s.size, s.stock]));
  for (const size of SIZES) {
    const stock = stockOf.get(size) ?? 0;
    await tx
      .insert(productSizes)
      .values({ productId, size, stock })
      .onConflictDoUpdate({ target: [productSizes.productId, productSizes.size], set: { stock } });
  }
}

async function replaceImages(tx: DbOrTx, productId: string, images: Buffer[]): Promise<void> {
  // Old pictures stay stored: past orders still show them.
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  for (const [position, buffer] of images.entries()) {
    const imageId = await storeImage(tx, buffer);
    await tx.insert(productImages).values({ productId, position, imageId });
  }
}

export async function createProduct(db: Db, upload: ProductUpload, publicUrl: string): Promise<Product> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(products).values(columns(upload)).returning({ id: products.id });
    await saveSizes(tx, row!.id, upload);
    await replaceImages(tx, row!.id, upload.images);
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
): Promise<Product> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(products)
      .set({ ...columns(upload), updatedAt: now })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (updated.length === 0) throw notFound(PRODUCT_FORM_MESSAGES.productNotFound);
    await saveSizes(tx, id, upload);
    if (upload.images.length > 0) await replaceImages(tx, id, upload.images);
  });
  return (await findProduct(db, id, publicUrl))!;
}

export async function productForEditing(db: Db, id: string, publicUrl: string): Promise<Product> {
  const product = await findProduct(db, id, publicUrl);
  if (!product) throw notFound(PRODUCT_FORM_MESSAGES.productNotFound);
  return product;
}

/** The admin list: every product, newest first, including those without a valid price or stock. */
export async function listAllProducts(db: Db, page: number, limit: number, publicUrl: string) {
  const [total] = await db.select({ n: count() }).from(products);
  const { totalPages, currentPage, offset } = paginate(total?.n ?? 0, page, limit);
  const rows = await db
    .select()
    .from(products)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit)
    .offset(offset);
  return { products: await toApiProducts(db, rows, publicUrl), totalPages, currentPage };
}
