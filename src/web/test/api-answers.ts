import type { User } from '../../contract/auth';
import type { Address } from '../../contract/address';
import type { Cart, CartLine } from '../../contract/cart';
import type { DeliveryEstimate } from '../../contract/delivery-estimate';
import type { Product } from '../../contract/catalog';
import type { AdminCoupon, ShopperCoupon } from '../../contract/coupons';
import type { OrderHistory } from '../../contract/order-history';
import type { Order } from '../../contract/orders';
import type { FakeRoute } from './fake-api';

// The API's answers the component tests start from, typed by the contract so that a change of shape there breaks
// them here. Amounts are the shop's: ₹ rupees with paise, a ₹20 platform fee.

export const SHOPPER: User = {
  _id: '6f1c2d3e-0000-4000-8000-000000000001',
  name: 'Anita Sharma',
  email: 'anita@example.in',
  role: 'user',
  isBlocked: false,
};

export const FROCK_ID = '0b7a4c1e-1111-4000-8000-000000000001';
export const KURTA_ID = '0b7a4c1e-2222-4000-8000-000000000002';
export const ORDER_ID = 'a1b2c3d4-3333-4000-8000-0000000000ab';

/** Signed in, with an empty bag: what every screen's header asks for. */
export function signedInRoutes(): Record<string, FakeRoute> {
  return {
    'GET /user/me': { body: { user: SHOPPER } },
    'GET /user/getCartItems': { body: cartOf([]) },
  };
}

function product(id: string, name: string, price: number, discountPrice: number): Product {
  return {
    _id: id,
    name,
    description: `${name} in soft cotton.`,
    category: 'Casual Wear',
    gender: 'Girls',
    images: [],
    imageSet: [],
    price,
    discountPrice,
    createdAt: '2026-10-01T10:00:00.000Z',
    status: 'active',
    sizeAndStock: [
      { size: '2-3 y', stock: 4 },
      { size: '4-5 y', stock: 0 },
      { size: '6-7 y', stock: 3 },
    ],
  };
}

export const FROCK = product(FROCK_ID, 'Sunflower Frock', 1299, 999);
export const KURTA = product(KURTA_ID, 'Festive Kurta Set', 1899, 1499.5);

export function cartOf(lines: CartLine[]): Cart {
  return {
    items: lines,
    // The checkout prices the bag itself; this is what the header and the bag read.
    pricingSummary: { totalMRP: 0, totalDiscount: 0, platformFee: 0, couponDiscount: 0, finalAmount: 0 },
  };
}

export function cartLine(item: Product, size: string, quantity: number): CartLine {
  return { productId: item, size, quantity, available: 5, listed: true, problem: null };
}

export function address(
  id: string,
  fullName: string,
  cod: boolean,
  zipCode = '560001',
  more: Partial<Address> = {},
): Address {
  return {
    _id: id,
    fullName,
    house: 'Flat 4, Rose Court',
    area: '12 MG Road',
    landmark: 'Near the park',
    city: 'Bengaluru',
    zipCode,
    mobileNo: '9876543210',
    cod,
    state: 'Karnataka',
    addressType: 'home',
    isDefault: false,
    ...more,
  };
}

export function coupon(
  id: string,
  code: string,
  discount: number,
  unusableReason: string | null = null,
  rules: Partial<ShopperCoupon> = {},
): ShopperCoupon {
  return {
    _id: id,
    code,
    discount,
    expiry: '2027-12-31T18:29:59.000Z',
    firstOrderOnly: false,
    type: 'flat',
    minOrder: 0,
    maxDiscount: null,
    perCustomer: 1,
    totalUses: null,
    active: true,
    startsAt: null,
    usable: unusableReason === null,
    unusableReason,
    ...rules,
  };
}

/** A two-line order: 1 × frock (2-3 y) and 2 × kurta set (6-7 y), with HOPE100. */
export function order(changes: Partial<Order> = {}): Order {
  return {
    _id: ORDER_ID,
    status: 'pending',
    paymentStatus: 'unpaid',
    paymentMethod: 'cod',
    createdAt: '2026-11-20T05:30:00.000Z',
    placedAt: '2026-11-20T05:30:00.000Z',
    updatedAt: '2026-11-20T05:30:00.000Z',
    addressInfo: {
      fullName: 'Anita Sharma',
      landmark: '12 MG Road, near the park',
      city: 'Bengaluru',
      zipCode: '560001',
      mobileNo: '9876543210',
    },
    coupon: 'c0c0c0c0-4444-4000-8000-000000000001',
    couponCode: 'HOPE100',
    items: [orderItem(FROCK, '2-3 y', 1), orderItem(KURTA, '6-7 y', 2)],
    itemCount: 3,
    pricingSummary: {
      totalMRP: 5097,
      totalDiscount: 1099,
      platformFee: 20,
      couponDiscount: 100,
      finalAmount: 3918,
    },
    invoiceNumber: null,
    shipment: null,
    statusReason: null,
    deliveredAt: null,
    utr: null,
    ...changes,
  };
}

function orderItem(item: Product, size: string, quantity: number): Order['items'][number] {
  return {
    productId: { _id: item._id, name: item.name, images: [] },
    name: item.name,
    image: null,
    size,
    quantity,
    priceAtPurchase: item.price,
    discountPriceAtPurchase: item.discountPrice,
  };
}

export function historyOf(order: Order): OrderHistory {
  return { history: [{ from: null, to: 'pending', by: 'shopper', reason: null, at: order.placedAt }] };
}

/** The delivery call's answer for a PIN the shop delivers to. */
export function deliveryTo(
  pin: string,
  city: string,
  state: string,
  earliest: string,
  latest: string,
  cod = true,
): DeliveryEstimate {
  return { pin, city, state, serviceable: true, cod, earliest, latest, zone: 'sameCity' };
}

/** The admin's SAVE10, as the back office's coupon list answers it. */
export const SAVE10_ID = 'c0c0c0c0-4444-4000-8000-0000000000a1';

export const SAVE10_ADMIN: AdminCoupon = {
  _id: SAVE10_ID,
  code: 'SAVE10',
  type: 'percent',
  discount: 10,
  maxDiscount: 200,
  minOrder: 999,
  perCustomer: 1,
  totalUses: 50,
  firstOrderOnly: false,
  active: true,
  startsAt: null,
  expiry: '2099-12-31T18:29:59.999Z',
  uses: 3,
};
