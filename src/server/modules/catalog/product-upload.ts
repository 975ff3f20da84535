import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_PRODUCT_IMAGES } from '../../../contract/constants';
import { MAX_IMAGE_BYTES, ProductFormSchema, type ProductForm } from '../../../contract/product-form';
import { API_ERROR } from '../../../contract/messages';
import { PRODUCT_FORM_MESSAGES } from '../../../contract/messages/admin';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../http-error';

// Reads the admin's multipart product form (docs/product.md section 7): text fields, the sizes and stock as JSON, and up to
// five image files, with limits enforced while streaming so that an oversized upload is refused early.

export const MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: MAX_PRODUCT_IMAGES,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: 30,
} as const;

/**
 * The form as it travels, for the API reference: the same field schemas the reader checks the form with, the sizes
 * as JSON text and the pictures as files.
 */
export const ProductUploadFormSchema = z.object({
  ...ProductFormSchema.shape,
  'sizeAndStock[]': z
    .array(z.string())
    .optional()
    .describe('Add form: repeated, each one JSON object {"size":"4-5 y","stock":7}.'),
  sizeAndStock: z
    .string()
    .optional()
    .describe('Edit form: once, one JSON array of {size, stock} for all five sizes.'),
  images: z
    .array(z.file())
    .max(MAX_PRODUCT_IMAGES)
    .optional()
    .describe('JPEG, PNG or WebP files, up to 5 MB each; on edit, sent files replace the pictures.'),
});

export interface ProductUpload {
  form: ProductForm;
  images: Buffer[];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(PRODUCT_FORM_MESSAGES.sizesInvalid, {
      sizeAndStock: PRODUCT_FORM_MESSAGES.sizesInvalid,
    });
  }
}

const LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: PRODUCT_FORM_MESSAGES.tooManyImages,
  FST_REQ_FILE_TOO_LARGE: PRODUCT_FORM_MESSAGES.imageTooLarge,
  FST_PARTS_LIMIT: API_ERROR.bodyTooLarge,
  FST_FIELDS_LIMIT: API_ERROR.bodyTooLarge,
};

/**
 * `sizeAndStock[]` repeated (one JSON object each, as the add form sends) or `sizeAndStock` once (one JSON array,
 * as the edit form sends) are both read.
 */
export async function readProductUpload(request: FastifyRequest): Promise<ProductUpload> {
  if (!request.isMultipart()) throw unsupportedMediaType(API_ERROR.notMultipart);
  const fields: Record<string, string> = {};
  const sizes: unknown[] = [];
  const images: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images') {
          await part.toBuffer();
          continue;
        }
        const buffer = await part.toBuffer();
        if (buffer.length > 0) images.push(buffer);
      } else if (part.fieldname === 'sizeAndStock[]' || part.fieldname === 'sizeAndStock') {
        const value = parseJson(String(part.value));
        if (Array.isArray(value)) sizes.push(...value);
        else sizes.push(value);
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code && LIMIT_MESSAGES[code]) {
      throw code === 'FST_REQ_FILE_TOO_LARGE'
        ? payloadTooLarge(LIMIT_MESSAGES[code])
        : badRequest(LIMIT_MESSAGES[code]);
    }
    throw error;
  }
  const parsed = ProductFormSchema.safeParse({ ...fields, sizeAndStock: sizes });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
    throw badRequest(Object.values(errors)[0] ?? API_ERROR.validation, errors);
  }
  return { form: parsed.data, images };
}
