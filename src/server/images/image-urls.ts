import { DEFAULT_IMAGE_WIDTH, type ProductImage } from '../../contract/catalog';
import { variantWidths } from './pipeline';

/** The path of one rendition; served by media.routes.ts outside the API's rate limit. */
export function mediaPath(imageId: string, width: number): string {
  return `/media/${imageId}/${width}.webp`;
}

/** The full URL the API hands out as a product's picture (SPEC.md: images are URLs). */
export function mediaUrl(publicUrl: string, imageId: string, width: number = DEFAULT_IMAGE_WIDTH): string {
  return `${publicUrl}${mediaPath(imageId, width)}`;
}

/**
 * What the web needs for <img srcset>: root-relative paths, so the page works whatever host name it was
 * opened under (the CSP allows images from 'self' only).
 */
export function imageSetEntry(image: { id: string; width: number; height: number }): ProductImage {
  const widths = variantWidths(image.width);
  const srcWidth = widths.includes(DEFAULT_IMAGE_WIDTH) ? DEFAULT_IMAGE_WIDTH : widths[widths.length - 1]!;
  return {
    src: mediaPath(image.id, srcWidth),
    srcSet: widths.map((w) => `${mediaPath(image.id, w)} ${w}w`).join(', '),
    width: image.width,
    height: image.height,
  };
}

/**
 * A head tag that starts downloading a page's main picture with the page, at high priority, instead of once the
 * app has rendered it. `sizes` must be the page's own, so that the browser picks the same file for both.
 */
export function picturePreloadTag(image: ProductImage, sizes: string): string {
  const attribute = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<link rel="preload" as="image" href="${attribute(image.src)}" imagesrcset="${attribute(image.srcSet)}" imagesizes="${attribute(sizes)}" fetchpriority="high" />`;
}
