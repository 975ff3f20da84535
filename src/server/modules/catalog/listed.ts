import { and, eq, gte, type SQL } from 'drizzle-orm';
import { LISTED_STATUS } from '../../../contract/product-status';
import { products } from '../../db/schema';

/**
 * The products shoppers may see: active ones (src/contract/product-status.ts) with a valid price. Every storefront
 * read (lists, search, new arrivals, similar products, the product page) filters with this one condition, which is
 * also the predicate of the listing's partial covering indexes (migrations 0002 and 0016), so each stays an
 * index-only scan.
 */
export const listed = (): SQL => and(gte(products.pricePaise, 1), eq(products.status, LISTED_STATUS))!;
