import { z } from 'zod';
import { SKU_MESSAGES } from './messages';

// A size's stock-keeping unit (docs/decisions/0059-skus-and-product-csv.md). The shop generates
// LH-<product>-<size> (the database's trigger, migration 0017_skus) and the admin may type another; SKUs are unique
// whatever their case.

export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;

/** A typed SKU, trimmed; the empty text means "generate one". */
export const SkuSchema = z
  .string({ error: SKU_MESSAGES.invalid })
  .trim()
  .refine((sku) => sku === '' || SKU_PATTERN.test(sku), { message: SKU_MESSAGES.invalid });

/** SKUs are compared without regard to case, as the unique index does. */
export function skuKey(sku: string): string {
  return sku.trim().toLowerCase();
}
