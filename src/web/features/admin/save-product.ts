import type { ApiRequestError } from '../../lib/api-client';
import { isApiRequestError } from '../../lib/api-client';
import type { ProductFormErrors } from './product-form-model';

/** The server's field errors, kept to the fields the product form shows. */
export function serverFieldErrors(error: unknown): ProductFormErrors {
  if (!isApiRequestError(error) || !error.errors) return {};
  const known = [
    'name',
    'description',
    'price',
    'discountPrice',
    'category',
    'gender',
    'sizeAndStock',
    'images',
  ];
  const result: ProductFormErrors = {};
  for (const [field, message] of Object.entries((error as ApiRequestError).errors ?? {})) {
    const key = field.replace(/\[\]$/, '');
    // A refused SKU is named per size (`sku.4-5 y`), shown beside that size's SKU.
    if (known.includes(key) || key.startsWith('sku.')) result[key as keyof ProductFormErrors] = message;
  }
  return result;
}
