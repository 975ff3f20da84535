import { z } from 'zod';
import { CATEGORIES, GENDERS, MAX_PRODUCT_IMAGES, SIZES } from './constants';

// The admin's add/edit product form (SPEC.md section 5), checked by the form and again by the server.

export const PRODUCT_FORM_MESSAGES = {
  nameRequired: 'Product name is required.',
  descriptionRequired: 'Description is required.',
  genderRequired: 'Please choose a gender.',
  categoryRequired: 'Please choose a category.',
  priceRequired: 'Price must be a number of at least ₹1.',
  discountPriceRequired: 'Discount price must be a number of at least ₹1.',
  discountAbovePrice: 'Discount price cannot be more than the price.',
  sizesInvalid: 'Sizes and stock are not valid.',
  stockInvalid: 'Stock must be a whole number of 0 or more.',
  tooManyImages: `Up to ${MAX_PRODUCT_IMAGES} images can be uploaded.`,
  imageTooLarge: 'Each image must be at most 5 MB.',
  productNotFound: 'Product not found.',
} as const;

/** Largest upload per image. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_PRICE = 1_000_000;

const price = (message: string) =>
  z.coerce
    .number({ error: message })
    .refine((n) => Number.isFinite(n) && n >= 1 && n <= MAX_PRICE, message)
    .transform((n) => Math.round(n * 100) / 100);

export const SizeStockSchema = z.object({
  size: z.enum(SIZES, { error: PRODUCT_FORM_MESSAGES.sizesInvalid }),
  stock: z.coerce
    .number({ error: PRODUCT_FORM_MESSAGES.stockInvalid })
    .int(PRODUCT_FORM_MESSAGES.stockInvalid)
    .min(0, PRODUCT_FORM_MESSAGES.stockInvalid)
    .max(100_000, PRODUCT_FORM_MESSAGES.stockInvalid),
});

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
      ),
  })
  .refine((form) => form.discountPrice <= form.price, {
    message: PRODUCT_FORM_MESSAGES.discountAbovePrice,
    path: ['discountPrice'],
  });
export type ProductFormInput = z.input<typeof ProductFormSchema>;
export type ProductForm = z.output<typeof ProductFormSchema>;
