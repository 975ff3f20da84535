import { describe, expect, it } from 'vitest';
import type { Product } from '../../../contract/catalog';
import { PICTURE_SIZES } from '../../../contract/constants';
import { productHeadTags } from './product-page-head';

const product: Product = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Frock "Twirl" </script><script>alert(1)</script>',
  description: 'A <b>soft</b> frock & more. '.repeat(20),
  category: 'Party Wear',
  gender: 'Girls',
  images: ['http://localhost:3000/media/x/640.webp'],
  imageSet: [],
  price: 999,
  discountPrice: 699,
  createdAt: new Date().toISOString(),
  status: 'active',
  sizeAndStock: [{ size: '2-3 y', stock: 0 }],
};

describe('product page head tags', () => {
  const head = productHeadTags(product, 'http://localhost:3000/productDetails/1');

  it('carries title, description, Open Graph and Product JSON-LD', () => {
    expect(head.title).toBe(`${product.name} | LittleHope`);
    expect(head.html).toContain('<meta property="og:type" content="product" />');
    expect(head.html).toContain('<script type="application/ld+json">');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head.html!)![1]!;
    const data = JSON.parse(json) as { offers: { price: string; availability: string }; name: string };
    expect(data.name).toBe(product.name);
    expect(data.offers.price).toBe('699.00');
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('cannot be broken out of by product text', () => {
    expect(head.html).not.toContain('<script>alert');
    expect(head.html!.match(/<\/script>/g)).toHaveLength(1);
    expect(head.html).toContain('content="Frock &#34;Twirl&#34; &#60;/script&#62;');
    const description = head.description!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
  });

  it('preloads the main picture with the sources and sizes the page renders', () => {
    expect(head.html).not.toContain('rel="preload"');
    const picture = {
      src: '/media/p/640.webp',
      srcSet: '/media/p/320.webp 320w, /media/p/640.webp 640w',
      width: 1200,
      height: 1500,
    };
    const html = productHeadTags({ ...product, imageSet: [picture] }, 'http://localhost:3000/p').html!;
    expect(html).toContain(
      `<link rel="preload" as="image" href="/media/p/640.webp" imagesrcset="${picture.srcSet}" imagesizes="${PICTURE_SIZES.main}" fetchpriority="high" />`,
    );
  });
});
