import { expect, type Page } from '@playwright/test';
import { DEMO_ADDRESS } from './demo-address';
import { waitForOtp } from './mailbox';

export const SHOPPER_PASSWORD = 'Secret@123';

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e4)}@gmail.com`;

/** Registers a fresh shopper through the API (code read from the mailbox); the page's browser is logged in. */
export async function registerShopper(page: Page, prefix = 'shopper', name = 'Asha Rao'): Promise<string> {
  const email = uniqueEmail(prefix);
  const registered = await page.request.post('/api/user/register', {
    data: { name, email, password: SHOPPER_PASSWORD, confirmPassword: SHOPPER_PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const otp = await waitForOtp(email);
  const verified = await page.request.post('/api/user/verify-otp', { data: { email, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  return email;
}

interface DemoProduct {
  _id: string;
  name: string;
  description: string;
  gender: string;
  category: string;
  price: number;
  discountPrice: number;
  sizeAndStock: { size: string; stock: number }[];
}

const hasStock = (product: DemoProduct) => product.sizeAndStock.some((entry) => entry.stock >= 3);

/** A product a size exchange can be asked for: a size with stock to order and another size with stock. */
export const hasSecondSizeInStock = (product: DemoProduct) =>
  hasStock(product) && product.sizeAndStock.filter((entry) => entry.stock > 0).length >= 2;

/**
 * Puts one piece of a demo product (in a size that has stock) in the bag through the API. Earlier journeys
 * in the same shop use up stock, so a test that needs more than one size in stock says so with `suits`.
 */
export async function addDemoProductToBag(
  page: Page,
  skip = 0,
  suits: (product: DemoProduct) => boolean = hasStock,
): Promise<{ product: DemoProduct; size: string }> {
  const list = await page.request.get('/api/user/getAllproducts?page=1&limit=28');
  expect(list.ok()).toBe(true);
  // The list answers cards; the stock per size is on each product's page.
  const { items } = (await list.json()) as { items: { _id: string }[] };
  const products = await Promise.all(items.map((card) => demoProduct(page, card._id)));
  const inStock = products.filter(suits);
  expect(inStock.length, 'a demo product that suits the journey').toBeGreaterThan(0);
  const product = inStock[skip % inStock.length]!;
  const size = product.sizeAndStock.find((entry) => entry.stock >= 3)!.size;
  const added = await page.request.post('/api/user/addToCart', {
    data: { productId: product._id, size, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return { product, size };
}

/** Saves a delivery address (Bengaluru, cash on delivery available) through the API and returns its id. */
export async function addAddressByApi(page: Page, name = 'Asha Rao'): Promise<string> {
  const response = await page.request.post('/api/user/addAddress', { data: { ...DEMO_ADDRESS, name } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { address: { _id: string } }).address._id;
}

/** Places a cash-on-delivery order of the whole bag through the API, without a coupon. */
export async function placeOrderByApi(page: Page, addressId: string): Promise<string> {
  const cart = (await (await page.request.get('/api/user/getCartItems')).json()) as {
    items: { productId: DemoProduct; size: string; quantity: number }[];
    pricingSummary: Record<string, number>;
  };
  const response = await page.request.post('/api/user/createOrder', {
    headers: { 'Idempotency-Key': `journey-${Date.now()}-${Math.floor(Math.random() * 1e6)}` },
    data: {
      addressInfo: addressId,
      paymentMethod: 'cod',
      coupon: null,
      items: cart.items.map((line) => ({
        productId: line.productId._id,
        size: line.size,
        quantity: line.quantity,
        priceAtPurchase: line.productId.price,
        discountPriceAtPurchase: line.productId.discountPrice,
      })),
      pricingSummary: cart.pricingSummary,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { order: { _id: string } }).order._id;
}

/** One product of the demo catalog as the shop serves it. */
export async function demoProduct(page: Page, id: string): Promise<DemoProduct> {
  const response = await page.request.get(`/api/user/productDetail/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { product: DemoProduct }).product;
}
