import { expect, test } from '@playwright/test';
import { DELIVERY_TEXT } from '../src/contract/messages';
import { formatRupees } from '../src/contract/money';
import { expectNoSeriousA11yViolations } from './support/axe';
import { SHOPPER_PASSWORD, demoProduct, registerShopper, uniqueEmail } from './support/shopper';
import { waitForOtp } from './support/mailbox';
import { E2E_ADMIN } from './support/admin';

// Demo product 13 (Boys Formal Shirt with Pocket) has stock in every size.
const SHIRT_ID = '00000000-0000-4000-8000-000000000013';
// Demo product 49 (Girls Yoga Shorts); only this journey changes its stock.
const YOGA_SHORTS_ID = '00000000-0000-4000-8000-000000000049';

test.describe('cart', () => {
  test('product → size → Add to Cart → badge → change quantity → totals → remove → empty @phone', async ({
    page,
  }) => {
    await registerShopper(page, 'cart');
    const shirt = await demoProduct(page, SHIRT_ID);
    await page.goto(`/productDetails/${SHIRT_ID}`);
    const bag = page.getByRole('link', { name: /^Bag, / });
    await expect(bag).toHaveAccessibleName('Bag, 0 items');

    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await expect(addToCart).toBeDisabled();
    await page.getByRole('button', { name: '6-7 y', exact: true }).click();
    await addToCart.click();
    await expect(page.getByText('Added to cart successfully.')).toBeVisible();
    await expect(bag).toHaveAccessibleName('Bag, 1 item');
    // The product page's message clears itself after 1.5 s.
    await expect(page.getByText('Added to cart successfully.')).toBeHidden({ timeout: 3000 });

    await bag.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    const line = page.getByRole('list', { name: 'My Cart' }).getByRole('listitem');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(shirt.name);
    await expect(line).toContainText('Size: 6-7 y');
    await expect(line).toContainText('14 days return available');
    // No saved address yet: the date comes once there is one (e2e/delivery.spec.ts).
    await expect(line).toContainText(DELIVERY_TEXT.noAddressYet);
    const total = page.locator('dl > div', { hasText: 'Total Amount' });
    await expect(total).toContainText(formatRupees(shirt.discountPrice + 20));
    await expect(page.locator('dl > div', { hasText: 'Platform Fee' })).toContainText('₹20.00');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Qty').selectOption('3');
    await expect(page.getByText('Quantity changed')).toBeVisible();
    await expect(total).toContainText(formatRupees(shirt.discountPrice * 3 + 20));
    await expect(page.locator('dl > div', { hasText: 'Total MRP' })).toContainText(
      formatRupees(shirt.price * 3),
    );
    await expect(bag).toHaveAccessibleName('Bag, 3 items');

    await page.getByRole('button', { name: `Remove ${shirt.name} (size 6-7 y) from bag` }).click();
    await expect(page.getByText('Your bag is empty')).toBeVisible();
    await expect(bag).toHaveAccessibleName('Bag, 0 items');
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  });

  test('Buy Now adds the chosen size and goes to checkout; CHECKOUT shows Processing', async ({ page }) => {
    await registerShopper(page, 'buynow');
    await page.goto(`/productDetails/${SHIRT_ID}`);
    const buyNow = page.getByRole('button', { name: 'Buy Now' });
    await expect(buyNow).toBeDisabled();
    await page.getByRole('button', { name: '2-3 y', exact: true }).click();
    await buyNow.click();
    await expect(page).toHaveURL(/\/checkoutPayment$/);
    await expect(page.getByRole('link', { name: 'Bag, 1 item' })).toBeVisible();

    await page.goto('/cart');
    const checkout = page.getByRole('button', { name: 'CHECKOUT' });
    await checkout.click();
    await expect(page.getByRole('button', { name: 'Processing' })).toBeDisabled();
    await expect(page).toHaveURL(/\/checkoutPayment$/, { timeout: 5000 });
  });

  test('an anonymous shopper’s Add to Cart is kept, and logging in carries it into the account', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('anon');
    await request.post('/api/user/register', {
      data: { name: 'Kabir Shah', email, password: SHOPPER_PASSWORD, confirmPassword: SHOPPER_PASSWORD },
    });
    await request.post('/api/user/verify-otp', { data: { email, otp: await waitForOtp(email) } });

    await page.goto(`/productDetails/${SHIRT_ID}`);
    await page.getByRole('button', { name: '4-5 y', exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(new RegExp(`/productDetails/${SHIRT_ID}$`));
    await expect(page.getByRole('link', { name: 'Bag, 1 item' })).toBeVisible();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText(/Your bag has been saved to your account/)).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
    // One piece, not one more per click, now in the account's bag.
    await expect(page.getByRole('link', { name: 'Bag, 1 item' })).toBeVisible();
    const cart = (await (await page.request.get('/api/user/getCartItems')).json()) as { items: unknown[] };
    expect(cart.items).toHaveLength(1);
  });

  test('lines whose size sold out meanwhile are marked and block CHECKOUT until changed', async ({
    page,
    request,
  }) => {
    await registerShopper(page, 'soldout');
    const yoga = await demoProduct(page, YOGA_SHORTS_ID);
    for (const [size, quantity] of [
      ['2-3 y', 1],
      ['4-5 y', 3],
    ] as const) {
      const added = await page.request.post('/api/user/addToCart', {
        data: { productId: YOGA_SHORTS_ID, size, quantity },
      });
      expect(added.ok(), await added.text()).toBe(true);
    }

    // The shop sells out meanwhile: the admin sets 2-3 y to 0 and 4-5 y to 2.
    const login = await request.post('/api/user/login', {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
    expect(login.ok()).toBe(true);
    const stock = yoga.sizeAndStock.map(({ size, stock: left }) => ({
      size,
      stock: size === '2-3 y' ? 0 : size === '4-5 y' ? 2 : left,
    }));
    const updated = await request.put(`/api/admin/updateProduct/${YOGA_SHORTS_ID}`, {
      multipart: {
        name: yoga.name,
        description: yoga.description,
        gender: yoga.gender,
        category: yoga.category,
        price: String(yoga.price),
        discountPrice: String(yoga.discountPrice),
        sizeAndStock: JSON.stringify(stock),
      },
    });
    expect(updated.ok(), await updated.text()).toBe(true);

    await page.goto('/cart');
    const lines = page.getByRole('list', { name: 'My Cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: 'Size: 2-3 y' })).toContainText('Out of stock in size 2-3 y');
    await expect(lines.filter({ hasText: 'Size: 4-5 y' })).toContainText('Only 2 left in size 4-5 y');
    const checkout = page.getByRole('button', { name: 'CHECKOUT' });
    await expect(checkout).toBeDisabled();
    await expect(page.getByText('Change or remove the items marked in red to check out.')).toBeVisible();
    // The panel prices and counts the pieces stock allows now (2 of 4), and says what it left out.
    await expect(page.getByRole('heading', { name: 'Price Details (2 items)' })).toBeVisible();
    await expect(page.getByText('2 pieces are not counted: not enough left in stock.')).toBeVisible();
    await expect(page.locator('dl > div', { hasText: 'Total MRP' })).toContainText(
      formatRupees(yoga.price * 2),
    );
    await expect(page.locator('dl > div', { hasText: 'Total Amount' })).toContainText(
      formatRupees(yoga.discountPrice * 2 + 20),
    );
    await expectNoSeriousA11yViolations(page);

    await lines.filter({ hasText: 'Size: 4-5 y' }).getByLabel('Qty').selectOption('2');
    await expect(lines.filter({ hasText: 'Size: 4-5 y' })).not.toContainText('Only 2 left');
    await page.getByRole('button', { name: `Remove ${yoga.name} (size 2-3 y) from bag` }).click();
    await expect(lines).toHaveCount(1);
    await expect(checkout).toBeEnabled();
    // The same total as before, now with every piece in the bag counted.
    await expect(page.getByText(/pieces? (?:is|are) not counted/)).toHaveCount(0);
    await expect(page.locator('dl > div', { hasText: 'Total Amount' })).toContainText(
      formatRupees(yoga.discountPrice * 2 + 20),
    );
  });
});
