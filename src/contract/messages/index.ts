// The product's words (docs/product.md section 8): labels, messages and fallbacks, written once for server and browser, by area.
// The back office's words (admin.ts, back-office.ts, product-csv.ts) and the mails' (mails.ts) are imported from
// their own files, not from here: a module this file names lands in the storefront's first download whole, since
// the storefront's first pages import this file.
export * from './feedback';
export * from './storefront';
export * from './shopping';
export * from './history';
export * from './documents';
export * from './delivery';
export * from './coupon-rules';
export * from './payments';
