// The admin back office's fixed texts (docs/product.md section 2).
import { BILL_TEXT } from './shopping';
import { PAGE_TITLES } from './storefront';

/** The admin top bar (docs/product.md section 2, "Admin top bar"). */
export const ADMIN_NAV = {
  badge: 'Admin',
  dashboard: 'Dashboard',
  users: 'Users',
  orders: 'Orders',
  products: 'Products',
  coupons: 'Coupons',
  reports: 'Reports',
  logout: 'Logout',
} as const;

/** Fixed texts of the admin screens (docs/product.md section 2). */
export const ADMIN_TEXT = {
  noDataAvailable: 'No data available.',
  noCustomerGrowth: 'No customer growth data available.',
  noCategoryOrders: 'No category order data available.',
  noGenderSales: 'No gender-based sales data available.',
  noBestSellers: 'No best-selling product data available.',
  customerGrowthTitle: 'Customer Growth (Weekly)',
  topCategoriesTitle: 'Top Categories by Orders',
  salesByGenderTitle: 'Sales by Gender',
  bestSellersTitle: 'Best Selling Products',
  totalRevenue: 'Total Revenue',
  completedOrders: 'Completed Orders',
  todayOrders: 'Today Orders',
  todayRevenue: 'Today Revenue',
  totalUsers: 'Total Users',
  block: 'Block',
  unblock: 'Unblock',
  delete: 'Delete',
  loadingProducts: 'Loading products...',
  addProduct: PAGE_TITLES.adminAddProduct,
  edit: 'Edit',
  editStock: 'Edit stock',
  saveStock: 'Save stock',
  stockOf: (name: string) => `Stock per size of ${name}`,
  imagesReplaceNote: 'Images (replace only if needed)',
  updateProduct: 'Update Product',
  view: 'View',
  backToOrders: 'Back to Orders',
  noOrderItems: 'No items found in this order.',
  totalMrp: BILL_TEXT.totalMrp,
  totalDiscount: BILL_TEXT.totalDiscount,
  platformFee: BILL_TEXT.platformFee,
  couponDiscount: BILL_TEXT.couponDiscount,
  finalPayable: 'Final Payable Amount',
  addNewCoupon: 'Add New Coupon',
  noCoupons: 'No coupons available. Click "Add New Coupon" to create one.',
  couponCode: 'Coupon Code',
  couponDiscountField: 'Discount (₹)',
  expiryDate: 'Expiry Date',
  adding: 'Adding...',
} as const;

/** 'Failed to add coupon: {message}' (docs/product.md section 2, "Add coupon"). */
export function addCouponFailed(message: string): string {
  return `Failed to add coupon: ${message}`;
}
