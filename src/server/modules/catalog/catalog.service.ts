import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  SIMILAR_PRODUCTS_LIMIT,
  type Product,
  type ProductCard,
  type ProductDetail,
  type ListFilters,
  type ProductListQuery,
  type ProductPage,
} from '../../../contract/catalog';
import {
  PAGE_SIZES,
  SIZES,
  type Category,
  type Gender,
  type ProductSort,
  type Size,
} from '../../../contract/constants';
import { isId } from '../../../contract/ids';
import { TEXT } from '../../../contract/messages';
import { paiseToRupees, rupeesToPaise } from '../../../contract/money';
import type { Db, DbOrTx } from '../../db/client';
import { INLINE_VALUES, type StatementValues } from '../../db/prepared';
import { images, productImages, products, productSizes } from '../../db/schema';
import { notFound, type HttpError } from '../../http-error';
import { defaultWidth, imageSetEntry, mediaUrl, type StoredPicture } from '../../images/image-urls';
import { inStock } from './in-stock';
import { listed } from './listed';
import { LISTED_STATUS } from '../../../contract/product-status';

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
type CardRow = Pick<typeof products.$inferSelect, keyof typeof cardColumns>;

type CardWithPictureRow = CardRow & { picture: StoredPicture | null };

interface StoredSize {
  size: string;
  stock: number;
  sku: string;
}

/**
 * What a product is read with: its columns, its sizes and its pictures (in their order) as JSON, so a product, or a
 * page of them, is one statement. Subqueries are written with aliases, as in `cardWithPictureColumns`.
 */
export const productColumns = {
  ...cardColumns,
  description: products.description,
  status: products.status,
  updatedAt: products.updatedAt,
  sizes: sql<StoredSize[]>`coalesce((
    select json_agg(json_build_object('size', s.size, 'stock', s.stock, 'sku', s.sku))
    from ${productSizes} s
    where s.product_id = ${products}.id), '[]'::json)`,
  pictures: sql<StoredPicture[]>`coalesce((
    select json_agg(
      json_build_object('id', i.id, 'width', i.width, 'height', i.height, 'widths', i.widths) order by p.position)
    from ${productImages} p join ${images} i on i.id = p.image_id
    where p.product_id = ${products}.id), '[]'::json)`,
};

/** A product row read with `productColumns`. */
type ProductRow = Pick<
  typeof products.$inferSelect,
  keyof typeof cardColumns | 'description' | 'status' | 'updatedAt'
> & {
  sizes: StoredSize[];
  pictures: StoredPicture[];
};

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

/** A product as the API shows it, from a row read with `productColumns`. */
export function productFromRow(row: ProductRow, publicUrl: string): Product {
  const offered = new Map(row.sizes.map((s) => [s.size, s]));
  return {
    ...toApiCard(row, row.pictures, publicUrl),
    description: row.description,
    status: row.status,
    // The offered sizes in the shop's order; a size the product is not offered in has no row and is omitted.
    sizeAndStock: SIZES.flatMap((size: Size) => {
      const stored = offered.get(size);
      return stored ? [{ size, stock: stored.stock, sku: stored.sku }] : [];
    }),
  };
}

/**
 * What a card is read with: its columns and its main picture as JSON. The main picture is the first by position
 * (positions may have gaps after a picture was removed). A page of cards is one statement, whatever picks the
 * products (a search, the newest, a product's similar ones).
 */
export const cardWithPictureColumns = {
  ...cardColumns,
  // Written with aliases: Drizzle leaves column names unqualified in a one-table select, where "id" would be the
  // picture's own.
  picture: sql<StoredPicture | null>`(
    select json_build_object('id', i.id, 'width', i.width, 'height', i.height, 'widths', i.widths)
    from ${productImages} p join ${images} i on i.id = p.image_id
    where p.product_id = ${products}.id
    order by p.position limit 1)`,
};

/** A card from a row read with `cardWithPictureColumns`. */
export function cardFromRow(row: CardWithPictureRow, publicUrl: string): ProductCard {
  return toApiCard(row, row.picture ? [row.picture] : [], publicUrl);
}

/** The cards of a page of ids, in that order: one query. */
async function cardsByIds(db: DbOrTx, ids: string[], publicUrl: string): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(cardWithPictureColumns).from(products).where(inArray(products.id, ids));
  const rowOf = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rowOf.get(id);
    return row ? [cardFromRow(row, publicUrl)] : [];
  });
}

export async function newArrivals(db: Db, publicUrl: string): Promise<ProductCard[]> {
  const rows = await db
    .select(cardWithPictureColumns)
    .from(products)
    .where(listed())
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(PAGE_SIZES.newArrivals);
  return rows.map((row) => cardFromRow(row, publicUrl));
}

/**
 * The list's filters (category, gender, price, in stock in a size), as all products and search results apply them;
 * their values inline, or as placeholders (src/server/db/prepared.ts).
 */
export function listFilterConditions(query: ListFilters, { bind }: StatementValues = INLINE_VALUES): SQL[] {
  const conditions: SQL[] = [
    gte(products.discountPricePaise, bind(rupeesToPaise(query.minPrice))),
    lte(products.discountPricePaise, bind(rupeesToPaise(Math.max(query.minPrice, query.maxPrice)))),
  ];
  if (query.category.length > 0) conditions.push(inArray(products.category, query.category.map(bind)));
  if (query.gender.length > 0) conditions.push(inArray(products.gender, query.gender.map(bind)));
  if (query.size) conditions.push(inStock(query.size, bind));
  return conditions;
}

