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
    if (known.includes(key)) result[key as keyof ProductFormErrors] = message;
  }
  return result;
}
