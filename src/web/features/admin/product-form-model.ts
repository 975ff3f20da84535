import { CATEGORIES, GENDERS, MAX_PRODUCT_IMAGES, sizeRank } from '../../../contract/constants';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, amountError } from '../../../contract/product-form';
import { HSN_PATTERN } from '../../../contract/hsn';
import { SKU_PATTERN, skuField, skuKey } from '../../../contract/sku';
import type { ProductStatus } from '../../../contract/product-status';
import type { AdminProduct, SizeStock } from './admin-product';
import { PRODUCT_FORM_MESSAGES } from '../../../contract/messages/admin';
import { SKU_MESSAGES } from '../../../contract/messages/product-csv';
import { isOneOf } from '../../../contract/one-of';

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
  /** The sizes the product is offered in (ticked), in SIZES order; a ticked size at 0 is sold out. */
  sizeAndStock: SizeStock[];
  /** Empty: the category's usual code. */
  hsnCode: string;
  /** Empty (add only): published when it may be, else saved as a draft. */
  status: ProductStatus | '';
}

/** A size's SKU field, named as the server names it in a refusal's `errors` (src/contract/sku.ts). */
export type SkuField = `sku.${string}`;
export type ProductField =
  keyof Omit<ProductFormValues, 'sizeAndStock'> | 'sizeAndStock' | 'images' | SkuField;
export type ProductFormErrors = Partial<Record<ProductField, string>>;

/** The id of a size's SKU input, which its error describes and a refused save focuses. */
export function skuInputId(size: string): string {
  return `sku-${size.replace(/\W+/g, '-')}`;
}

/** The element a field's error sends the focus to. */
export function fieldElementId(field: ProductField): string {
  if (field === 'images') return 'image-slot-1';
  if (field.startsWith('sku.')) return skuInputId(field.slice('sku.'.length));
  return `product-${field}`;
}

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
    status: '',
  };
}

/** Edit: the product's values with the sizes it is offered in. */
export function productToForm(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: String(product.price),
    discountPrice: String(product.discountPrice),
    category: product.category,
    gender: product.gender,
    sizeAndStock: sortBySizes(
      product.sizeAndStock.map((entry) => ({
        size: entry.size,
        stock: Math.max(0, entry.stock),
        sku: entry.sku ?? '',
      })),
    ),
    hsnCode: product.hsnCode ?? '',
    status: product.status,
  };
}

/** Is the size's box ticked, that is offered? It is in the list (with any stock, 0 being sold out). */
export function isSizeTicked(sizes: SizeStock[], size: string): boolean {
  return sizes.some((item) => item.size === size);
}

function sortBySizes(sizes: SizeStock[]): SizeStock[] {
  return [...sizes].sort((a, b) => sizeRank(a.size) - sizeRank(b.size));
}

/**
 * Ticking a size offers it, with stock 0 until typed; unticking stops offering it (the size is then absent for
 * shoppers rather than sold out). The same on add and edit.
 */
export function toggleSize(sizes: SizeStock[], size: string): SizeStock[] {
  return isSizeTicked(sizes, size)
    ? sizes.filter((item) => item.size !== size)
    : sortBySizes([...sizes, { size, stock: 0, sku: '' }]);
}

/** A typed stock: non-numeric input becomes 0, decimals are dropped, and it never goes below 0. */
export function parseStock(raw: string): number {
  const value = Math.trunc(Number(raw));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function setStock(sizes: SizeStock[], size: string, raw: string): SizeStock[] {
  return sizes.map((item) => (item.size === size ? { ...item, stock: parseStock(raw) } : item));
}

/** A typed SKU, kept as typed (trimmed when sent); empty means the size's own or a generated one. */
export function setSku(sizes: SizeStock[], size: string, raw: string): SizeStock[] {
  return sizes.map((item) => (item.size === size ? { ...item, sku: raw } : item));
}

/** Each offered size's SKU problem: not a SKU, or the SKU of another size of this form. */
function skuErrors(sizes: SizeStock[]): ProductFormErrors {
  const errors: ProductFormErrors = {};
  const seen = new Set<string>();
  for (const { size, sku = '' } of sizes) {
    const typed = sku.trim();
    if (typed === '') continue;
    if (!SKU_PATTERN.test(typed)) errors[skuField(size) as SkuField] = SKU_MESSAGES.invalid;
    else if (seen.has(skuKey(typed))) errors[skuField(size) as SkuField] = SKU_MESSAGES.duplicateInForm;
    seen.add(skuKey(typed));
  }
  return errors;
}

function imageError(file: File): string | undefined {
  if (!isOneOf(ACCEPTED_IMAGE_TYPES, file.type)) return PRODUCT_FORM_MESSAGES.imageType;
  if (file.size > MAX_IMAGE_BYTES) return PRODUCT_FORM_MESSAGES.imageTooLarge;
  return undefined;
}

/** The field errors of the form, empty when it may be sent. */
export function validateProductForm(values: ProductFormValues, images: (File | null)[]): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (values.name.trim() === '') errors.name = PRODUCT_FORM_MESSAGES.nameRequired;
  if (values.description.trim() === '') errors.description = PRODUCT_FORM_MESSAGES.descriptionRequired;
  if (!isOneOf(CATEGORIES, values.category)) errors.category = PRODUCT_FORM_MESSAGES.categoryRequired;
  if (!isOneOf(GENDERS, values.gender)) errors.gender = PRODUCT_FORM_MESSAGES.genderRequired;
  const price = amountError(values.price, PRODUCT_FORM_MESSAGES.priceRequired);
  const discount = amountError(values.discountPrice, PRODUCT_FORM_MESSAGES.discountPriceRequired);
  if (price) errors.price = price;
  if (discount) errors.discountPrice = discount;
  else if (!price && Number(values.discountPrice) > Number(values.price))
    errors.discountPrice = PRODUCT_FORM_MESSAGES.discountAbovePrice;
  if (values.hsnCode.trim() !== '' && !HSN_PATTERN.test(values.hsnCode.trim()))
    errors.hsnCode = PRODUCT_FORM_MESSAGES.hsnCode;
  Object.assign(errors, skuErrors(values.sizeAndStock));
  const badImage = images.map((file) => (file ? imageError(file) : undefined)).find(Boolean);
  if (badImage) errors.images = badImage;
  return errors;
}

/**
 * The multipart body of docs/product.md section 7. Add: one `sizeAndStock[]` field per offered size.
 * Edit: one `sizeAndStock` field holding the array of the offered sizes. Empty image slots are skipped;
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
  if (values.status !== '') body.append('status', values.status);
  // A SKU is sent only when typed: an empty one keeps the size's own (or has one generated).
  const sizes = values.sizeAndStock.map(({ size, stock, sku = '' }) =>
    sku.trim() === '' ? { size, stock } : { size, stock, sku: sku.trim() },
  );
  if (mode === 'add') {
    for (const entry of sizes) body.append('sizeAndStock[]', JSON.stringify(entry));
  } else {
    body.append('sizeAndStock', JSON.stringify(sizes));
  }
  for (const file of images.slice(0, MAX_PRODUCT_IMAGES)) if (file) body.append('images', file, file.name);
  return body;
}
