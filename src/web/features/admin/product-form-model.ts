import { CATEGORIES, GENDERS, MAX_PRODUCT_IMAGES, SIZES } from '../../../contract/constants';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, amountError } from '../../../contract/product-form';
import { HSN_PATTERN } from '../../../contract/hsn';
import type { AdminProduct, SizeStock } from './admin-product';
import { PRODUCT_FORM_MESSAGES } from '../../../contract/messages';

export { ACCEPTED_IMAGE_TYPES, PRODUCT_FORM_MESSAGES };

// The add and edit product forms' rules (docs/product.md section 5), kept pure so they can be tested without a browser.

export type ProductFormMode = 'add' | 'edit';

export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  discountPrice: string;
  category: string;
  gender: string;
  /** Add: only the ticked sizes. Edit: always all five, in SIZES order. */
  sizeAndStock: SizeStock[];
  /** Empty: the category's usual code. */
  hsnCode: string;
}

export type ProductField = keyof Omit<ProductFormValues, 'sizeAndStock'> | 'sizeAndStock' | 'images';
export type ProductFormErrors = Partial<Record<ProductField, string>>;

export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    description: '',
    price: '',
    discountPrice: '',
    category: '',
    gender: '',
    sizeAndStock: [],
    hsnCode: '',
  };
}

/** Edit: the product's values with all five sizes present (a size it lacks has stock 0). */
export function productToForm(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: String(product.price),
    discountPrice: String(product.discountPrice),
    category: product.category,
    gender: product.gender,
    sizeAndStock: SIZES.map((size) => ({
      size,
      stock: Math.max(0, product.sizeAndStock.find((entry) => entry.size === size)?.stock ?? 0),
    })),
    hsnCode: product.hsnCode ?? '',
  };
}

/** Is the size's box ticked? Add: it is in the list. Edit: its stock is above 0. */
export function isSizeTicked(mode: ProductFormMode, sizes: SizeStock[], size: string): boolean {
  const entry = sizes.find((item) => item.size === size);
  return mode === 'add' ? entry !== undefined : (entry?.stock ?? 0) > 0;
}

function sortBySizes(sizes: SizeStock[]): SizeStock[] {
  const order = (size: string) => SIZES.indexOf(size as (typeof SIZES)[number]);
  return [...sizes].sort((a, b) => order(a.size) - order(b.size));
}

/**
 * Ticking a size. Add: ticking adds it with stock 0, unticking removes it.
 * Edit: every size stays; unticking sets its stock to 0, ticking a size at 0 sets it to 1.
 */
export function toggleSize(mode: ProductFormMode, sizes: SizeStock[], size: string): SizeStock[] {
  if (mode === 'add') {
    return isSizeTicked(mode, sizes, size)
      ? sizes.filter((item) => item.size !== size)
      : sortBySizes([...sizes, { size, stock: 0 }]);
  }
  return sizes.map((item) => (item.size === size ? { ...item, stock: item.stock > 0 ? 0 : 1 } : item));
}

/** A typed stock: non-numeric input becomes 0, decimals are dropped, and it never goes below 0. */
export function parseStock(raw: string): number {
  const value = Math.trunc(Number(raw));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function setStock(sizes: SizeStock[], size: string, raw: string): SizeStock[] {
  return sizes.map((item) => (item.size === size ? { ...item, stock: parseStock(raw) } : item));
}

export function imageError(file: File): string | undefined {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type))
    return PRODUCT_FORM_MESSAGES.imageType;
  if (file.size > MAX_IMAGE_BYTES) return PRODUCT_FORM_MESSAGES.imageTooLarge;
  return undefined;
}

/** The field errors of the form, empty when it may be sent. */
export function validateProductForm(values: ProductFormValues, images: (File | null)[]): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (values.name.trim() === '') errors.name = PRODUCT_FORM_MESSAGES.nameRequired;
  if (values.description.trim() === '') errors.description = PRODUCT_FORM_MESSAGES.descriptionRequired;
  if (!(CATEGORIES as readonly string[]).includes(values.category))
    errors.category = PRODUCT_FORM_MESSAGES.categoryRequired;
  if (!(GENDERS as readonly string[]).includes(values.gender))
    errors.gender = PRODUCT_FORM_MESSAGES.genderRequired;
  const price = amountError(values.price, PRODUCT_FORM_MESSAGES.priceRequired);
  const discount = amountError(values.discountPrice, PRODUCT_FORM_MESSAGES.discountPriceRequired);
  if (price) errors.price = price;
  if (discount) errors.discountPrice = discount;
  else if (!price && Number(values.discountPrice) > Number(values.price))
    errors.discountPrice = PRODUCT_FORM_MESSAGES.discountAbovePrice;
  if (values.hsnCode.trim() !== '' && !HSN_PATTERN.test(values.hsnCode.trim()))
    errors.hsnCode = PRODUCT_FORM_MESSAGES.hsnCode;
  const badImage = images.map((file) => (file ? imageError(file) : undefined)).find(Boolean);
  if (badImage) errors.images = badImage;
  return errors;
}

/**
 * The multipart body of docs/product.md section 7. Add: one `sizeAndStock[]` field per size.
 * Edit: one `sizeAndStock` field holding the array of all five sizes. Empty image slots are skipped;
 * on edit, images are sent only when chosen, and then they replace the old ones.
 */
export function buildProductFormData(
  mode: ProductFormMode,
  values: ProductFormValues,
  images: (File | null)[],
): FormData {
  const body = new FormData();
  body.append('name', values.name.trim());
  body.append('description', values.description.trim());
  body.append('price', values.price.trim());
  body.append('discountPrice', values.discountPrice.trim());
  body.append('category', values.category);
  body.append('gender', values.gender);
  if (values.hsnCode.trim() !== '') body.append('hsnCode', values.hsnCode.trim());
  const sizes = values.sizeAndStock.map(({ size, stock }) => ({ size, stock }));
  if (mode === 'add') {
    for (const entry of sizes) body.append('sizeAndStock[]', JSON.stringify(entry));
  } else {
    body.append('sizeAndStock', JSON.stringify(sizes));
  }
  for (const file of images.slice(0, MAX_PRODUCT_IMAGES)) if (file) body.append('images', file, file.name);
  return body;
}
