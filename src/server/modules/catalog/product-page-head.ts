import type { FastifyInstance } from 'fastify';
import { ProductListQuerySchema, type Product, type ProductImage } from '../../../contract/catalog';
import { PICTURE_SIZES } from '../../../contract/constants';
import { PAGE_TITLES } from '../../../contract/messages';
import { SHOP } from '../../../contract/shop-info';
import { picturePreloadTag } from '../../images/image-urls';
import type { HeadTags } from '../../plugins/spa';
import { findProduct, isUnlisted, listProducts } from './catalog.service';
import { absoluteUrl } from '../../shop-links';
import { STOREFRONT_PATHS } from '../../../contract/storefront-paths';

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A meta description of at most ~160 characters. */
function productMetaDescription(product: Product): string {
  const text = product.description.replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/** Title, description, Open Graph, schema.org Product JSON-LD and the main picture's preload for a product page. */
export function productHeadTags(product: Product, pageUrl: string): HeadTags {
  const description = productMetaDescription(product);
  const inStock = product.sizeAndStock.some((s) => s.stock > 0);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.images,
    category: product.category,
    brand: { '@type': 'Brand', name: SHOP.name },
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'INR',
      price: product.discountPrice.toFixed(2),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
  // '<' is escaped so that no text inside the JSON can close the script element.
  const json = JSON.stringify(jsonLd).replace(/</g, '\\u003c');
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeAttribute(value)}" />`;
  const tags = [
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', SHOP.name),
    meta('property', 'og:title', product.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', pageUrl),
    ...(product.images[0] ? [meta('property', 'og:image', product.images[0])] : []),
    meta('property', 'product:price:amount', product.discountPrice.toFixed(2)),
    meta('property', 'product:price:currency', 'INR'),
    `<link rel="canonical" href="${escapeAttribute(pageUrl)}" />`,
    `<script type="application/ld+json">${json}</script>`,
    ...(product.imageSet[0] ? [picturePreloadTag(product.imageSet[0], PICTURE_SIZES.main)] : []),
  ];
  return { title: `${product.name} | ${SHOP.name}`, description, html: tags.join('') };
}

/**
 * GET /productDetails/:id as a served page: the product's head tags are in the HTML so that shared links and
 * search engines see the product without running the app. Unknown ids get the plain app page.
 */
export async function registerProductPageHead(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/productDetails/:id', async (request, reply) => {
    const { publicUrl } = app.deps.config;
    const product = await findProduct(app.deps.database.db, request.params.id, publicUrl).catch(
      () => undefined,
    );
    if (!product) {
      // A product the shop has taken off sale is gone for shoppers: the shop's not-found answer (the app's page,
      // which says it is not available, with status 404).
      if (await isUnlisted(app.deps.database.db, request.params.id).catch(() => false))
        return reply.callNotFound();
      return reply.sendSpaPage({ title: `${PAGE_TITLES.productDetails} | ${SHOP.name}` });
    }
    return reply.sendSpaPage(
      productHeadTags(product, absoluteUrl(publicUrl, STOREFRONT_PATHS.product(product._id))),
    );
  });
}

/**
 * GET /allProducts as a served page: without filters (what a shopper arriving on it sees), the first product's
 * picture, the largest thing on a phone's first screen, is preloaded. Filtered lists get the plain app page.
 */
export async function registerProductListPageHead(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const { publicUrl } = app.deps.config;
  const firstPicture = async (): Promise<ProductImage | null> => {
    const page = await listProducts(db, ProductListQuerySchema.parse({ limit: 1 }), publicUrl);
    return page.products[0]?.imageSet[0] ?? null;
  };
  app.get('/allProducts', async (request, reply) => {
    if (request.url.includes('?')) return reply.sendSpaPage();
    // From the catalog cache, which every product, price or stock change drops.
    const picture = await app.catalogCache
      .get('allProducts:firstPicture', firstPicture)
      .then((cached) => cached.value)
      .catch(() => null);
    return reply.sendSpaPage(picture ? { html: picturePreloadTag(picture, PICTURE_SIZES.card) } : {});
  });
}
