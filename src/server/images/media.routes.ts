import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_WIDTHS } from '../../contract/catalog';
import { API_ERROR } from '../../contract/messages';
import { databaseImageStore } from './image-store';
import { readVariant } from './pipeline';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILE = /^(\d{2,4})\.webp$/;

/**
 * GET /media/<imageId>/<width>.webp: one WebP rendition. Renditions never change (a new upload is a new id),
 * so they are cached for a year and revalidation is a cheap 304.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:imageId/:file',
    { schema: { params: z.object({ imageId: z.string(), file: z.string() }) } },
    async (request, reply) => {
      const { imageId, file } = request.params;
      const width = Number(FILE.exec(file)?.[1]);
      if (!UUID.test(imageId) || !(IMAGE_WIDTHS as readonly number[]).includes(width)) {
        return reply.status(404).send({ message: API_ERROR.notFound });
      }
      const etag = `"${imageId.toLowerCase()}-${width}"`;
      const cacheHeaders = { 'cache-control': 'public, max-age=31536000, immutable', etag };
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.status(304).headers(cacheHeaders).send();
      }
      const variant = await readVariant(databaseImageStore(app.deps.database.db), imageId, width);
      if (!variant) return reply.status(404).send({ message: API_ERROR.notFound });
      return reply.headers(cacheHeaders).type(variant.contentType).send(variant.bytes);
    },
  );
};
