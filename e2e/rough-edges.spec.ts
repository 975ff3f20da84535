import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  SHOPPER_PASSWORD,
  addAddressByApi,
  addDemoProductToBag,
  placeOrderByApi,
  registerShopper,
} from './support/shopper';

// The rough edges found when the shop was tried as a new shopper and as its owner, each walked through once.

// Demo product 13 (Boys Formal Shirt with Pocket) has stock in every size.
const SHIRT_ID = '00000000-0000-4000-8000-000000000013';

/** Records Content Security Policy violations in the page, from its first script on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${location.pathname}`,
      ),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The toast must leave the given controls visible. */
async function expectToastClearOf(toast: Locator, controls: Locator[]) {
  const box = (await toast.boundingBox())!;
  for (const control of controls) {
    const other = await control.boundingBox();
    if (other) expect(overlaps(box, other), await control.innerText()).toBe(false);
  }
}

test.describe('rough edges', () => {
  test('one click places one order, confetti shows under the CSP, a used coupon is marked, /orderSuccess is not replayed @phone', async ({
    page,
  }) => {
    const cspViolations = await watchCsp(page);
    await registerShopper(page, 'edges');
    await addDemoProductToBag(page);
    await addAddressByApi(page);

    await page.goto('/checkoutPayment');
    const hope = page.locator('#coupon option', { hasText: 'HOPE100' });
    await expect(hope).toBeEnabled();
    await page.getByLabel('Coupon').selectOption((await hope.getAttribute('value'))!);

    let orderRequests = 0;
    const confettiRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/createOrder')) orderRequests += 1;
      if (/confetti/i.test(request.url())) confettiRequests.push(request.url());
    });
    const placeOrder = page.getByRole('button', { name: 'PLACE ORDER' });
    await placeOrder.dblclick();
    await expect(page).toHaveURL(/\/orderSuccess$/);
    await expect(page.getByRole('heading', { name: 'Your order has been placed!' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Order #[0-9A-F]{6}$/ })).toBeVisible();
    expect(orderRequests).toBe(1);

    // The confetti is drawn (a canvas with coloured pixels), and the CSP refused nothing.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            [...document.querySelectorAll('canvas')].some((canvas) => {
              const context = canvas.getContext('2d');
              if (!context || canvas.width === 0) return false;
              const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
              for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) return true;
              return false;
            }),
          ),
        { timeout: 5000 },
      )
      .toBe(true);
    expect(await cspViolations()).toEqual([]);
    // The library came as its own file, only now.
    expect(confettiRequests.length).toBeGreaterThan(0);

    // A reload does not announce the order again.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No new order here' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your order has been placed!' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View My Orders' })).toBeVisible();

    // Next time HOPE100 is listed but cannot be chosen, with the reason PLACE ORDER would give.
    await addDemoProductToBag(page, 1);
    await page.goto('/checkoutPayment');
    await expect(hope).toHaveText(/\(You have already used this coupon\.\)$/);
    await expect(hope).toBeDisabled();
  });

  test('opening /orderSuccess without an order does not claim one', async ({ page }) => {
    await registerShopper(page, 'nosuccess');
    await page.goto('/orderSuccess');
    await expect(page.getByRole('heading', { level: 1, name: 'No new order here' })).toBeVisible();
    await expect(page.getByText('Your order has been placed!')).toHaveCount(0);
  });

  test('a guest is told why Buy Now asks for login, and the add is finished after it @phone', async ({
    page,
  }) => {
    const email = await registerShopper(page, 'guest');
    await page.request.get('/api/user/logout');

    await page.goto(`/productDetails/${SHIRT_ID}`);
    await page.getByRole('button', { name: '6-7 y', exact: true }).click();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Please log in to add this to your bag.')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Added to cart successfully.' });
    await expect(toast).toBeVisible();
    const header = page.getByRole('banner');
    await expectToastClearOf(toast, [
      header.getByRole('link', { name: /^Bag, / }),
      header.getByRole('link', { name: 'Wishlist' }),
      header.getByRole('button').last(),
    ]);
    await expect(page).toHaveURL(/\/checkoutPayment$/);
    await expect(page.getByRole('link', { name: /^Bag, / })).toHaveAccessibleName('Bag, 1 item');

    const cart = (await (await page.request.get('/api/user/getCartItems')).json()) as {
      items: { size: string; quantity: number }[];
    };
    expect(cart.items).toEqual([expect.objectContaining({ size: '6-7 y', quantity: 1 })]);
  });

  test('New Arrivals start at the edge and step 300 px', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'New Arrivals' });
    const track = section.locator('ul').first();
    await expect(track.getByRole('listitem').first()).toBeVisible();
    expect(await track.evaluate((element) => element.scrollLeft)).toBe(0);
    await section.getByRole('button', { name: 'Scroll new arrivals right' }).click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(300);
    await section.getByRole('button', { name: 'Scroll new arrivals right' }).click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(600);
  });

  test('a bad product link shows the 404 page with its ways on', async ({ page }) => {
    await page.goto('/productDetails/00000000-0000-4000-8000-999999999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'All Products' }).click();
    await expect(page).toHaveURL(/\/allProducts$/);
  });

  test('a price minimum above the maximum is explained; an empty result offers Clear filters', async ({
    page,
  }) => {
    await page.goto('/allProducts');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByLabel('Min (₹)').fill('900');
    await filters.getByLabel('Max (₹)').fill('300');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(
      filters.getByRole('alert').filter({ hasText: 'The minimum price is above the maximum.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/allProducts$/);

    // A link with the range the wrong way round says so too, and offers the way out.
    await page.goto('/allProducts?minPrice=900&maxPrice=300');
    await expect(page.getByRole('main').getByText('The minimum price is above the maximum.')).toBeVisible();
    await expect(page.getByText('No products found.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/allProducts$/);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

    await page.goto('/allProducts?minPrice=99000');
    await expect(page.getByText('No products match these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/allProducts$/);
  });

  test('admin: address words wrap whole, users columns hold with a Blocked badge, Logout clear of toasts', async ({
    page,
  }) => {
    await registerShopper(page, 'wrap', 'Venkataramanappa Subrahmanyam');
    await addDemoProductToBag(page);
    const orderId = await placeOrderByApi(page, await addAddressByApi(page, 'Venkataramanappa Subrahmanyam'));
    await page.request.get('/api/user/logout');
    const login = await page.request.post('/api/user/login', {
      data: { email: 'admin@gmail.com', password: 'Admin@123' },
    });
    expect(login.ok()).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/adminOrderDetails/${orderId}`);
    const name = page
      .getByRole('region', { name: 'Shipping Address' })
      .getByText('Venkataramanappa Subrahmanyam');
    await expect(name).toBeVisible();
    expect(await name.evaluate((element) => getComputedStyle(element).wordBreak)).not.toBe('break-all');

    // Phone: the products table shows Edit without a swipe.
    await page.goto('/admin/product');
    const edit = page.getByRole('link', { name: /^Edit / }).first();
    await expect(edit).toBeVisible();
    const box = (await edit.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.x).toBeGreaterThanOrEqual(0);

    // Desktop: blocking a user does not move the users table's columns.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/admin/user');
    const headers = page.locator('thead th');
    await expect(headers.first()).toBeVisible();
    const widths = () =>
      headers.evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
    const before = await widths();
    const row = page.locator('tbody tr', { hasText: 'Venkataramanappa Subrahmanyam' });
    await row.getByRole('button', { name: /^Block / }).click();
    await expect(row.getByText('Blocked', { exact: true })).toBeVisible();
    expect(await widths()).toEqual(before);
    const toast = page.locator('.animate-toast-in').first();
    await expect(toast).toBeVisible();
    await expectToastClearOf(toast, [page.getByRole('button', { name: /Logout/i })]);
  });
});
