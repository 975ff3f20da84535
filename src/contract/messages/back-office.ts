import { SCREEN_TEXT } from './storefront-catalog';
import { CATALOG_TEXT } from './storefront';
import { REPORT_MAX_DAYS } from '../constants';
import { DATE_MESSAGES } from './feedback';
import { SHIPMENT_TEXT } from './shopping';
import type { AuditAction } from '../audit';
import type { ReportInterval } from '../reports';

// Texts of the back-office screens added beyond the original shop: finding orders and products, reports, audit trail.

export const FIND_TEXT = {
  searchOrders: 'Search orders',
  searchOrdersPlaceholder: 'Order id, name, e-mail or mobile',
  searchProducts: SCREEN_TEXT.searchProducts,
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

/** The dashboard's card of sizes at or under the low-stock level (its daily mail's words are in mails.ts). */
export const STOCK_ALERT_TEXT = {
  lowStockTitle: 'Low stock',
  noLowStock: 'Every size is above the low-stock level.',
  soldOut: 'Sold out',
  left: (stock: number) => `${stock} left`,
  more: (count: number) => `and ${count} more`,
} as const;

export const BACK_OFFICE_NAV = {
  audit: 'Audit',
  cash: 'Cash',
} as const;

/** The audit trail (/admin/audit). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'product.created': 'Product added',
  'product.updated': 'Product edited',
  'product.status': 'Product status changed',
  'product.deleted': 'Product deleted',
  'stock.updated': 'Stock edited',
  'products.imported': 'Products imported (CSV)',
  'order.status': 'Order status changed',
  'user.blocked': 'User blocked',
  'user.unblocked': 'User unblocked',
  'user.deleted': 'User deleted',
  'coupon.created': 'Coupon added',
  'coupon.updated': 'Coupon edited',
  'return.step': 'Return step',
  'order.payment': 'Payment status',
  'remittance.created': 'Remittance recorded',
};

export const AUDIT_TEXT = {
  title: 'Audit trail',
  allActions: 'All actions',
  action: 'Action',
  when: 'When',
  who: 'Who',
  target: 'Target',
  change: 'Change',
  before: 'Before',
  after: 'After',
  empty: 'No entries yet.',
  loadFailed: 'Could not load the audit trail.',
} as const;

/** The Reports screen (/admin/reports). */
export const REPORT_TEXT = {
  title: 'Reports',
  from: 'From',
  to: 'To',
  interval: 'Group by',
  intervals: { day: 'Day', week: 'Week', month: 'Month' } satisfies Record<ReportInterval, string>,
  revenue: 'Revenue',
  orders: 'Orders',
  averageOrderValue: 'Average order value',
  cancellationRate: 'Cancellation rate',
  returnRate: 'Return rate',
  unitsSold: 'Units sold',
  revenueOverTime: 'Revenue and orders',
  byCategory: 'By category',
  byGender: 'By gender',
  topProducts: 'Top products',
  period: 'Period',
  category: 'Category',
  gender: 'Gender',
  product: 'Product',
  units: 'Units',
  noOrders: 'No orders in this range.',
  loadFailed: 'Could not load the report.',
} as const;

/** Net sales and payments still due, as the dashboard and the Reports screen say them (src/contract/revenue.ts). */
export const NET_SALES_TEXT = {
  netSales: 'Net sales',
  definition: 'Net sales: orders not cancelled, less refunds.',
  grossSales: 'Sales before refunds',
  refunds: 'Refunds',
  creditNotes: 'Credit notes',
  creditNotesValue: (count: number, total: string) => `${count} · ${total}`,
  awaitingPayment: 'Awaiting payment',
  awaitingNote:
    'Orders not cancelled whose payment has not been received yet; counted in sales, shown apart.',
  nothingAwaited: 'Nothing awaiting payment.',
  byMethod: { cod: 'Cash on delivery to collect', upi: 'UPI payments to verify' } as Record<string, string>,
  ordersCount: (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`,
} as const;

// What the back office's searches and reports answer.

export const ORDER_SEARCH_MESSAGES = {
  badDate: DATE_MESSAGES.badDate,
  badRange: 'The "from" date must not be after the "to" date.',
  badStatus: 'Please choose a valid status.',
  queryTooLong: 'Search for at most 100 characters.',
  badPaymentFilter: 'Please choose payment to verify or cash to collect.',
} as const;

export const PRODUCT_SEARCH_MESSAGES = {
  badCategory: 'Please choose a valid category.',
  queryTooLong: ORDER_SEARCH_MESSAGES.queryTooLong,
} as const;

export const AUDIT_MESSAGES = {
  badAction: 'Please choose a valid action.',
} as const;

export const REPORT_MESSAGES = {
  badDate: DATE_MESSAGES.badDate,
  badRange: ORDER_SEARCH_MESSAGES.badRange,
  rangeTooLong: `Choose a range of at most ${REPORT_MAX_DAYS} days.`,
  badInterval: 'Choose day, week or month.',
} as const;

/** The answers of the calls on several orders at once (labels, bulk confirmation); ids as the shop shows them. */
export const ORDER_BATCH_MESSAGES = {
  chooseOrders: 'Choose at least one order.',
  tooMany: (max: number) => `Choose at most ${max} orders at a time.`,
  repeated: 'Each order may be chosen only once.',
  notFound: (shortIds: string[]) => `No such order: ${shortIds.map((id) => `#${id}`).join(', ')}.`,
  /** "#1A2B3C is pending, #4D5E6F is cancelled". */
  noLabel: (orders: string) => `A label is printed only for a confirmed or shipped order: ${orders}.`,
  confirmed: (done: number, left: number) =>
    `${done} ${done === 1 ? 'order' : 'orders'} confirmed` +
    (left > 0 ? `; ${left} could not be confirmed.` : '.'),
} as const;

/** The orders list's selection and its bulk actions, and the order page's label button. */
export const ORDER_BATCH_TEXT = {
  select: (shortId: string) => `Select order #${shortId}`,
  actions: 'Chosen orders',
  /** The heading of the list's checkbox column. */
  selectColumn: 'Select',
  selectPage: 'Select all orders on this page',
  selected: (count: number) => `${count} selected`,
  clearSelection: 'Clear selection',
  confirm: 'Confirm orders',
  confirmTitle: (count: number) => `Confirm ${count} ${count === 1 ? 'order' : 'orders'}?`,
  confirmMessage:
    'Each pending order is confirmed and its customer is mailed. Orders in another status are left as they are.',
  confirmYes: 'Yes, confirm',
  confirming: 'Confirming...',
  resultTitle: 'Bulk confirmation',
  confirmedHeading: 'Confirmed',
  notConfirmedHeading: 'Not confirmed',
  printLabels: 'Print labels',
  printingLabels: 'Preparing labels...',
  labelsReady: 'The labels are downloaded: open the file to print them.',
  printLabel: 'Print label',
  confirmFailed: 'Could not confirm the orders.',
  labelsFailed: 'Could not prepare the labels.',
} as const;

/** The shipment and the reason a status change may carry (PUT /api/admin/updateOrderStatus). */
export const SHIPMENT_MESSAGES = {
  unknownCourier: 'Please choose a courier from the list.',
  courierNameRequired: 'Please enter the name of the courier.',
  courierNameTooLong: 'The courier name may be at most 60 characters.',
  awbRequired: 'Please enter the AWB (tracking) number.',
  awbTooLong: 'The AWB number may be at most 30 characters.',
  awbCharacters: 'The AWB number may contain only letters, digits and hyphens.',
  awbWithoutCourier: 'Please choose the courier of this AWB number.',
  shipmentOnlyWhenShipping: 'A courier and AWB number can only be given when marking an order shipped.',
  reasonTooLong: 'The reason may be at most 300 characters.',
  reasonOnlyWhenFinal:
    'A reason can only be given when cancelling an order or marking it returned to origin.',
} as const;

/** The back office's dialog for marking an order shipped: the courier and its AWB number are required. */
export const SHIP_DIALOG_TEXT = {
  title: (shortId: string) => `Ship order #${shortId}`,
  intro:
    'Enter the courier and the AWB (tracking) number from the shipping label. The parent gets both by e-mail.',
  courier: 'Courier',
  chooseCourier: 'Choose a courier',
  otherCourier: 'Other',
  courierName: 'Courier name',
  awb: SHIPMENT_TEXT.awb,
  awbHint: 'Letters, digits and hyphens, as printed on the label.',
  cancel: 'Cancel',
  confirm: 'Mark shipped',
  saving: 'Saving...',
} as const;

/** The back office's confirmation before a change that cannot be undone: a cancellation or a return to origin. */
export const END_ORDER_DIALOG_TEXT = {
  cancelTitle: (shortId: string) => `Cancel order #${shortId}?`,
  cancelMessage:
    'This cannot be undone. The pieces go back to stock and the parent is told by e-mail, with your reason.',
  cancelConfirm: 'Yes, cancel order',
  rtoTitle: (shortId: string) => `Mark order #${shortId} returned to origin?`,
  rtoMessage:
    'Only when the courier has brought the parcel back. This cannot be undone. The pieces go back to stock, nothing is paid, and the parent is told by e-mail, with your reason.',
  rtoConfirm: 'Yes, mark returned',
  reason: 'Reason (the parent sees it)',
  reasonRequired: 'Please give a reason.',
  keep: 'Keep order as it is',
} as const;

/** The back office's returns and exchanges (/admin/returns): a card a request, moved along its allowed steps. */
export const ADMIN_RETURNS_TEXT = {
  title: 'Returns',
  empty: 'No return requests.',
  loadFailed: 'Could not load the return requests.',
  moveFailed: 'Could not move the request. Please try again.',
  asked: (date: string) => `asked ${date}`,
  refundTo: (where: string) => `Refund to: ${where}`,
  upi: (upiId: string) => `UPI ${upiId}`,
  bankAccount: (accountNumber: string, ifsc: string, holderName: string) =>
    `A/c ${accountNumber} · ${ifsc} · ${holderName}`,
  note: 'Note to the shopper (optional)',
  reference: 'Refund reference',
  /** 'Mark approved', 'Mark replacement shipped'. */
  moveTo: (statusLabel: string) => `Mark ${statusLabel.toLowerCase()}`,
} as const;
