import { z } from 'zod';
import {
  CATEGORIES,
  GENDERS,
  PAGE_SIZES,
  PRICE_FILTER_DEFAULTS,
  PRODUCT_SORTS,
  SEARCH_SORTS,
  SIZES,
} from './constants';
import { SUGGEST_TEXT, UNKNOWN_SORT } from './messages/storefront';
import { queryInt } from './paging';
import { PRODUCT_STATUSES } from './product-status';
import { UnderstoodSearchSchema } from './search-phrase';

// Catalog API shapes (docs/product.md sections 3 and 7). Money is rupees here; the database keeps paise.

/**
 * Widths (px) of the WebP renditions made of a product picture; a picture narrower than one is also kept at its
 * own width, never enlarged. 480 is what a phone's two-column card needs (47vw of 390 px at 2.5-3x pixels), 800 a
 * phone's product page at 2x (docs/decisions/0089-an-800-px-rendition.md).
 */
export const IMAGE_WIDTHS = [320, 480, 640, 800, 1200] as const;
/** Widest rendition made; wider uploads are scaled down to it. */
export const MAX_IMAGE_WIDTH = 1200;
/**
 * Narrowest picture that stays sharp on a phone's product page (a 390 px screen at 2x pixels is 780 px). The admin
 * form warns below it; smaller pictures are still accepted and shown at their own size.
 */
export const PHONE_PICTURE_MIN_WIDTH = 800;
/** The rendition the plain `images` URLs point at. */
export const DEFAULT_IMAGE_WIDTH = 640;
/** Search matches counted for the result count; beyond it the page says "1,000+". */
export const SEARCH_COUNT_LIMIT = 1_000;
/** Longest search text the server looks at; anything beyond is cut off. */
const SEARCH_MAX_LENGTH = 100;
/** Products shown in "Explore more like this". */
export const SIMILAR_PRODUCTS_LIMIT = 8;

const SizeAndStockSchema = z.object({
  size: z.enum(SIZES),
  stock: z.number().int().min(0),
  /** The size's SKU (docs/decisions/0059-skus-and-product-csv.md); answers written before SKUs lack it. */
  sku: z.string().optional(),
});

/** One picture with what an <img> needs for srcset and explicit dimensions. */
export const ProductImageSchema = z.object({
  src: z.string(),
  srcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

export const ProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(CATEGORIES),
  gender: z.enum(GENDERS),
  /** Full URLs, first one is the main picture (docs/product.md section 3). */
  images: z.array(z.string()),
  /** The same pictures with their width variants, for srcset. */
  imageSet: z.array(ProductImageSchema),
  price: z.number(),
  discountPrice: z.number(),
  createdAt: z.string(),
  /** The offered sizes only, in the shop's order; a size at 0 is sold out, a size not offered is absent. */
  sizeAndStock: z.array(SizeAndStockSchema),
  /** Its life (src/contract/product-status.ts); shoppers are only ever shown active products. */
  status: z.enum(PRODUCT_STATUSES),
});
export type Product = z.infer<typeof ProductSchema>;

/**
 * What a product card shows, in lists, search, new arrivals and "similar products": the product's fields under the
 * same names, without the description and stock per size, and with the main picture only (`images` and `imageSet`
 * hold one entry, none for a product without pictures). The product page's answer carries the rest; a card is a
 * third of a full product's bytes (docs/decisions/0032-product-cards.md).
 */
export const ProductCardSchema = ProductSchema.omit({ description: true, sizeAndStock: true, status: true });
export type ProductCard = z.infer<typeof ProductCardSchema>;

export const ProductListSchema = z.array(ProductCardSchema);

/**
 * One page of the catalog. The same products under `products` (what the original client reads) and `items` (what
 * docs/product.md section 7 names); see docs/decisions/0023-api-compatibility.md.
 */
export const ProductPageSchema = z.object({
  products: z.array(ProductCardSchema),
  items: z.array(ProductCardSchema),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  totalItems: z.number().int(),
});
export type ProductPage = z.infer<typeof ProductPageSchema>;

