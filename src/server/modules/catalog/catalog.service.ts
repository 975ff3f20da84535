import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  SIMILAR_PRODUCTS_LIMIT,
  type Product,
  type ProductCard,
  type ProductDetail,
  type ProductListQuery,
  type ProductPage,
} from '../../../contract/catalog';
import { PAGE_SIZES, SIZES, type Category, type Gender, type Size } from '../../../contract/constants';
import { TEXT } from '../../../contract/messages';
import { paiseToRupees, rupeesToPaise } from '../../../contract/money';
import type { Db, DbOrTx } from '../../db/client';
import { images, productImages, products, productSizes } from '../../db/schema';
import { notFound } from '../../http-error';
import { defaultWidth, imageSetEntry, mediaUrl, type StoredPicture } from '../../images/image-urls';
import { inStock } from './in-stock';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// What shoppers see of a product (the HSN code is for invoices and the admin's form).
type ProductRow = Omit<typeof products.$inferSelect, 'hsnCode'>;

/** What a card is built from: no description (the longest column) and no stock. */
const cardColumns = {
  id: products.id,
  name: products.name,
  category: products.category,
  gender: products.gender,
  pricePaise: products.pricePaise,
  discountPricePaise: products.discountPricePaise,
  createdAt: products.createdAt,
};
type CardRow = Pick<ProductRow, keyof typeof cardColumns>;

const productColumns = {
  ...cardColumns,
  description: products.description,
  updatedAt: products.updatedAt,
};

/** The pictures of some products in their order, or only each one's main picture (for cards): one query. */
function picturesOf(db: DbOrTx, ids: string[], { mainOnly }: { mainOnly: boolean }) {
  return db
    .select({
      productId: productImages.productId,
      id: images.id,
      width: images.width,
      height: images.height,
      widths: images.widths,
    })
    .from(productImages)
    .innerJoin(images, eq(images.id, productImages.imageId))
    .where(
      mainOnly
        ? // The main picture is the first by position (positions may have gaps after a picture was removed).
          and(
            inArray(productImages.productId, ids),
            sql`${productImages.position} = (select min(p.position) from product_images p where p.product_id = ${productImages.productId})`,
          )
        : inArray(productImages.productId, ids),
    )
    .orderBy(asc(productImages.productId), asc(productImages.position));
}

type PictureRow = Awaited<ReturnType<typeof picturesOf>>[number];

function groupPictures(imageRows: PictureRow[]): Map<string, PictureRow[]> {
  const imagesOf = new Map<string, PictureRow[]>();
  for (const i of imageRows) imagesOf.set(i.productId, [...(imagesOf.get(i.productId) ?? []), i]);
  return imagesOf;
}

/** The sizes and pictures of some products: two queries, never one per product. */
async function sizesAndPictures(db: DbOrTx, ids: string[]) {
  const [sizeRows, imageRows] = await Promise.all([
    db
      .select({ productId: productSizes.productId, size: productSizes.size, stock: productSizes.stock })
      .from(productSizes)
      .where(inArray(productSizes.productId, ids)),
    picturesOf(db, ids, { mainOnly: false }),
  ]);
  const sizesOf = new Map<string, Map<string, number>>();
  for (const s of sizeRows) {
    const m = sizesOf.get(s.productId) ?? new Map<string, number>();
    m.set(s.size, s.stock);
    sizesOf.set(s.productId, m);
  }
  return { sizesOf, imagesOf: groupPictures(imageRows) };
}

function toApiCard(row: CardRow, pictures: StoredPicture[], publicUrl: string): ProductCard {
  return {
    _id: row.id,
    name: row.name,
    category: row.category as Category,
    gender: row.gender as Gender,
    images: pictures.map((p) => mediaUrl(publicUrl, p.id, defaultWidth(p.widths))),
    imageSet: pictures.map((p) => imageSetEntry(p)),
    price: paiseToRupees(row.pricePaise),
    discountPrice: paiseToRupees(row.discountPricePaise),
    createdAt: row.createdAt.toISOString(),
  };
}

function toApiProduct(
  row: ProductRow,
  { sizesOf, imagesOf }: Awaited<ReturnType<typeof sizesAndPictures>>,
  publicUrl: string,
): Product {
  const stock = sizesOf.get(row.id);
  return {
    ...toApiCard(row, imagesOf.get(row.id) ?? [], publicUrl),
    description: row.description,
    // Sizes in the shop's order; a size the product was never stocked in is omitted.
    sizeAndStock: SIZES.filter((size) => stock?.has(size)).map((size: Size) => ({
      size,
      stock: stock!.get(size)!,
    })),
  };
}

/** Turns a page of product rows into API products with two more queries (sizes, pictures), never one per row. */
export async function toApiProducts(db: DbOrTx, rows: ProductRow[], publicUrl: string): Promise<Product[]> {
  if (rows.length === 0) return [];
  const details = await sizesAndPictures(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toApiProduct(row, details, publicUrl));
}

/** Product rows as cards with one more query (their main pictures), never one per row. */
async function toApiCards(db: DbOrTx, rows: CardRow[], publicUrl: string): Promise<ProductCard[]> {
  if (rows.length === 0) return [];
  const imagesOf = groupPictures(
    await picturesOf(
      db,
      rows.map((r) => r.id),
      { mainOnly: true },
    ),
  );
  return rows.map((row) => toApiCard(row, imagesOf.get(row.id) ?? [], publicUrl));
}

