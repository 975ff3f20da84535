import { z } from 'zod';
import { SKU_MESSAGES } from './messages/product-csv';

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

/**
 * The field a refused SKU is reported under in an answer's `errors` (`sku.4-5 y`), so that the product form shows
 * the server's message beside that size's SKU.
 */
export function skuField(size: string): string {
  return `sku.${size}`;
}

/** The size's part of a generated SKU, as the database writes it (migration 0019): no spaces, upper case. */
function skuSizeCode(size: string): string {
  return size.replace(/ /g, '').toUpperCase();
}

/**
 * What a size's SKU will look like when the shop generates it, before the product has an id: the product part is
 * shown as dots (e.g. `LH-······-4-5Y`).
 */
export function generatedSkuPreview(size: string): string {
  return `LH-······-${skuSizeCode(size)}`;
}
