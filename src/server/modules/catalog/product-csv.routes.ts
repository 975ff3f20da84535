import multipart from '@fastify/multipart';
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZES } from '../../../contract/constants';
import { istDayKey } from '../../../contract/dates';
import { PRODUCT_CSV_MESSAGES } from '../../../contract/messages/product-csv';
import {
  MAX_IMPORT_BYTES,
  ProductImportQuerySchema,
  ProductImportResultSchema,
} from '../../../contract/product-csv';
import { adminProductsQuery } from '../../../contract/stock-alerts';
import { adminActor } from '../../actor';
import { CSV_DOWNLOAD_COMPRESSION, sendCsvDownload } from '../../csv-download';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../http-error';
import { currentUser, requireAdmin } from '../../plugins/session';
import { productsCsv } from './product-csv-export';
import { importProductsCsv } from './product-import.service';

// The products CSV (docs/decisions/0059-skus-and-product-csv.md): export with the product list's filters, and import
// (a dry run first) of a CSV sent as the body (text/csv) or as one file of a multipart form.

const FILE_LIMITS = { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, parts: 6 } as const;

/** The CSV text and the form's `dryRun` field, from either kind of body. */
async function readImport(request: FastifyRequest): Promise<{ text: string; dryRun: boolean }> {
  if (typeof request.body === 'string') return { text: request.body, dryRun: false };
  if (!request.isMultipart()) throw unsupportedMediaType(PRODUCT_CSV_MESSAGES.notCsv);
  let text: string | undefined;
  let dryRun = false;
  try {
    for await (const part of request.parts({ limits: FILE_LIMITS })) {
      if (part.type === 'file') text = (await part.toBuffer()).toString('utf8');
      else if (part.fieldname === 'dryRun') dryRun = ['true', '1'].includes(String(part.value));
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(PRODUCT_CSV_MESSAGES.tooLarge);
    if (code?.startsWith('FST_')) throw badRequest(PRODUCT_CSV_MESSAGES.notCsv);
    throw error;
  }
  if (text === undefined) throw badRequest(PRODUCT_CSV_MESSAGES.notCsv);
  return { text, dryRun };
}

/** For the API reference: the file of a multipart import, and the dry-run switch as a form field. */
const ImportFormSchema = z.object({
  file: z.string().meta({ format: 'binary', description: 'The products CSV.' }),
  dryRun: z.enum(['true', 'false']).optional(),
});

export const productCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  await app.register(multipart, { limits: FILE_LIMITS });
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES },
    (_request, body, done) => done(null, body),
  );
  const { database, now } = app.deps;
  const db = database.db;

  app.get(
    '/admin/products/export.csv',
    {
      compress: CSV_DOWNLOAD_COMPRESSION,
      schema: {
        querystring: adminProductsQuery(PAGE_SIZES.adminProducts),
        response: {
          200: {
            description:
              'UTF-8 CSV with BOM, one row per product and offered size, in the columns the import reads (docs/decisions/0059-skus-and-product-csv.md).',
            content: { 'text/csv': { schema: z.string() } },
          },
        } as FastifySchema['response'],
      },
    },
    async (request, reply) => {
      const { page: _page, limit: _limit, ...filter } = request.query;
      return sendCsvDownload(reply, `products-${istDayKey(now())}.csv`, productsCsv(db, filter));
    },
  );

  app.post(
    '/admin/products/import',
    {
      bodyLimit: MAX_IMPORT_BYTES,
      schema: {
        querystring: ProductImportQuerySchema,
        // Also a plain text/csv body; the reader takes either (readImport).
        multipartBody: ImportFormSchema,
        response: { 200: ProductImportResultSchema },
      },
    },
    async (request) => {
      const { text, dryRun } = await readImport(request);
      return importProductsCsv(db, text, {
        dryRun: dryRun || request.query.dryRun,
        now: now(),
        admin: adminActor(currentUser(request)),
      });
    },
  );
};
