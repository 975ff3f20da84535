import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { PICTURE_SIZES } from '../../../contract/constants';
import type { ProductPage } from '../../../contract/catalog';
import { images, productImages, products } from '../../db/schema';
import { useTestApp } from '../../test/harness';

const INDEX_HTML = `<!doctype html><html><head><title>LittleHope</title>
<meta
  name="description"
  content="The shop."
/></head><body><div id="root"></div></body></html>`;

describe('GET /productDetails/:id as a served page', () => {
  const t = useTestApp();
  let app: Awaited<ReturnType<typeof buildApp>>;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-web-'));
  const id = '00000000-0000-4000-8000-000000000777';

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    app = await buildApp(
      { config: t.config, database: t.database, mailer: t.mailbox, now: t.clock.now },
      { serveWeb: true, webDist },
    );
    await app.ready();
    await t.database.db.insert(products).values({
      id,
      name: 'Frock $& $` </script><script>alert(1)</script>',
      description: "Soft cotton frock. $' <img src=x onerror=alert(1)>",
      category: 'Party Wear',
      gender: 'Girls',
      pricePaise: 99_900,
      discountPricePaise: 69_900,
    });
    const [image] = await t.database.db
      .insert(images)
      .values({ width: 1200, height: 1500, widths: [320, 480, 640, 1200] })
      .returning();
    await t.database.db.insert(productImages).values({ productId: id, position: 0, imageId: image!.id });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('puts the product into title, meta description, Open Graph and JSON-LD, safely', async () => {
    const response = await app.inject({ method: 'GET', url: `/productDetails/${id}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Frock $&#38; $` &#60;/script&#62;');
    expect(html.match(/<meta\s+name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<meta name="description" content="Soft cotton frock. $&#39; &#60;img`);
    expect(html).toContain('property="og:title"');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    expect((JSON.parse(json) as { name: string }).name).toContain('</script>');
  });

  it('unknown and malformed ids get the plain app page', async () => {
    for (const url of ['/productDetails/00000000-0000-4000-8000-000000000999', '/productDetails/nope']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('content="The shop."');
      expect(response.body).not.toContain('ld+json');
    }
  });

  it('preloads the main picture, and on /allProducts the first card picture, as the app shows them', async () => {
    const product = (await app.inject({ method: 'GET', url: `/productDetails/${id}` })).body;
    expect(product).toMatch(/<link rel="preload" as="image" [^>]*imagesrcset="\/media\/[^"]+ 320w, /);
    expect(product).toContain(`imagesizes="${PICTURE_SIZES.main}"`);

    const list = (await app.inject({ method: 'GET', url: '/allProducts' })).body;
    const page = (
      await app.inject({ method: 'GET', url: '/api/user/getAllproducts?page=1&limit=28' })
    ).json<ProductPage>();
    const first = page.items[0]!.imageSet[0]!;
    expect(list).toContain(
      `imagesrcset="${first.srcSet}" imagesizes="${PICTURE_SIZES.card}" fetchpriority="high"`,
    );
    const filtered = (await app.inject({ method: 'GET', url: '/allProducts?gender=Boys' })).body;
    expect(filtered).not.toContain('as="image"');
  });
});
