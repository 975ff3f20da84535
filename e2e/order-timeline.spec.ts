import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { loginAsAdmin } from './support/admin';
import { addAddressByApi, addDemoProductToBag, placeOrderByApi, registerShopper } from './support/shopper';
import { saveScreen } from './support/screens';

// The order's status timeline: after the admin confirms a shopper's order, both the shopper's order page and
// the admin's order details list each step (placed, confirmed) with who made it and when, in IST.

function timeline(page: Page) {
  return page.getByRole('region', { name: 'Status history' }).getByRole('list');
}

test('the status timeline shows the admin confirming an order, to the shopper and the admin @phone', async ({
  browser,
}, testInfo) => {
  const viewport = testInfo.project.use.viewport ?? { width: 1440, height: 900 };
  const size = testInfo.project.name === 'phone' ? viewport : { width: 1440, height: 900 };
  const shopperContext = await browser.newContext({ viewport: size });
  const shopper = await shopperContext.newPage();
  await registerShopper(shopper, 'timeline');
  await addDemoProductToBag(shopper);
  const orderId = await placeOrderByApi(shopper, await addAddressByApi(shopper));
  const shortId = orderId.slice(-6).toUpperCase();

  const adminContext = await browser.newContext({ viewport: size });
  const admin = await adminContext.newPage();
  await loginAsAdmin(admin);
  await admin.goto('/admin/orders');
  // The orders page has a table (desktop) and cards (phone): the select the admin can see.
  const status = admin.getByLabel(`Status of order #${shortId}`).filter({ visible: true });
  await status.selectOption('confirmed');
  // The select shows the status asked for while the change is on its way: the shop's answer is the message.
  await expect(admin.getByText('Order status updated.')).toBeVisible();
  await expect(status).toHaveValue('confirmed');

  await admin.goto(`/admin/adminOrderDetails/${orderId}`);
  const adminSteps = timeline(admin).getByRole('listitem');
  await expect(adminSteps).toHaveCount(2);
  await expect(adminSteps.nth(0)).toContainText('Order placed by the customer');
  await expect(adminSteps.nth(1)).toContainText('Order confirmed by the shop');
  await expect(adminSteps.nth(1).locator('time')).toContainText(/IST$/);
  await saveScreen(admin, 'admin-order-details');

  await shopper.goto(`/order/${orderId}`);
  const steps = timeline(shopper).getByRole('listitem');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText('Order placed by you');
  await expect(steps.nth(1)).toContainText('Order confirmed by the shop');
  // The date is the shop's (IST) day and time, and the machine-readable instant is the server's.
  const time = steps.nth(1).locator('time');
  const instant = await time.getAttribute('datetime');
  expect(Date.parse(instant!)).toBeGreaterThan(Date.now() - 5 * 60_000);
  const ist = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(instant!));
  await expect(time).toContainText(ist);
  await expectNoSeriousA11yViolations(shopper);
  await saveScreen(shopper, 'shopper-order');

  await shopperContext.close();
  await adminContext.close();
});