/**
 * The share of the price a shopper pays: the "Discount" sort is this, lowest first. Written as the covering index
 * products_listing_discount_idx has it (migration 0018), so the planner walks that index.
 */
export const PAID_SHARE = sql`(${products.discountPricePaise})::double precision / ${products.pricePaise}`;

/** What a list sort orders by: the products' columns, or a subquery's columns of the same names. */
interface SortColumns {
  discountPricePaise: SQLWrapper;
  paidShare: SQLWrapper;
  unitsSold30d: SQLWrapper;
  createdAt: SQLWrapper;
  id: SQLWrapper;
}
const PRODUCT_SORT_COLUMNS: SortColumns = { ...products, paidShare: PAID_SHARE };

/** The order of a list sort; newest first by default (and on ties). */
export function listOrder(sort: ProductSort | undefined, c: SortColumns = PRODUCT_SORT_COLUMNS): SQL[] {
  switch (sort) {
    case 'priceLow':
      return [asc(c.discountPricePaise), desc(c.createdAt), asc(c.id)];
    case 'priceHigh':
      return [desc(c.discountPricePaise), desc(c.createdAt), asc(c.id)];
    case 'popularity':
      return [desc(c.unitsSold30d), desc(c.createdAt), desc(c.id)];
    case 'discount':
      return [asc(c.paidShare), desc(c.createdAt), desc(c.id)];
    default:
      return [desc(c.createdAt), desc(c.id)];
  }
}

/** GET /user/getAllproducts: filters and sort run in the database over the whole catalog. */
export async function listProducts(db: Db, query: ProductListQuery, publicUrl: string): Promise<ProductPage> {
  const where = and(listed(), ...listFilterConditions(query));
  const order = listOrder(query.sort);
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

async function findProductWhere(db: DbOrTx, id: string, publicUrl: string, where: SQL) {
  if (!isId(id)) return undefined;
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, id), where));
  return row && productFromRow(row, publicUrl);
}

/** A product shoppers may see (an active one), or undefined for others, unknown and malformed ids. */
export function findProduct(db: DbOrTx, id: string, publicUrl: string): Promise<Product | undefined> {
  return findProductWhere(db, id, publicUrl, listed());
}

/** Whether the shop has this product but shoppers may not see it (a draft, hidden or archived one). */
export async function isUnlisted(db: DbOrTx, id: string): Promise<boolean> {
  if (!isId(id)) return false;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), ne(products.status, LISTED_STATUS)));
  return row !== undefined;
}

/** A product whatever its status, for the back office (its answers, its preview). */
export function findAdminProduct(db: DbOrTx, id: string, publicUrl: string): Promise<Product | undefined> {
  return findProductWhere(db, id, publicUrl, gte(products.pricePaise, 1));
}

/**
 * GET /user/productDetail/:id: an active product and a few in-stock ones of the same category or gender; any other
 * is "not found" to shoppers. `asAdmin` is the back office's preview: the product whatever its status, with the
 * similar products a shopper would be offered beside it.
 */
export async function productDetail(
  db: Db,
  id: string,
  publicUrl: string,
  fewLeftAt: number,
  { asAdmin = false }: { asAdmin?: boolean } = {},
): Promise<ProductDetail> {
  const product = await (asAdmin ? findAdminProduct : findProduct)(db, id, publicUrl);
  if (!product) throw await notListed(db, id, publicUrl);
  const similarProducts = await similarTo(db, product, publicUrl);
  return { product, similarProducts, fewLeftAt };
}

/**
 * The 404 of a product shoppers may not see. One the shop has (a draft, hidden or archived one) is "not available",
 * with the similar products its page offers instead; an unknown one is "not found".
 */
async function notListed(db: Db, id: string, publicUrl: string): Promise<HttpError> {
  const [row] = isId(id)
    ? await db
        .select({ _id: products.id, category: products.category, gender: products.gender })
        .from(products)
        .where(eq(products.id, id))
    : [];
  if (!row) return notFound(TEXT.productNotFound);
  return notFound(TEXT.productNotAvailable, {
    similarProducts: await similarTo(db, row as Pick<Product, '_id' | 'category' | 'gender'>, publicUrl),
  });
}

/**
 * "Explore more like this": in-stock active products like `product`. Also offered beside a product shoppers can no
 * longer see (its page says it is not available).
 */
async function similarTo(
  db: Db,
  product: Pick<Product, '_id' | 'category' | 'gender'>,
  publicUrl: string,
): Promise<ProductCard[]> {
  // Same category and gender first, then same category, then same gender; newest first within each. Three small
  // queries, each answered from the newest products by an index, instead of sorting every candidate of the catalog.
  const tiers = [
    and(eq(products.category, product.category), eq(products.gender, product.gender)),
    and(eq(products.category, product.category), ne(products.gender, product.gender)),
    and(ne(products.category, product.category), eq(products.gender, product.gender)),
  ];
  const rows: CardWithPictureRow[] = [];
  for (const tier of tiers) {
    if (rows.length >= SIMILAR_PRODUCTS_LIMIT) break;
    rows.push(
      ...(await db
        .select(cardWithPictureColumns)
        .from(products)
        .where(and(ne(products.id, product._id), listed(), tier, inStock()))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(SIMILAR_PRODUCTS_LIMIT - rows.length)),
    );
  }
  return rows.map((row) => cardFromRow(row, publicUrl));
}
