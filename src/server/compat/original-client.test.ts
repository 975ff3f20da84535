import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastCode, loggedInAdmin, uniqueEmail } from '../test/auth-helpers';
import { CookieJar, useTestApp } from '../test/harness';

// The contract with the original LittleHope web client (React + Redux + axios, `baseURL` /api, cookies sent): every
// call of docs/product.md section 7, sent exactly as that client sends it (its payload names, multipart fields, numbers
// typed as text), and every field its screens read checked in the answer. A shape that drifts breaks this file.

const PASSWORD = 'Kids@2026';
type Json = Record<string, unknown>;

/** What the original checkout sends as `addressInfo`: the chosen saved address's five fields, without its `_id`. */
function copiedAddress(address: Json): Json {
  const { fullName, landmark, city, zipCode, mobileNo } = address;
  return { fullName, landmark, city, zipCode, mobileNo };
}

/** Sends what axios sends: plain objects as JSON, FormData as multipart, no body when none is given. */
class OriginalClient {
  constructor(
    readonly jar: CookieJar,
    private readonly origin: string,
  ) {}

  async call(method: InjectOptions['method'], path: string, data?: unknown) {
    const headers: Record<string, string> = { accept: 'application/json, text/plain, */*' };
    if (method !== 'GET') headers.origin = this.origin;
    let payload: InjectOptions['payload'];
    if (data instanceof FormData) payload = data as never;
    else if (data !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(data);
    }
    const response = await this.jar.request({ method, url: `/api${path}`, headers, payload });
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBeLessThan(300);
    return response.json<Json & Json[]>();
  }
}

/** Asserts that every named field is present with the type the client uses it as. */
function expectFields(
  value: unknown,
  fields: Record<string, 'string' | 'number' | 'boolean' | 'array' | 'object'>,
) {
  expect(value).toBeTypeOf('object');
  for (const [field, type] of Object.entries(fields)) {
    const actual = (value as Json)[field];
    if (type === 'array') expect(Array.isArray(actual), `${field} is an array`).toBe(true);
    else expect(actual, field).toBeTypeOf(type);
  }
}

const PRODUCT_FIELDS = {
  _id: 'string',
  name: 'string',
  description: 'string',
  images: 'array',
  price: 'number',
  discountPrice: 'number',
  category: 'string',
  gender: 'string',
  createdAt: 'string',
  sizeAndStock: 'array',
} as const;

/**
 * What the original client's cards read from lists, search, new arrivals and similar products (ProductCard.jsx,
 * SearchResult.jsx, the product page's "Explore more like this"): a card carries these, not the description or
 * the stock per size (docs/decisions/0032-product-cards.md).
 */
const CARD_FIELDS = {
  _id: 'string',
  name: 'string',
  images: 'array',
  price: 'number',
  discountPrice: 'number',
  category: 'string',
} as const;

function expectCard(card: unknown) {
  expectFields(card, CARD_FIELDS);
  expect((card as { images: unknown[] }).images[0]).toBeTypeOf('string');
}

function expectProduct(product: unknown) {
  expectFields(product, PRODUCT_FIELDS);
  const { images, sizeAndStock } = product as { images: unknown[]; sizeAndStock: Json[] };
  expect(images[0]).toBeTypeOf('string');
  for (const size of sizeAndStock) expectFields(size, { size: 'string', stock: 'number' });
}

const ADDRESS_FIELDS = {
  fullName: 'string',
  landmark: 'string',
  city: 'string',
  zipCode: 'string',
  mobileNo: 'string',
} as const;

