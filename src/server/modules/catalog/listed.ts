import { sql, type SQL } from 'drizzle-orm';
import { LISTED_STATUS } from '../../../contract/product-status';
import { products } from '../../db/schema';

/**
 * The products shoppers may see: active ones (src/contract/product-status.ts) with a valid price. Every storefront
 * read (lists, search, new arrivals, similar products, the product page) filters with this one condition, which is
 * also the predicate of the listing's partial covering indexes (migrations 0002 and 0016), so each stays an
 * index-only scan. Written with its constants in the text, not as bound values: a statement prepared once for any
 * values (src/server/db/prepared.ts) still names them, so its plan may use those indexes too.
 */
export const listed = (): SQL =>
  sql`(${products.pricePaise} >= 1 and ${products.status} = ${sql.raw(`'${LISTED_STATUS}'`)})`;
