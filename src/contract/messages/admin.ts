// The admin back office's fixed texts (docs/product.md section 2).
import { BILL_TEXT } from './shopping';
import { PAGE_TITLES, PRODUCT_PREVIEW, TEXT } from './storefront';
import { MAX_PRODUCT_IMAGES, type Role } from '../constants';

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
  /** The phone's button that opens the sections. */
  menu: 'Menu',
} as const;

/** A user's role as the users list names it: a shopper's account, or one of the back office's. */
export const ROLE_LABELS: Record<Role, string> = {
  user: 'User',
  admin: 'Admin',
};

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
  noSizesOffered: 'No sizes offered',
  sizesOffered: 'Sizes offered and stock',
  sizesOfferedHint:
    'Tick the sizes this product is made in. A ticked size with stock 0 shows as sold out; an unticked size is not offered.',
  statusField: 'Status',
  statusAuto: 'Publish when complete, else save as draft',
  preview: 'Preview',
  previewOf: (name: string) => `Preview ${name} as shoppers see it`,
  statusActionsOf: (name: string) => `Status of ${name}`,
  cancel: 'Cancel',
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
  /** Under a back-office table on a phone. */
  scrollHint: 'Swipe sideways to see every column.',
  // The tables' headings (the lists of users, orders and products, the best sellers, an order's items).
  id: 'ID',
  orderId: 'Order ID',
  productId: 'Product ID',
  image: 'Image',
  productName: 'Product Name',
  name: 'Name',
  role: 'Role',
  actions: 'Actions',
  customer: 'Customer',
  date: 'Date',
  price: 'Price',
  mrp: 'MRP',
  stock: 'Stock',
  unitsSold: 'Units Sold',
  // The dashboard charts' tables.
  week: (number: number) => `Week ${number}`,
  /** 'Week 3 (from 25 November 2026)' */
  weekFrom: (week: string, date: string) => `${week} (from ${date})`,
  newUsers: 'New users',
  sales: 'Sales',
  // The users list.
  noUsers: 'No users found.',
  blocked: 'Blocked',
  adminAccount: 'Admin account',
  /** Read by screen readers before a user's role on a phone. */
  rolePrefix: 'Role: ',
  deleteUserQuestion: 'Delete this user?',
  deleteUserNote: (name: string, email: string) =>
    `${name} (${email}) will be removed with their cart, wishlist and addresses. Their orders stay on record.`,
  // The orders list and an order's page.
  viewOrder: (shortId: string) => `View order #${shortId}`,
  orderStatusOf: (shortId: string) => `Status of order #${shortId}`,
  userId: 'User ID',
  notAvailable: 'N/A',
  userName: 'User Name',
  userEmail: 'User Email',
  placedAt: 'Placed At',
  lastUpdated: 'Last Updated',
  paymentStatus: 'Payment Status',
  shippingAddress: 'Shipping Address',
  orderedItems: 'Ordered Items',
  pricingBreakdown: 'Pricing Breakdown',
  // The product form.
  /** A select's empty choice: 'Select category'. */
  selectOption: (label: string) => `Select ${label.toLowerCase()}`,
  priceField: 'Price (₹)',
  discountPriceField: 'Discount Price (₹)',
  hsnCodeField: 'HSN code (for invoices)',
  /** The HSN field's placeholder: '6109 (usual for Casual Wear)'. */
  usualHsnCode: (code: string, category: string) => `${code} (usual for ${category})`,
  usualHsnCodeOfCategory: 'Usual code of the category',
  stockFor: (size: string) => `Stock for ${size}`,
  images: 'Images',
  imageHint: `Up to ${MAX_PRODUCT_IMAGES} images: JPEG, PNG or WebP, at most 5 MB each.`,
  imageSlot: (number: number) => `Image ${number}`,
  /** A chosen picture's preview: 'Image 1: frock.jpg'. */
  chosenImage: (number: number, fileName: string) => `Image ${number}: ${fileName}`,
  remove: 'Remove',
  removeImage: (number: number) => `Remove image ${number}`,
  currentImages: 'Current images:',
  currentImagesReplaced: 'These current images will be replaced:',
  currentImage: (number: number) => `Current image ${number}`,
} as const;

/** 'Failed to add coupon: {message}' (docs/product.md section 2, "Add coupon"). */
export function addCouponFailed(message: string): string {
  return `Failed to add coupon: ${message}`;
}

// What the shop answers about accounts, products and invoices in the back office.

export const ADMIN_MESSAGES = {
  userBlocked: 'User blocked successfully.',
  userUnblocked: 'User unblocked successfully.',
  userDeleted: 'User deleted successfully.',
  usersLoaded: 'Users fetched successfully.',
  cannotTouchAdmin: 'An admin account cannot be blocked or deleted.',
  userNotFound: 'User not found.',
  statusUpdated: 'Order status updated.',
  deletedCustomer: 'Deleted customer',
} as const;

export const PRODUCT_FORM_MESSAGES = {
  nameRequired: 'Product name is required.',
  descriptionRequired: 'Description is required.',
  genderRequired: 'Please choose a gender.',
  categoryRequired: 'Please choose a category.',
  priceRequired: 'Price is required.',
  discountPriceRequired: 'Discount price is required.',
  amountRule: 'Enter an amount of at least ₹1 with at most 2 decimals.',
  discountAbovePrice: 'Discount price cannot be more than the price.',
  sizesInvalid: 'Sizes and stock are not valid.',
  stockInvalid: 'Stock must be a whole number of 0 or more.',
  tooManyImages: `Up to ${MAX_PRODUCT_IMAGES} images can be uploaded.`,
  imageTooLarge: 'Each image must be at most 5 MB.',
  imageType: 'Please choose JPEG, PNG or WebP images only.',
  hsnCode: 'HSN code must be 4, 6 or 8 digits.',
  productNotFound: TEXT.productNotFound,
} as const;

/** A product's life in the back office (src/contract/product-status.ts). */
export const PRODUCT_STATUS_MESSAGES = {
  label: PRODUCT_PREVIEW.label,
  publish: 'Publish',
  hide: 'Hide',
  archive: 'Archive',
  backToDraft: 'Back to draft',
  delete: 'Delete',
  missingPicture: 'at least one picture',
  missingDescription: 'a description',
  missingStock: 'one offered size with stock above 0',
  cannotPublish: (missing: readonly string[]) =>
    `This product cannot be published yet: it needs ${missing.join(', ')}.`,
  statusChanged: 'Product status updated.',
  deleted: 'Product deleted.',
  hasOrders: 'This product has been ordered, so it cannot be deleted. Archive it instead.',
  statusInvalid: 'Status must be draft, active, hidden or archived.',
  previewBanner: PRODUCT_PREVIEW.banner,
  confirmArchive: 'Shoppers will no longer see it; it stays in orders, invoices and reports.',
  confirmDelete: 'Its pictures and sizes go with it. This cannot be undone.',
} as const;

/** What an uploaded picture is refused with, once the picture pipeline has read it. */
export const IMAGE_MESSAGES = {
  notAnImage: 'Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded.',
  tooLarge: 'The image is too large.',
} as const;
