import { DEFAULT_IMAGE_WIDTH, type ProductImage } from '../../contract/catalog';
import { absoluteUrl } from '../shop-links';

/** The path of one rendition; served by media.routes.ts outside the API's rate limit. */
export function mediaPath(imageId: string, width: number): string {
  return `/media/${imageId}/${width}.webp`;
}

/** The full URL the API hands out as a product's picture (docs/product.md section 3: pictures are URLs). */
export function mediaUrl(publicUrl: string, imageId: string, width: number = DEFAULT_IMAGE_WIDTH): string {
  return absoluteUrl(publicUrl, mediaPath(imageId, width));
}

/** A stored picture as pages list it: its size and the widths of its renditions. */
export interface StoredPicture {
  id: string;
  width: number;
  height: number;
  widths: number[];
}

/** The rendition a plain `src` shows: the default width, else the widest stored below it, else the narrowest. */
export function defaultWidth(widths: readonly number[]): number {
  const fitting = widths.filter((w) => w <= DEFAULT_IMAGE_WIDTH);
  return fitting.length > 0 ? Math.max(...fitting) : Math.min(...widths);
}

/**
 * What the web needs for <img srcset>: root-relative paths, so the page works whatever host name it was
 * opened under (the CSP allows images from 'self' only). Only renditions that exist are listed.
 */
export function imageSetEntry(image: StoredPicture): ProductImage {
  const widths = image.widths.length > 0 ? image.widths : [image.width];
  return {
    src: mediaPath(image.id, defaultWidth(widths)),
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
