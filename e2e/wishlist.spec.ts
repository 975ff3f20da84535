import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { registerShopper } from './support/shopper';

// Demo product 6 (Hooded Zipper Jacket) is sold out in 4-5 y; product 4 is Denim-Look Pull-On Shorts.
const JACKET_ID = '00000000-0000-4000-8000-000000000006';
const SHORTS_ID = '00000000-0000-4000-8000-000000000004';

test.describe('wishlist', () => {
  test('heart on the product → /wishlist → chips filter → MOVE TO BAG → Select Size → DONE', async ({
    page,
  }) => {
    await registerShopper(page, 'wish');
    await page.goto('/wishlist');
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();

    await page.goto(`/productDetails/${JACKET_ID}`);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    const remove = page.getByRole('button', { name: 'Remove from wishlist' });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Added to wishlist successfully.')).toBeVisible();
    expect((await page.request.post(`/api/user/addToWishlist/${SHORTS_ID}`)).ok()).toBe(true);

    await page.goto('/wishlist');
    await expect(page.getByText('2 items')).toBeVisible();
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(2);
    await page.getByRole('button', { name: 'Jackets' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Hooded Zipper Jacket');
    await page.getByRole('button', { name: 'Trousers' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Denim-Look Pull-On Shorts');
    await page.getByRole('button', { name: 'All' }).click();
    await expect(cards).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    const jacket = cards.filter({ hasText: 'Hooded Zipper Jacket' });
    await jacket.getByRole('button', { name: 'MOVE TO BAG' }).click();
    const sheet = page.getByRole('dialog', { name: 'Select Size' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: /^4-5 y/ })).toBeDisabled();
    await expect(sheet.getByRole('button', { name: /^4-5 y/ })).toContainText('Out');
    await expect(sheet.getByRole('button', { name: 'DONE' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await jacket.getByRole('button', { name: 'MOVE TO BAG' }).click();
    await sheet.getByRole('button', { name: '6-7 y', exact: true }).click();
    await expectNoSeriousA11yViolations(page);
    await sheet.getByRole('button', { name: 'DONE' }).click();
    await expect(page.getByText('Added to cart successfully.')).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(cards).toHaveCount(1);
    await expect(page.getByText('1 item', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bag, 1 item' })).toBeVisible();

    await page.goto('/cart');
    const line = page.getByRole('list', { name: 'My Cart' }).getByRole('listitem');
    await expect(line).toContainText('Hooded Zipper Jacket');
    await expect(line).toContainText('Size: 6-7 y');

    await page.goto('/wishlist');
    await page.getByRole('button', { name: 'Remove Denim-Look Pull-On Shorts from wishlist' }).click();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  });

  test('the heart toggles off again on the product page', async ({ page }) => {
    await registerShopper(page, 'heart');
    await page.goto(`/productDetails/${SHORTS_ID}`);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
    // The heart fills before the server answers; the reload waits for its answer, or it could cut the add short.
    await expect(page.getByText('Added to wishlist successfully.')).toBeVisible();
    await page.reload();
    const remove = page.getByRole('button', { name: 'Remove from wishlist' });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await remove.click();
    await expect(page.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByText('Removed from your wishlist.')).toBeVisible();
    await page.goto('/wishlist');
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  });
});
