import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  SIMILAR_PRODUCTS_LIMIT,
  type Product,
  type ProductDetail,
  type ProductListQuery,
  type ProductPage,
  type SearchQuery,
} from '../../../contract/catalog';
import { PAGE_SIZES, SIZES, type Category, type Gender, type Size } from '../../../contract/constants';
import { TEXT } from '../../../contract/messages';
import { paiseToRupees, rupeesToPaise } from '../../../contract/money';
import type { Db, DbOrTx } from '../../db/client';
import { images, productImages, products, productSizes } from '../../db/schema';
import { notFound } from '../../http-error';
import { imageSetEntry, mediaUrl } from '../../images/image-urls';
import {
  PRODUCT_SEARCH_VECTOR,
  searchCondition,
  searchTsQuery,
  searchWords,
  TYPO_MIN_LENGTH,
} from './search';
import { inStock } from './in-stock';
import { nameVocabulary, nearSpellings } from './search-vocabulary';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ProductRow = typeof products.$inferSelect;

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  category: products.category,
  gender: products.gender,
  pricePaise: products.pricePaise,
  discountPricePaise: products.discountPricePaise,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** The sizes and pictures of some products: two queries, never one per product. */
async function sizesAndPictures(db: DbOrTx, ids: string[]) {
  const [sizeRows, imageRows] = await Promise.all([
    db
      .select({ productId: productSizes.productId, size: productSizes.size, stock: productSizes.stock })
      .from(productSizes)
      .where(inArray(productSizes.productId, ids)),
    db
      .select({
        productId: productImages.productId,
        id: images.id,
        width: images.width,
        height: images.height,
      })
      .from(productImages)
      .innerJoin(images, eq(images.id, productImages.imageId))
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.productId), asc(productImages.position)),
  ]);
  const sizesOf = new Map<string, Map<string, number>>();
  for (const s of sizeRows) {
    const m = sizesOf.get(s.productId) ?? new Map<string, number>();
    m.set(s.size, s.stock);
    sizesOf.set(s.productId, m);
  }
  const imagesOf = new Map<string, typeof imageRows>();
  for (const i of imageRows) imagesOf.set(i.productId, [...(imagesOf.get(i.productId) ?? []), i]);
  return { sizesOf, imagesOf };
}

function toApiProduct(
  row: ProductRow,
  { sizesOf, imagesOf }: Awaited<ReturnType<typeof sizesAndPictures>>,
  publicUrl: string,
): Product {
  const stock = sizesOf.get(row.id);
  const pictures = imagesOf.get(row.id) ?? [];
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as Category,
    gender: row.gender as Gender,
    images: pictures.map((p) => mediaUrl(publicUrl, p.id)),
    imageSet: pictures.map((p) => imageSetEntry(p)),
    price: paiseToRupees(row.pricePaise),
    discountPrice: paiseToRupees(row.discountPricePaise),
    createdAt: row.createdAt.toISOString(),
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

/** The products of a page of ids, in that order: their rows, sizes and pictures in three parallel queries. */
export async function productsByIds(db: DbOrTx, ids: string[], publicUrl: string): Promise<Product[]> {
  if (ids.length === 0) return [];
  const [rows, details] = await Promise.all([
    db.select(productColumns).from(products).where(inArray(products.id, ids)),
    sizesAndPictures(db, ids),
  ]);
  const rowOf = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rowOf.get(id);
    return row ? [toApiProduct(row, details, publicUrl)] : [];
  });
}

export async function newArrivals(db: Db, publicUrl: string): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(gte(products.pricePaise, 1))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(PAGE_SIZES.newArrivals);
  return toApiProducts(db, rows, publicUrl);
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
  return { items: await productsByIds(db, ids, publicUrl), totalPages, currentPage, totalItems };
}

/**
 * How many matches a search ranks: the newest this many. Ranking costs a read of each match's document, and a broad
 * word ("frock") matches one product in six of a big catalog; its newest matches are found in index order, so a
 * search costs the same on 1,000 or 100,000 products (docs/decisions/catalog-search.md).
 */
export const SEARCH_CANDIDATES = 1_000;

/** The search's SELECT of a page of product ids (also run under EXPLAIN by the catalog benchmark). */
export function searchSelect(
  tx: DbOrTx,
  words: string[],
  limit: number,
  offset: number,
  nearSpellings?: Map<string, string[]>,
) {
  const candidates = tx
    .select({
      id: products.id,
      createdAt: products.createdAt,
      rank: sql<number>`ts_rank(${PRODUCT_SEARCH_VECTOR}, (${searchTsQuery(words, nearSpellings)}))`.as(
        'rank',
      ),
    })
    .from(products)
    .where(and(gte(products.pricePaise, 1), searchCondition(PRODUCT_SEARCH_VECTOR, words, nearSpellings)))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(SEARCH_CANDIDATES)
    .as('candidates');
  return tx
    .select({ id: candidates.id })
    .from(candidates)
    .orderBy(desc(candidates.rank), desc(candidates.createdAt), asc(candidates.id))
    .limit(limit)
    .offset(offset);
}

/** Whether the words have exact (full-text) matches; the GIN index answers this at the first hit. */
export async function hasExactMatches(tx: DbOrTx, words: string[]): Promise<boolean> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(searchCondition(PRODUCT_SEARCH_VECTOR, words))
    .limit(1);
  return rows.length > 0;
}

/** The typo path's alternatives: near spellings, from the names' vocabulary, of each word of 4+ letters. */
export async function typoAlternatives(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const vocabulary = await nameVocabulary(db, db);
  return nearSpellings(
    vocabulary,
    words.filter((word) => word.length >= TYPO_MIN_LENGTH),
  );
}

/**
 * GET /user/search: full-text matches ranked by weight (name > category, gender > description), with synonyms.
 * When the words have no exact match at all, each word of 4+ letters may also be a near spelling of a word of the
 * product names (see search-vocabulary.ts); the search still runs on the full-text index.
 */
export async function searchProducts(db: Db, query: SearchQuery, publicUrl: string): Promise<Product[]> {
  const words = searchWords(query.q);
  if (words.length === 0) return [];
  const offset = (query.page - 1) * query.limit;
  const idsOf = async (near?: Map<string, string[]>) =>
    (await searchSelect(db, words, query.limit, offset, near)).map((row) => row.id);
  let ids = await idsOf();
  // An empty first page means no exact match at all; an empty later page may just be past the last match.
  if (ids.length === 0 && (offset === 0 || !(await hasExactMatches(db, words)))) {
    const near = await typoAlternatives(db, words);
    ids = [...near.values()].some((spellings) => spellings.length > 0) ? await idsOf(near) : [];
  }
  return productsByIds(db, ids, publicUrl);
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
  const rows: ProductRow[] = [];
  for (const tier of tiers) {
    if (rows.length >= SIMILAR_PRODUCTS_LIMIT) break;
    rows.push(
      ...(await db
        .select(productColumns)
        .from(products)
        .where(and(ne(products.id, product._id), gte(products.pricePaise, 1), tier, inStock()))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(SIMILAR_PRODUCTS_LIMIT - rows.length)),
    );
  }
  return { product, similarProducts: await toApiProducts(db, rows, publicUrl) };
}
