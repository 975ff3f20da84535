import { z } from 'zod';
import { PHONE_PICTURE_MIN_WIDTH } from './catalog';
import { CATEGORIES, GENDERS, SIZES } from './constants';
import { HSN_PATTERN } from './hsn';
import { PRODUCT_FORM_MESSAGES, PRODUCT_STATUS_MESSAGES } from './messages/admin';
import { SKU_MESSAGES } from './messages/product-csv';
import { PRODUCT_STATUSES } from './product-status';
import { SkuSchema, skuKey } from './sku';

// The admin's add/edit product form (docs/product.md section 5), checked by the form and again by the server.

/**
 * The admin form's warning for a picture narrower than a phone's product page needs. It is a warning, not an
 * error: the picture is stored and shown at its own size (never enlarged), only less sharp.
 */
export function smallPictureWarning(width: number, height: number): string {
  return `This picture is ${width} × ${height} px: it will look soft on phones. Use one at least ${PHONE_PICTURE_MIN_WIDTH} px wide if you can.`;
}

/** Largest upload per image. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** What the form's file inputs offer; the server checks the content itself, whatever the name or type. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Rupees with at most 2 decimals, as typed into the form. */
const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;
const MAX_PRICE = 1_000_000;

/** The message for a typed amount, or undefined when it is a valid price of at least ₹1. */
export function amountError(raw: string, requiredMessage: string): string | undefined {
  const text = raw.trim();
  if (text === '') return requiredMessage;
  if (!AMOUNT_PATTERN.test(text) || Number(text) < 1 || Number(text) > MAX_PRICE)
    return PRODUCT_FORM_MESSAGES.amountRule;
  return undefined;
}

const price = (requiredMessage: string) =>
  z.union([z.string(), z.number()], { error: requiredMessage }).transform((value, context) => {
    const message = amountError(String(value), requiredMessage);
    if (message) context.addIssue({ code: 'custom', message });
    return Number(value);
  });

const SizeStockSchema = z.object({
  size: z.enum(SIZES, { error: PRODUCT_FORM_MESSAGES.sizesInvalid }),
  stock: z.coerce
    .number({ error: PRODUCT_FORM_MESSAGES.stockInvalid })
    .int(PRODUCT_FORM_MESSAGES.stockInvalid)
    .min(0, PRODUCT_FORM_MESSAGES.stockInvalid)
    .max(100_000, PRODUCT_FORM_MESSAGES.stockInvalid),
  /** The size's SKU; absent or empty keeps the one it has, or generates one for a new size. */
  sku: SkuSchema.optional(),
});

/** No two sizes of one form may carry the same SKU. */
function distinctSkus(levels: ReadonlyArray<{ sku?: string | undefined }>): boolean {
  const skus = levels.flatMap((level) => (level.sku ? [skuKey(level.sku)] : []));
  return new Set(skus).size === skus.length;
}

/** PUT /admin/products/:id/stock: the stock of some sizes of one product, edited in the products list. */
export const StockLevelsSchema = z.object({
  sizeAndStock: z
    .array(SizeStockSchema, { error: PRODUCT_FORM_MESSAGES.sizesInvalid })
    .min(1, PRODUCT_FORM_MESSAGES.sizesInvalid)
    .max(SIZES.length, PRODUCT_FORM_MESSAGES.sizesInvalid)
    .refine((levels) => new Set(levels.map((level) => level.size)).size === levels.length, {
      message: PRODUCT_FORM_MESSAGES.sizesInvalid,
    })
    .refine(distinctSkus, SKU_MESSAGES.duplicateInForm),
});
export type StockLevels = z.infer<typeof StockLevelsSchema>;

export const ProductFormSchema = z
  .object({
    name: z
      .string({ error: PRODUCT_FORM_MESSAGES.nameRequired })
      .trim()
      .min(1, PRODUCT_FORM_MESSAGES.nameRequired)
      .max(120),
    description: z
      .string({ error: PRODUCT_FORM_MESSAGES.descriptionRequired })
      .trim()
      .min(1, PRODUCT_FORM_MESSAGES.descriptionRequired)
      .max(4000),
    gender: z.enum(GENDERS, { error: PRODUCT_FORM_MESSAGES.genderRequired }),
    category: z.enum(CATEGORIES, { error: PRODUCT_FORM_MESSAGES.categoryRequired }),
    price: price(PRODUCT_FORM_MESSAGES.priceRequired),
    discountPrice: price(PRODUCT_FORM_MESSAGES.discountPriceRequired),
    sizeAndStock: z
      .array(SizeStockSchema, { error: PRODUCT_FORM_MESSAGES.sizesInvalid })
      .max(SIZES.length, PRODUCT_FORM_MESSAGES.sizesInvalid)
      .refine(
        (list) => new Set(list.map((s) => s.size)).size === list.length,
        PRODUCT_FORM_MESSAGES.sizesInvalid,
      )
      .refine(distinctSkus, SKU_MESSAGES.duplicateInForm),
    /** Empty or absent: the category's usual code on a new product, the current code on an edit. */
    hsnCode: z
      .string({ error: PRODUCT_FORM_MESSAGES.hsnCode })
      .trim()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .pipe(z.string().regex(HSN_PATTERN, PRODUCT_FORM_MESSAGES.hsnCode).optional()),
    /**
     * The status to leave the product in; absent or empty: a new product is published when it may be (else a
     * draft), an edited one keeps its status. Publishing checks src/contract/product-status.ts's rule.
     */
    status: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(PRODUCT_STATUSES, { error: PRODUCT_STATUS_MESSAGES.statusInvalid }).optional(),
    ),
  })
  .refine((form) => form.discountPrice <= form.price, {
    message: PRODUCT_FORM_MESSAGES.discountAbovePrice,
    path: ['discountPrice'],
  });
export type ProductForm = z.output<typeof ProductFormSchema>;
