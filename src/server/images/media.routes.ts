import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_WIDTHS, MAX_IMAGE_WIDTH } from '../../contract/catalog';
import { isId } from '../../contract/ids';
import { isOneOf } from '../../contract/one-of';
import { API_ERROR } from '../../contract/messages';
import { notFound } from '../http-error';
import { databaseImageStore } from './image-store';
import { readVariant } from './pipeline';

const FILE = /^([1-9]\d{0,3})\.webp$/;

/** For the API reference: what a successful answer is. */
const WEBP_RESPONSE = {
  description: 'The picture as WebP, cacheable for a year (304 when the ETag matches).',
  content: { 'image/webp': { schema: z.file() } },
};

/**
 * GET /media/<imageId>/<width>.webp: one WebP rendition (the stored one nearest `width`). Renditions never change (a new upload is a new id),
 * so they are cached for a year and revalidation is a cheap 304.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:imageId/:file',
    {
      schema: {
        params: z.object({ imageId: z.string(), file: z.string().describe('<width>.webp, e.g. 640.webp') }),
        // Typed loosely: the handler answers bytes, a 304 or a JSON 404, none of which a zod type describes.
        response: { 200: WEBP_RESPONSE } as FastifySchema['response'],
      },
    },
    async (request, reply) => {
      const { imageId, file } = request.params;
      const width = Number(FILE.exec(file)?.[1]);
      if (!isId(imageId) || !(width >= 1 && width <= MAX_IMAGE_WIDTH)) {
        throw notFound(API_ERROR.notFound);
      }
      const etag = `"${imageId.toLowerCase()}-${width}"`;
      const cacheHeaders = { 'cache-control': 'public, max-age=31536000, immutable', etag };
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.status(304).headers(cacheHeaders).send();
      }
      const variant = await readVariant(databaseImageStore(app.deps.database.db), imageId, width);
      // A standard width is answered with the nearest stored rendition: srcset names only stored widths, but links
      // kept elsewhere (an order's picture, an e-mail) may name 640 of a 300 px upload. Any other width must exist.
      const standard = isOneOf(IMAGE_WIDTHS, width);
      if (!variant || (!standard && variant.width !== width)) {
        throw notFound(API_ERROR.notFound);
      }
      return reply.headers(cacheHeaders).type(variant.contentType).send(variant.bytes);
    },
  );
};
