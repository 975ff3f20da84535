import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { absoluteUrl } from '../../shop-links';
import { listed } from './listed';
import { STOREFRONT_PATHS } from '../../../contract/storefront-paths';

// GET /sitemap.xml: the pages search engines may index, the shop's lists and every product shoppers may see (active
// ones only, the storefront's one condition), from the catalog cache that every catalog change drops.

/** A sitemap holds at most 50,000 addresses (sitemaps.org); the newest products come first. */
const MAX_PRODUCTS = 49_000;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(listed())
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(MAX_PRODUCTS);
  const entry = (path: string, lastmod?: Date) =>
    `<url><loc>${escapeXml(absoluteUrl(publicUrl, path))}</loc>${
      lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
    }</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry('/'),
    entry('/allProducts'),
    ...rows.map((row) => entry(STOREFRONT_PATHS.product(row.id), row.updatedAt)),
    '</urlset>',
  ].join('\n');
}

export async function registerSitemap(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const { publicUrl } = app.deps.config;
  // Documented as what it is, XML for search engines (fastify sends the string as it is, not as JSON).
  const schema = {
    response: {
      200: {
        description: 'The sitemap: the lists and every product shoppers may see.',
        content: { 'application/xml': { schema: z.string() } },
      },
    },
  };
  app.get('/sitemap.xml', { schema }, async (_request, reply) => {
    const { value } = await app.catalogCache.get('sitemap', () => sitemapXml(db, publicUrl));
    return reply.type('application/xml; charset=utf-8').send(value);
  });
}
