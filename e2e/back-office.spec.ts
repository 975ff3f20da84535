import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin } from './support/admin';
import { addAddressByApi, addDemoProductToBag, placeOrderByApi, registerShopper } from './support/shopper';
import { saveScreen } from './support/screens';

// Running the shop day to day, at phone and desktop width: the admin finds an order by the customer's name and
// exports the list, finds products out of stock in a size, reads the Low stock card, opens Reports from the top
// bar and sees their own status change in the audit trail. A parent opens the size guide and shops by age.

async function openTopBarLink(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true }).click();
}

test('@phone admin: finds and exports orders, filters products, low stock, reports, audit trail', async ({
  browser,
}, testInfo) => {
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const shopperName = `Meera ${Date.now().toString(36)}`;
  await registerShopper(shopper, 'back-office', shopperName);
  await addDemoProductToBag(shopper);
  const orderId = await placeOrderByApi(shopper, await addAddressByApi(shopper, shopperName));
  const shortId = orderId.slice(-6).toUpperCase();

  const admin = await (
    await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined })
  ).newPage();
  await loginAsAdmin(admin);
  const lowStock = admin.getByRole('region', { name: /Low stock/ });
  await expect(lowStock.getByRole('heading', { name: /Low stock/ })).toBeVisible();
  // The demo catalog has sold-out sizes.
  await expect(lowStock.getByText('Sold out').first()).toBeVisible();
  await lowStock.scrollIntoViewIfNeeded();
  await saveScreen(admin, 'dashboard-low-stock');

  // Orders: search by the customer's name, then by the short id with a status filter; the URL keeps them.
  await openTopBarLink(admin, 'Orders');
  const search = admin.getByRole('searchbox', { name: 'Search orders' });
  await search.fill(shopperName);
  await search.press('Enter');
  await expect(admin).toHaveURL(
    new RegExp(`q=${encodeURIComponent(shopperName).replace(/%20/g, '(\\+|%20)')}`),
  );
  await expect(admin.getByText(`#${shortId}`).locator('visible=true')).toHaveCount(1);
  await admin.getByLabel('Status', { exact: true }).selectOption('pending');
  await expect(admin).toHaveURL(/status=pending/);
  await admin.reload();
  await expect(admin.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(shopperName);
  await expect(admin.getByText(`#${shortId}`).locator('visible=true')).toHaveCount(1);
  await saveScreen(admin, 'orders-search');

  const exportLink = admin.getByRole('link', { name: 'Export CSV' });
  const href = await exportLink.getAttribute('href');
  expect(href).toContain('status=pending');
  const csv = await admin.request.get(href!);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  expect(lines[0]).toBe(
    'Order ID,Date (IST),Status,Customer,Mobile,City,PIN,Product,Size,Quantity,Price,Line total,Coupon,Order total,Address,Courier,AWB,Credit notes,SKU',
  );
  expect(lines.slice(1).every((line) => line.startsWith(orderId))).toBe(true);

  await admin.getByRole('button', { name: 'Clear filters' }).click();
  await expect(admin).toHaveURL(/\/admin\/orders$/);

  // The order moves on; the audit trail shows who did it.
  await admin.goto(`/admin/orders?q=${shortId}`);
  await admin
    .getByLabel(`Status of order #${shortId}`)
    .locator('visible=true')
    .first()
    .selectOption('confirmed');
  await expect(admin.getByLabel(`Status of order #${shortId}`).locator('visible=true').first()).toHaveValue(
    'confirmed',
  );

  // Products out of stock in some size.
  await openTopBarLink(admin, 'Products');
  await admin.getByRole('checkbox', { name: 'Out of stock in some size' }).check();
  await expect(admin).toHaveURL(/outOfStock=true/);
  await admin.getByLabel('Category', { exact: true }).selectOption('Party Wear');
  await expect(admin).toHaveURL(/category=Party\+Wear/);
  await saveScreen(admin, 'products-filters');

  // Stock per size, edited in the list: five more pieces of the smallest size the first product is made in (a
  // product made by an earlier journey may not offer every size), ledgered by the shop.
  await admin.goto('/admin/product');
  const firstRow = admin.getByRole('row').nth(1);
  const total = firstRow.locator('summary span').first();
  const before = Number(await total.textContent());
  await firstRow.getByText('Edit stock').click();
  const smallest = firstRow.getByRole('spinbutton').first();
  await smallest.fill(String(Number(await smallest.inputValue()) + 5));
  await saveScreen(admin, 'stock-editor');
  await firstRow.getByRole('button', { name: 'Save stock' }).click();
  await expect(admin.getByText('Stock updated.')).toBeVisible();
  await expect(total).toHaveText(String(before + 5));

  // Reports from the top bar.
  await openTopBarLink(admin, 'Reports');
  await expect(admin).toHaveURL(/\/admin\/reports$/);
  await expect(admin.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(admin.getByText('Average order value')).toBeVisible();
  await expect(admin.locator('.recharts-surface').first()).toBeVisible();
  await admin.getByLabel('Group by').selectOption('week');
  await expect(admin).toHaveURL(/interval=week/);
  await expect(admin.getByRole('heading', { name: 'Top products' })).toBeVisible();
  await saveScreen(admin, 'reports');

  await openTopBarLink(admin, 'Audit');
  await admin.getByLabel('Action').selectOption('order.status');
  await expect(admin).toHaveURL(/action=order\.status/);
  await expect(admin.getByText(shortId).first()).toBeVisible();
  await expect(admin.getByText('admin@gmail.com').first()).toBeVisible();
  await saveScreen(admin, 'audit');
});

test('@phone shopper: size guide on the product page, shop by age on all products', async ({
  page,
}, testInfo) => {
  const width = testInfo.project.name;
  await page.goto('/productDetails/00000000-0000-4000-8000-000000000008');
  await page.getByRole('button', { name: 'Size guide' }).click();
  const dialog = page.getByRole('dialog', { name: /Size guide/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: 'Height (cm)' })).toBeVisible();
  await expect(dialog.getByRole('rowheader', { name: '4-5 y' })).toBeVisible();
  await saveScreen(page, 'size-guide', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/allProducts');
  const filters = page.getByRole('button', { name: /^Filters/ });
  if (width === 'phone') await filters.click();
  await page.getByLabel("Child's age").locator('visible=true').selectOption('4');
  await expect(page).toHaveURL(/size=4-5(\+|%20)y/);
  await page.getByLabel('or height (cm)').locator('visible=true').fill('128');
  await expect(page).toHaveURL(/size=8-9(\+|%20)y/);
  await saveScreen(page, 'shop-by-age', { fullPage: false });
});