export const ProductDetailSchema = z.object({
  product: ProductSchema,
  similarProducts: z.array(ProductCardSchema),
  /** A size at or under this many pieces says "Only N left" on the product page (the shop's low-stock level). */
  fewLeftAt: z.number().int(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

const queryNumber = (fallback: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((value) => {
      const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
      return Number.isFinite(n) ? n : fallback;
    });

/** "Casual Wear,Party Wear" → the chosen values; empty means all. At most 10 values are read. */
const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .slice(0, 10),
  );

/** The list's filters, shared by all products and search results. */
const listFilters = {
  category: commaList,
  gender: commaList,
  minPrice: queryNumber(PRICE_FILTER_DEFAULTS.min).transform((n) => Math.max(0, n)),
  maxPrice: queryNumber(PRICE_FILTER_DEFAULTS.max).transform((n) => Math.max(0, n)),
  size: z.enum(SIZES).optional().catch(undefined),
};

export const ProductListQuerySchema = z.object({
  page: queryInt(1).transform((n) => Math.max(1, n)),
  limit: queryInt(PAGE_SIZES.products).transform((n) => Math.min(PAGE_SIZES.productsMax, Math.max(1, n))),
  ...listFilters,
  // The original client's calls keep working: an unknown sort here is the default (docs/decisions/0023).
  sort: z.enum(PRODUCT_SORTS).optional().catch(undefined),
});
/** The list's filters of a query (all products or a search). */
export type ListFilters = Pick<ProductListQuery, keyof typeof listFilters>;
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const SearchQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .slice(0, SEARCH_MAX_LENGTH * 4)
        .trim()
        .slice(0, SEARCH_MAX_LENGTH),
    ),
  page: queryInt(1).transform((n) => Math.min(1000, Math.max(1, n))),
  limit: queryInt(PAGE_SIZES.products).transform((n) => Math.min(PAGE_SIZES.productsMax, Math.max(1, n))),
  ...listFilters,
  /** New with search filters, so refused when unknown (400) rather than ignored. */
  sort: z.enum(SEARCH_SORTS, { error: UNKNOWN_SORT }).optional(),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/**
 * GET /user/searchResults: a page of search results with what the search page shows around it. `/user/search`
 * (docs/product.md section 7) answers the same search as a bare array of products.
 */
export const SearchPageSchema = z.object({
  items: z.array(ProductCardSchema),
  /** Matches counted, at most SEARCH_COUNT_LIMIT; `moreItems` is true when there are more. */
  totalItems: z.number().int(),
  moreItems: z.boolean(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  /** When nothing matched: a search that would find something ('frock' for 'frokc dres'), else null. */
  didYouMean: z.string().nullable(),
  /** What the search was read as: its words, the child's age with the size that fits, the child's gender. */
  understood: UnderstoodSearchSchema,
});
export type SearchPage = z.infer<typeof SearchPageSchema>;

/** Suggestions while typing: at most this many products. */
export const SUGGESTED_PRODUCTS = 5;
/** ...and at most this many scoped searches ("frock in Girls · Party Wear"). */
export const SUGGESTED_SEARCHES = 3;

/**
 * GET /user/search/suggest?q=: the text typed so far, 1 to SEARCH_MAX_LENGTH characters once trimmed. Called on
 * every pause in typing, so a text that is too long is refused (400) rather than cut: the box never sends one.
 */
export const SuggestQuerySchema = z.object({
  q: z
    .string({ error: SUGGEST_TEXT.queryLength })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, SUGGEST_TEXT.queryLength).max(SEARCH_MAX_LENGTH, SUGGEST_TEXT.queryLength)),
});

/** A product suggested while typing: what one line of the list shows. */
export const SuggestedProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The main picture (empty when the product has none), and its widths for a small thumbnail. */
  image: z.string(),
  srcSet: z.string(),
  price: z.number(),
  /** Only when the product is offered below its price. */
  discountPrice: z.number().optional(),
});
export type SuggestedProduct = z.infer<typeof SuggestedProductSchema>;

/** A search scoped to a category (and a gender): opens the search results with those filters chosen. */
export const SuggestedSearchSchema = z.object({
  category: z.enum(CATEGORIES),
  gender: z.enum(GENDERS).optional(),
  /** "frock in Girls · Party Wear" (SUGGEST_TEXT.scopedLabel), in English. */
  label: z.string(),
  /** What is looked for, as the label names it ("frock"; empty for a whole category): a storefront in another
   * language writes its own label from it, the category and the gender. */
  what: z.string(),
  /** The search text the scoped search asks, the last word completed ("fro" → "frock"). */
  query: z.string(),
});
export type SuggestedSearch = z.infer<typeof SuggestedSearchSchema>;

export const SuggestionsSchema = z.object({
  products: z.array(SuggestedProductSchema),
  categories: z.array(SuggestedSearchSchema),
  /** What the text was read as (the search page's chips): its words, the child's age and size, gender. */
  understood: UnderstoodSearchSchema,
});
export type Suggestions = z.infer<typeof SuggestionsSchema>;

export const ProductIdParamsSchema = z.object({ id: z.string().max(100) });