/**
 * A card's columns with its main picture (the first by position) as JSON, for a statement that picks the products
 * itself and hands back whole cards: a page of search results is then one statement instead of three.
 */
export const cardWithPictureColumns = {
  ...cardColumns,
  picture: sql<StoredPicture | null>`(
    select json_build_object('id', ${images.id}, 'width', ${images.width}, 'height', ${images.height}, 'widths', ${images.widths})
    from ${productImages} join ${images} on ${images.id} = ${productImages.imageId}
    where ${productImages.productId} = ${products.id}
    order by ${productImages.position} limit 1)`,
};

/** A card from a row of `cardWithPictureColumns`. */
export function cardFromRow(
  row: CardRow & { picture: StoredPicture | null },
  publicUrl: string,
): ProductCard {
  return toApiCard(row, row.picture ? [row.picture] : [], publicUrl);
}

/** The cards of a page of ids, in that order: their rows and main pictures in two parallel queries. */
export async function cardsByIds(db: DbOrTx, ids: string[], publicUrl: string): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const [rows, imageRows] = await Promise.all([
    db.select(cardColumns).from(products).where(inArray(products.id, ids)),
    picturesOf(db, ids, { mainOnly: true }),
  ]);
  const rowOf = new Map(rows.map((row) => [row.id, row]));
  const imagesOf = groupPictures(imageRows);
  return ids.flatMap((id) => {
    const row = rowOf.get(id);
    return row ? [toApiCard(row, imagesOf.get(id) ?? [], publicUrl)] : [];
  });
}

export async function newArrivals(db: Db, publicUrl: string): Promise<ProductCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(products)
    .where(gte(products.pricePaise, 1))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(PAGE_SIZES.newArrivals);
  return toApiCards(db, rows, publicUrl);
}

/** GET /user/getAllproducts: filters and sort run in the database over the whole catalog. */
export async function listProducts(db: Db, query: ProductListQuery, publicUrl: string): Promise<ProductPage> {
  const conditions: SQL[] = [
    gte(products.pricePaise, 1),
    gte(products.discountPricePaise, rupeesToPaise(query.minPrice)),
    lte(products.discountPricePaise, rupeesToPaise(Math.max(query.minPrice, query.maxPrice))),
  ];
  if (query.category.length > 0) conditions.push(inArray(products.category, query.category));
  if (query.gender.length > 0) conditions.push(inArray(products.gender, query.gender));
  if (query.size) conditions.push(inStock(query.size));
  const where = and(...conditions);
  const order =
    query.sort === 'priceLow'
      ? [asc(products.discountPricePaise), desc(products.createdAt), asc(products.id)]
      : query.sort === 'priceHigh'
        ? [desc(products.discountPricePaise), desc(products.createdAt), asc(products.id)]
        : [desc(products.createdAt), desc(products.id)];
  // Both read only the listing's covering indexes (index-only scans), so a deep page skips index entries, not rows.
  const pageIds = async (page: number) =>
    (
      await db
        .select({ id: products.id })
        .from(products)
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset((page - 1) * query.limit)
    ).map((row) => row.id);

  // The count and the asked-for page at once; the page is asked again only when it was past the last one.
  const [[counted], asked] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
    pageIds(query.page),
  ]);
  const totalItems = Number(counted?.total ?? 0);
  const totalPages = Math.max(1, Math.ceil(totalItems / query.limit));
  const currentPage = Math.min(query.page, totalPages);
  const ids = currentPage === query.page ? asked : await pageIds(currentPage);
  const page = await cardsByIds(db, ids, publicUrl);
  return { products: page, items: page, totalPages, currentPage, totalItems };
}

/** A product by id, or undefined for unknown and malformed ids. */
export async function findProduct(db: DbOrTx, id: string, publicUrl: string): Promise<Product | undefined> {
  if (!UUID.test(id)) return undefined;
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, id), gte(products.pricePaise, 1)));
  const [product] = await toApiProducts(db, rows, publicUrl);
  return product;
}

/** GET /user/productDetail/:id: the product and a few in-stock ones of the same category or gender. */
export async function productDetail(db: Db, id: string, publicUrl: string): Promise<ProductDetail> {
  const product = await findProduct(db, id, publicUrl);
  if (!product) throw notFound(TEXT.productNotFound);
  // Same category and gender first, then same category, then same gender; newest first within each. Three small
  // queries, each answered from the newest products by an index, instead of sorting every candidate of the catalog.
  const tiers = [
    and(eq(products.category, product.category), eq(products.gender, product.gender)),
    and(eq(products.category, product.category), ne(products.gender, product.gender)),
    and(ne(products.category, product.category), eq(products.gender, product.gender)),
  ];
  const rows: CardRow[] = [];
  for (const tier of tiers) {
    if (rows.length >= SIMILAR_PRODUCTS_LIMIT) break;
    rows.push(
      ...(await db
        .select(cardColumns)
        .from(products)
        .where(and(ne(products.id, product._id), gte(products.pricePaise, 1), tier, inStock()))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(SIMILAR_PRODUCTS_LIMIT - rows.length)),
    );
  }
  return { product, similarProducts: await toApiCards(db, rows, publicUrl) };
}