describe('the original LittleHope web client', () => {
  const t = useTestApp();
  let admin: OriginalClient;
  let shopper: OriginalClient;
  const email = uniqueEmail('original');
  const state = {} as { productId: string; otherProductId: string; orderId: string; couponId: string };
  let photo: Blob;

  const client = (jar = new CookieJar(() => t.app as FastifyInstance)) =>
    new OriginalClient(jar, t.config.publicUrl);

  /** The add-product form as AddProduct.jsx builds it. */
  function addProductForm(name: string, price: string, discountPrice: string) {
    const form = new FormData();
    form.append('name', name);
    form.append('description', 'Soft cotton for warm days.');
    form.append('price', price);
    form.append('discountPrice', discountPrice);
    form.append('category', 'Casual Wear');
    form.append('gender', 'Girls');
    for (const [size, stock] of [
      ['4-5 y', 8],
      ['6-7 y', 3],
    ] as const)
      form.append('sizeAndStock[]', JSON.stringify({ size, stock }));
    form.append('images', photo, 'front.jpg');
    return form;
  }

  beforeAll(async () => {
    const bytes = await sharp({ create: { width: 600, height: 750, channels: 3, background: '#f4a7b9' } })
      .jpeg()
      .toBuffer();
    photo = new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
    admin = client(await loggedInAdmin(t));
    shopper = client();
  });

  describe('admin screens', () => {
    it('adds products (repeated sizeAndStock[], image files) and a coupon (discount as text)', async () => {
      const created = await admin.call(
        'POST',
        '/admin/addProduct',
        addProductForm('Daisy Frock', '1499', '1199.5'),
      );
      expect(created.message).toBeTypeOf('string');
      await admin.call('POST', '/admin/addProduct', addProductForm('Sunny Frock', '999', '799'));
      const list = await admin.call('GET', '/admin/fetchAllProducts?page=1&limit=10');
      expect(list.totalPages).toBeTypeOf('number');
      const products = list.products as Json[];
      for (const product of products) {
        expectFields(product, { _id: 'string', name: 'string', discountPrice: 'number', images: 'array' });
        expect((product.sizeAndStock as Json[]).reduce((sum, s) => sum + (s.stock as number), 0)).toBeTypeOf(
          'number',
        );
      }
      state.productId = products.find((p) => p.name === 'Daisy Frock')!._id as string;
      state.otherProductId = products.find((p) => p.name === 'Sunny Frock')!._id as string;

      const coupon = await admin.call('POST', '/admin/addCoupon', {
        code: 'SUMMER150',
        discount: '150',
        expiry: '2099-12-31',
      });
      expect(coupon.message).toBeTypeOf('string');
      const coupons = await admin.call('GET', '/admin/getCoupon');
      expect(Array.isArray(coupons)).toBe(true);
      const summer = coupons.find((c) => c.code === 'SUMMER150')!;
      expectFields(summer, { _id: 'string', code: 'string', discount: 'number', expiry: 'string' });
      expect(summer.discount).toBe(150);
      expect(Number.isNaN(new Date(summer.expiry as string).getTime())).toBe(false);
      state.couponId = summer._id as string;
    });

    it('loads a product for editing as the object itself, and saves it (one sizeAndStock JSON, price as text)', async () => {
      const product = await admin.call('GET', `/admin/getEditProduct/${state.productId}`);
      // EditProduct.jsx fills the form only when `productDetails._id === id`.
      expect(product._id).toBe(state.productId);
      expectProduct(product);
      const form = new FormData();
      for (const field of ['name', 'description', 'category', 'gender'] as const)
        form.append(field, String(product[field]));
      form.append('price', String(product.price));
      form.append('discountPrice', '1099.5');
      const sizes = ['2-3 y', '4-5 y', '6-7 y', '8-9 y', '10-11 y'].map((size) => ({
        size,
        stock: (product.sizeAndStock as Json[]).find((s) => s.size === size)?.stock ?? 0,
      }));
      form.append('sizeAndStock', JSON.stringify(sizes));
      const saved = await admin.call('PUT', `/admin/updateProduct/${product._id as string}`, form);
      // updateSuccess = payload.message, which sends the admin back to the list.
      expect(saved.message).toBeTypeOf('string');
      expect((await admin.call('GET', `/admin/getEditProduct/${state.productId}`)).discountPrice).toBe(
        1099.5,
      );
    });
  });

  describe('shopper screens', () => {
    it('registers with an e-mailed code (resent once), and logs in', async () => {
      const registered = await shopper.call('POST', '/user/register', {
        name: 'Meera Iyer',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      // Otp.jsx reads the pending e-mail from here.
      expect(registered.email).toBe(email);
      t.clock.advance(31_000);
      await shopper.call('POST', '/user/resendOtp', { email });
      const verified = await shopper.call('POST', '/user/verify-otp', { email, otp: lastCode(t, email) });
      expectFields(verified.user, { name: 'string', email: 'string', role: 'string' });
      const me = await shopper.call('GET', '/user/me');
      expect(me.user).toMatchObject({ email, role: 'user' });
      await shopper.call('GET', '/user/logout');
      const loggedIn = await shopper.call('POST', '/user/login', { email, password: PASSWORD });
      // Login.jsx sends admins to the dashboard by `user.role`.
      expect((loggedIn.user as Json).role).toBe('user');
    });

    it('resets a forgotten password in three calls', async () => {
      const visitor = client();
      await visitor.call('POST', '/user/FPEmailOtp', { email });
      await visitor.call('POST', '/user/verifyFPOTP', { email, otp: lastCode(t, email) });
      await visitor.call('POST', '/user/conFirmForgetPassword', { email, password: PASSWORD });
      await shopper.call('POST', '/user/login', { email, password: PASSWORD });
    });

    it('browses: new arrivals, all products (products, totalPages, currentPage), search and a product', async () => {
      const arrivals = await shopper.call('GET', '/user/newArrivals');
      expect(Array.isArray(arrivals)).toBe(true);
      expect(arrivals.length).toBeGreaterThan(0);
      arrivals.forEach(expectCard);
      const page = await shopper.call('GET', '/user/getAllproducts?page=1&limit=28');
      expect(page).toMatchObject({ totalPages: 1, currentPage: 1 });
      const products = page.products as Json[];
      expect(products.map((p) => p._id)).toEqual(expect.arrayContaining([state.productId]));
      products.forEach(expectCard);
      // The original client's name for the same list.
      expect(page.items).toEqual(products);
      // SearchResult.jsx puts the query in the URL as typed.
      const results = await shopper.call('GET', '/user/search?q=frock');
      expect(results.map((p) => p._id)).toEqual(expect.arrayContaining([state.productId]));
      results.forEach(expectCard);
      const detail = await shopper.call('GET', `/user/productDetail/${state.productId}`);
      expectProduct(detail.product);
      expect(Array.isArray(detail.similarProducts)).toBe(true);
      (detail.similarProducts as unknown[]).forEach(expectCard);
    });

    it('keeps a wishlist: entries under products, each with its product; removes by the product id', async () => {
      const added = await shopper.call('POST', `/user/addToWishlist/${state.productId}`);
      expect(added.message).toBeTypeOf('string');
      const wishlist = await shopper.call('GET', '/user/getWishItem');
      const entries = wishlist.products as Json[];
      expect(entries).toHaveLength(1);
      expectFields(entries[0], { _id: 'string', product: 'object' });
      expectProduct(entries[0]!.product);
      // ProductDetails.jsx fills the heart when `item.product?._id === product._id`.
      expect((entries[0]!.product as Json)._id).toBe(state.productId);
      await shopper.call('DELETE', `/user/removeWishItem/${state.productId}`);
      expect((await shopper.call('GET', '/user/getWishItem')).products).toEqual([]);
    });

    it('fills the bag: add, list with the product populated, change quantity, remove', async () => {
      const added = await shopper.call('POST', '/user/addToCart', {
        productId: state.productId,
        quantity: 1,
        size: '4-5 y',
      });
      expect(added.message).toBeTypeOf('string');
      await shopper.call('POST', '/user/addToCart', {
        productId: state.otherProductId,
        quantity: 1,
        size: '6-7 y',
      });
      // CartPage.jsx sends the select's value through parseInt.
      await shopper.call('PUT', '/user/updateItemQuantity', {
        productId: state.productId,
        size: '4-5 y',
        quantity: Number.parseInt('2'),
      });
      await shopper.call('DELETE', '/user/removeFromCart', {
        productId: state.otherProductId,
        size: '6-7 y',
      });
      const cart = await shopper.call('GET', '/user/getCartItems');
      const items = cart.items as Json[];
      expect(items).toHaveLength(1);
      expectFields(items[0], { productId: 'object', size: 'string', quantity: 'number' });
      expectFields(items[0]!.productId, {
        _id: 'string',
        name: 'string',
        description: 'string',
        price: 'number',
        discountPrice: 'number',
        images: 'array',
      });
      expect(items[0]).toMatchObject({ size: '4-5 y', quantity: 2 });
    });

    it('manages addresses and reads its profile and coupons', async () => {
      const profile = await shopper.call('GET', '/user/profile');
      // ProfileForm.jsx and AccountCenter.jsx read the user object itself.
      expect(profile).toMatchObject({ name: 'Meera Iyer', email });
      const coupons = await shopper.call('GET', '/user/coupon');
      const summer = coupons.find((c) => c._id === state.couponId)!;
      expectFields(summer, { _id: 'string', code: 'string', discount: 'number', expiry: 'string' });
      // The add-address form's own names.
      const form = {
        name: 'Meera Iyer',
        landmark: 'Opp. Lake Park',
        city: 'Bengaluru',
        zip: '560034',
        mobile: '9845012345',
      };
      await shopper.call('POST', '/user/addAddress', form);
      await shopper.call('POST', '/user/addAddress', { ...form, landmark: 'Old office' });
      const { addresses } = await shopper.call('GET', '/user/getAddress');
      expect(addresses).toHaveLength(2);
      for (const address of addresses as Json[])
        expectFields(address, { _id: 'string', ...ADDRESS_FIELDS, cod: 'boolean' });
      const old = (addresses as Json[]).find((a) => a.landmark === 'Old office')!;
      await shopper.call('DELETE', `/user/deleteAddress/${old._id as string}`);
      expect((await shopper.call('GET', '/user/getAddress')).addresses).toHaveLength(1);
    });

    it('places an order as CheckoutPage.jsx builds it: the address as five fields, totals worked out in the browser', async () => {
      const [address] = (await shopper.call('GET', '/user/getAddress')).addresses as Json[];
      const { items } = await shopper.call('GET', '/user/getCartItems');
      const coupon = (await shopper.call('GET', '/user/coupon')).find((c) => c._id === state.couponId)!;
      const lines = items as Array<{ productId: Json; quantity: number; size: string }>;
      const totals = lines.reduce(
        (acc, item) => {
          const price = (item.productId.price as number) || 0;
          const discountPrice = (item.productId.discountPrice as number) || price;
          acc.totalMRP += price * item.quantity;
          acc.totalDiscount += price * item.quantity - discountPrice * item.quantity;
          return acc;
        },
        { totalMRP: 0, totalDiscount: 0 },
      );
      const platformFee = 20;
      const couponDiscount = coupon.discount as number;
      const orderData = {
        addressInfo: copiedAddress(address!),
        paymentMethod: 'cod',
        coupon: coupon._id,
        items: lines.map((item) => ({
          productId: item.productId._id,
          quantity: item.quantity,
          size: item.size,
          priceAtPurchase: item.productId.price,
          discountPriceAtPurchase: item.productId.discountPrice || item.productId.price,
        })),
        pricingSummary: {
          ...totals,
          platformFee,
          couponDiscount,
          finalAmount: totals.totalMRP - totals.totalDiscount + platformFee - couponDiscount,
        },
      };
      const placed = await shopper.call('POST', '/user/createOrder', orderData);
      expect(placed.message).toBeTypeOf('string');
      state.orderId = (placed.order as Json)._id as string;
    });

    it('lists its orders and opens one: the order itself, items with their product populated', async () => {
      const page = await shopper.call('GET', '/user/getOrders?page=1&limit=6');
      expect(page.totalPages).toBe(1);
      const [listed] = page.orders as Json[];
      expectFields(listed, { _id: 'string', createdAt: 'string', status: 'string', items: 'array' });
      expect((listed!.pricingSummary as Json).finalAmount).toBe(2 * 1099.5 + 20 - 150);

      const order = await shopper.call('GET', `/user/orderDetails/${state.orderId}`);
      expect(order).toMatchObject({ _id: state.orderId, status: 'pending', paymentMethod: 'cod' });
      const [item] = order.items as Json[];
      expectFields(item, {
        productId: 'object',
        size: 'string',
        quantity: 'number',
        discountPriceAtPurchase: 'number',
      });
      expect(item!.productId).toMatchObject({ _id: state.productId, name: 'Daisy Frock' });
      expect(((item!.productId as Json).images as string[])[0]).toMatch(/^https?:\/\/.+\.webp$/);
      expect(order.addressInfo).toMatchObject({
        fullName: 'Meera Iyer',
        city: 'Bengaluru',
        zipCode: '560034',
      });
      expectFields(order.addressInfo, ADDRESS_FIELDS);
      const summary = order.pricingSummary as Json;
      for (const field of ['totalMRP', 'totalDiscount', 'platformFee', 'couponDiscount', 'finalAmount'])
        expect(summary[field], field).toBeTypeOf('number');
      expect(summary).toMatchObject({ totalMRP: 2998, couponDiscount: 150, finalAmount: 2069 });
    });

    it('the back office sees the order, moves it on (Ostatus), and opens it as the object itself', async () => {
      const page = await admin.call('GET', '/admin/getAllOrders?page=1&limit=10');
      expect(page.totalPages).toBe(1);
      const listed = (page.order as Json[]).find((o) => o._id === state.orderId)!;
      expect(listed.status).toBe('pending');
      expect((listed.pricingSummary as Json).finalAmount).toBe(2069);
      expect((listed.addressInfo as Json).fullName).toBe('Meera Iyer');

      const moved = await admin.call('PUT', '/admin/updateOrderStatus', {
        orderId: state.orderId,
        Ostatus: 'confirmed',
      });
      expect(moved.message).toBeTypeOf('string');

      const order = await admin.call('GET', `/admin/getOrderDetails/${state.orderId}`);
      expectFields(order, {
        _id: 'string',
        user: 'object',
        addressInfo: 'object',
        items: 'array',
        paymentMethod: 'string',
        pricingSummary: 'object',
        status: 'string',
        paymentStatus: 'string',
        placedAt: 'string',
        updatedAt: 'string',
      });
      expect(order.user).toMatchObject({ name: 'Meera Iyer', email });
      expect((order.user as Json)._id).toBeTypeOf('string');
      expect(order.coupon).toEqual({ code: 'SUMMER150', discount: 150 });
      expect(order.status).toBe('confirmed');
      const [item] = order.items as Json[];
      expect(item).toMatchObject({
        quantity: 2,
        size: '4-5 y',
        priceAtPurchase: 1499,
        discountPriceAtPurchase: 1099.5,
      });
      expect(item!.productId).toMatchObject({ _id: state.productId, name: 'Daisy Frock' });
      expect(((item!.productId as Json).images as string[])[0]).toBeTypeOf('string');
    });

    it('cancels a pending order with an empty PUT, then sees it cancelled', async () => {
      // Only a pending order may be cancelled by the shopper: place a second one, then cancel it.
      await shopper.call('POST', '/user/addToCart', {
        productId: state.otherProductId,
        quantity: 1,
        size: '4-5 y',
      });
      const [address] = (await shopper.call('GET', '/user/getAddress')).addresses as Json[];
      const placed = await shopper.call('POST', '/user/createOrder', {
        addressInfo: copiedAddress(address!),
        paymentMethod: 'cod',
        coupon: null,
        items: [
          {
            productId: state.otherProductId,
            quantity: 1,
            size: '4-5 y',
            priceAtPurchase: 999,
            discountPriceAtPurchase: 799,
          },
        ],
        pricingSummary: {
          totalMRP: 999,
          totalDiscount: 200,
          platformFee: 20,
          couponDiscount: 0,
          finalAmount: 819,
        },
      });
      const orderId = (placed.order as Json)._id as string;
      await shopper.call('PUT', `/user/cancellOrder/${orderId}`);
      expect((await shopper.call('GET', `/user/orderDetails/${orderId}`)).status).toBe('cancelled');
    });
  });

  describe('admin screens, after the orders', () => {
    it('reads the dashboard figures and manages users', async () => {
      const data = await admin.call('GET', '/admin/getDashData');
      expectFields(data, {
        totalRevenue: 'number',
        totalOrders: 'number',
        todayOrders: 'number',
        todayRevenue: 'number',
        totalUsers: 'number',
        categoryOrders: 'array',
        genderSales: 'array',
        customerGrowth: 'array',
        bestSellingProducts: 'array',
      });
      for (const row of data.categoryOrders as Json[]) expectFields(row, { _id: 'string', orders: 'number' });
      for (const row of data.genderSales as Json[]) expectFields(row, { _id: 'string', value: 'number' });
      for (const row of data.customerGrowth as Json[]) expectFields(row, { users: 'number' });
      expect((data.bestSellingProducts as Json[]).length).toBeGreaterThan(0);
      for (const row of data.bestSellingProducts as Json[])
        expectFields(row, {
          id: 'string',
          images: 'array',
          name: 'string',
          category: 'string',
          unitsSold: 'number',
          revenue: 'number',
        });

      const page = await admin.call('GET', '/admin/getUsers?page=1&limit=10');
      expectFields(page, { users: 'array', totalPages: 'number', successMessage: 'string' });
      const meera = (page.users as Json[]).find((u) => u.email === email)!;
      expectFields(meera, {
        _id: 'string',
        name: 'string',
        email: 'string',
        role: 'string',
        isBlocked: 'boolean',
      });
      const id = meera._id as string;
      expect((await admin.call('PUT', `/admin/user/${id}/block`)).message).toBeTypeOf('string');
      expect((await admin.call('PUT', `/admin/user/${id}/unBlock`)).message).toBeTypeOf('string');
      expect((await admin.call('DELETE', `/admin/user/${id}`)).message).toBeTypeOf('string');
    });
  });
});
