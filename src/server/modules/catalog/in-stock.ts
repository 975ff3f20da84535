import { sql, type SQL } from 'drizzle-orm';
import { SIZES, type Size } from '../../../contract/constants';
import { INLINE_VALUES, type StatementValues } from '../../db/prepared';
import { products } from '../../db/schema';

/**
 * Which sizes of a product have stock: bit i is set when SIZES[i] has stock. The database keeps this column from
 * product_sizes through triggers (migration 0002_catalog_listing.sql), and the listing's covering indexes include
 * it, so that "in stock in 4-5 y" is answered from an index instead of a join over every size of every product.
 * The column is kept out of schema.ts because the application never writes it.
 */
export const IN_STOCK_SIZE_BITS = sql`${products}."in_stock_size_bits"`;

/** The bit of a size, as the migration's product_size_bit() computes it. */
export const sizeBit = (size: Size): number => 1 << SIZES.indexOf(size);

/** Products with stock in the size (its bit bound by `bind`, inline by default), or in any size. */
export const inStock = (size?: Size, bind: StatementValues['bind'] = INLINE_VALUES.bind): SQL =>
  size ? sql`(${IN_STOCK_SIZE_BITS} & ${bind(sizeBit(size))}) <> 0` : sql`${IN_STOCK_SIZE_BITS} <> 0`;
