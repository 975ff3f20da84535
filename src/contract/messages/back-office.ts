import { CATALOG_TEXT } from './storefront';

// Texts of the back-office screens added beyond the original shop: finding orders and products, reports, audit trail.

export const FIND_TEXT = {
  searchOrders: 'Search orders',
  searchOrdersPlaceholder: 'Order id, name, e-mail or mobile',
  searchProducts: 'Search products',
  searchProductsPlaceholder: 'Product name',
  status: 'Status',
  allStatuses: 'All statuses',
  category: 'Category',
  allCategories: 'All categories',
  placedFrom: 'Placed from',
  placedTo: 'Placed to',
  outOfStock: 'Out of stock in some size',
  search: 'Search',
  clear: CATALOG_TEXT.clearFiltersOffer,
  exportCsv: 'Export CSV',
  noMatchingOrders: 'No orders match these filters.',
  noMatchingProducts: CATALOG_TEXT.noProductsForFilters,
} as const;

export const BACK_OFFICE_NAV = {
  audit: 'Audit',
} as const;
