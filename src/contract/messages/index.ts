// The product's words (docs/product.md section 8): labels, messages and fallbacks, written once for server and browser, by area.
export * from './feedback';
export * from './storefront';
export * from './shopping';
export * from './admin';
export * from './history';
export * from './back-office';
export * from './mails';
export * from './documents';
export * from './delivery';
export * from './coupon-rules';
export * from './payments';
export * from './product-csv';
