import { expect, test } from '@playwright/test';
import { SHOPPER_PASSWORD, demoProduct, uniqueEmail } from './support/shopper';
import { waitForOtp } from './support/mailbox';
import { saveScreen } from './support/screens';

const SHIRT_ID = '00000000-0000-4000-8000-000000000013';

// A visitor fills a bag without an account; registering carries it (and a wishlist heart tapped meanwhile) into the
// new account.
test('a guest bag and a wishlist tap carried into a new account @phone', async ({ page }) => {
  const shirt = await demoProduct(page, SHIRT_ID);
  await page.goto(`/productDetails/${SHIRT_ID}`);
  await page.getByRole('button', { name: '4-5 y', exact: true }).click();
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await addToCart.click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart successfully.' })).toBeVisible();
  await addToCart.click();
  const bag = page.getByRole('banner').getByRole('link', { name: /^Bag, / });
  await expect(bag).toHaveAccessibleName('Bag, 2 items');
  await expect(page).toHaveURL(new RegExp(`/productDetails/${SHIRT_ID}$`));

  // The bag shows the line with the server's price; its checkout asks to log in.
  await page.goto('/cart');
  const line = page.getByRole('list', { name: 'My Cart' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('link', { name: shirt.name })).toBeVisible();
  await expect(line.getByRole('combobox')).toHaveValue('2');
  await saveScreen(page, 'guest-bag');
  await page.getByRole('button', { name: 'CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please log in or register to place your order.')).toBeVisible();

  // A heart tapped as a visitor is remembered through the registration.
  await page.goto(`/productDetails/${SHIRT_ID}`);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Register' }).click();
  const email = uniqueEmail('guestbag');
  await page.getByLabel('Full name').fill('Meera Iyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page).toHaveURL(/\/otp$/);
  await page.getByLabel('OTP', { exact: true }).fill(await waitForOtp(email));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText(/Your bag has been saved to your account/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/productDetails/${SHIRT_ID}$`), { timeout: 5000 });
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(bag).toHaveAccessibleName('Bag, 2 items');

  const cart = (await (await page.request.get('/api/user/getCartItems')).json()) as {
    items: { size: string; quantity: number; productId: { _id: string } }[];
  };
  expect(cart.items.map((item) => [item.productId._id, item.size, item.quantity])).toEqual([
    [SHIRT_ID, '4-5 y', 2],
  ]);
  expect(await page.evaluate(() => window.localStorage.getItem('littlehope.guestBag'))).toBeNull();
});
