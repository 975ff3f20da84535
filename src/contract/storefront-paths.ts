/**
 * The storefront's pages that other places link to: its own screens, the shop's mails, the sitemap and a product
 * page's shared-link tags. One home for each, so that a page that moves is moved everywhere (the routes themselves
 * are declared in src/web/app/router.tsx, and a test there holds them to these).
 */
export const STOREFRONT_PATHS = {
  product: (productId: string) => `/productDetails/${encodeURIComponent(productId)}`,
  order: (orderId: string) => `/order/${encodeURIComponent(orderId)}`,
  orderReturn: (orderId: string) => `/order/${encodeURIComponent(orderId)}/return`,
  returns: '/returns',
} as const;
