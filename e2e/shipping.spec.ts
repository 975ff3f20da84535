import { expect, test, type Browser, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { loginAsAdmin } from './support/admin';
import { mailsTo, plainText } from './support/mailbox';
import { addAddressByApi, addDemoProductToBag, placeOrderByApi, registerShopper } from './support/shopper';
import { saveScreen } from './support/screens';

// Shipping with a courier and AWB, cancelling with a reason, and a parcel returned to origin (rto): the owner works
// in the back office, the parent follows on the order page (docs/decisions/0051-shipping-with-tracking-and-rto.md).
// Screenshots of the dialogs and the order page are kept for a look at both widths (support/screens.ts).

function sizeOf(testInfo: TestInfo) {
  return testInfo.project.name === 'phone'
    ? (testInfo.project.use.viewport ?? { width: 390, height: 844 })
    : { width: 1280, height: 900 };
}

/** A parent with one order placed, and the owner logged in to the back office, both at the project's width. */
async function parentAndOwner(browser: Browser, testInfo: TestInfo, prefix: string) {
  const viewport = sizeOf(testInfo);
  const parentContext = await browser.newContext({ viewport });
  const parent = await parentContext.newPage();
  const email = await registerShopper(parent, prefix);
  await addDemoProductToBag(parent);
  const orderId = await placeOrderByApi(parent, await addAddressByApi(parent));
  const ownerContext = await browser.newContext({ viewport });
  const owner = await ownerContext.newPage();
  await loginAsAdmin(owner);
  const move = async (data: Record<string, string>) => {
    const moved = await owner.request.put('/api/admin/updateOrderStatus', {
      data: { orderId, ...data },
      headers: { origin: new URL(owner.url()).origin },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  };
  return {
    parent,
    owner,
    email,
    orderId,
    shortId: orderId.slice(-6).toUpperCase(),
    move,
    close: async () => {
      await parentContext.close();
      await ownerContext.close();
    },
  };
}

test('the owner ships an order with its courier and AWB; the parent tracks the parcel @phone', async ({
  browser,
}, testInfo) => {
  const { parent, owner, email, orderId, shortId, move, close } = await parentAndOwner(
    browser,
    testInfo,
    'ship',
  );
  await move({ Ostatus: 'confirmed' });

  await owner.goto('/admin/orders');
  // A table on desktop, cards on phones: the choice the owner can see.
  const status = owner.getByLabel(`Status of order #${shortId}`).filter({ visible: true });
  await status.selectOption('shipped');
  const dialog = owner.getByRole('dialog', { name: `Ship order #${shortId}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Courier')).toBeFocused();
  // Both are required: nothing is sent without them.
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog.getByText('Please choose a courier from the list.')).toBeVisible();
  await expect(dialog.getByText('Please enter the AWB (tracking) number.')).toBeVisible();
  await dialog.getByLabel('Courier').selectOption('Delhivery');
  await dialog.getByLabel('AWB number').fill('12 34');
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(
    dialog.getByText('The AWB number may contain only letters, digits and hyphens.'),
  ).toBeVisible();
  await dialog.getByLabel('AWB number').fill('1490819912345');
  await expectNoSeriousA11yViolations(owner);
  await saveScreen(owner, 'ship-dialog');
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveValue('shipped');

  await parent.goto(`/order/${orderId}`);
  const shipment = parent.getByRole('region', { name: 'Shipment' });
  await expect(shipment).toContainText('Delhivery');
  await expect(shipment).toContainText('1490819912345');
  const track = shipment.getByRole('link', { name: /Track parcel/ });
  await expect(track).toHaveAttribute('href', 'https://www.delhivery.com/track-v2/package/1490819912345');
  await expect(track).toHaveAttribute('target', '_blank');
  await expect(parent.locator('[aria-current="step"]')).toContainText('Shipped');
  // The status history says it too, under "Order shipped".
  const history = parent.getByRole('region', { name: 'Status history' });
  await expect(history.getByRole('listitem').last()).toContainText('Delhivery · AWB number 1490819912345');
  await expectNoSeriousA11yViolations(parent);
  await saveScreen(parent, 'order-tracking');

  await expect.poll(() => mailsTo(email).some((mail) => /shipped/.test(mail.raw))).toBe(true);
  const mail = plainText(mailsTo(email).find((m) => /shipped/.test(m.raw))!.raw);
  expect(mail).toContain('Courier: Delhivery, AWB number 1490819912345');
  expect(mail).toContain('Track parcel: https://www.delhivery.com/track-v2/package/1490819912345');
  await close();
});

test('the owner cancels an order only after confirming it, with a reason the parent reads @phone', async ({
  browser,
}, testInfo) => {
  const { parent, owner, orderId, shortId, close } = await parentAndOwner(browser, testInfo, 'cancel');
  await owner.goto(`/admin/adminOrderDetails/${orderId}`);
  const status = owner.getByLabel(`Status of order #${shortId}`);
  await status.selectOption('cancelled');
  const dialog = owner.getByRole('dialog', { name: `Cancel order #${shortId}?` });
  await expect(dialog).toContainText('This cannot be undone.');
  // Keeping the order changes nothing.
  await dialog.getByRole('button', { name: 'Keep order as it is' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveValue('pending');

  await status.selectOption('cancelled');
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please give a reason.');
  const reason = 'The frock in this size was damaged in our store. Sorry!';
  await dialog.getByLabel('Reason (the parent sees it)').fill(reason);
  await saveScreen(owner, 'cancel-dialog');
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveValue('cancelled');
  await expect(owner.getByText(`Reason: ${reason}`).first()).toBeVisible();

  await parent.goto(`/order/${orderId}`);
  await expect(parent.getByText('Your order has been cancelled.')).toBeVisible();
  await expect(parent.getByRole('main').getByText(`Reason: ${reason}`).first()).toBeVisible();
  await saveScreen(parent, 'order-cancelled');
  await close();
});

test('the owner marks a shipped parcel returned to origin after confirming @phone', async ({
  browser,
}, testInfo) => {
  const { parent, owner, orderId, shortId, move, close } = await parentAndOwner(browser, testInfo, 'rto');
  await move({ Ostatus: 'confirmed' });
  await move({ Ostatus: 'shipped', courier: 'bluedart', awb: '50123456789' });

  await owner.goto(`/admin/adminOrderDetails/${orderId}`);
  await expect(owner.getByRole('region', { name: 'Shipment' })).toContainText('Blue Dart');
  const status = owner.getByLabel(`Status of order #${shortId}`);
  await status.selectOption('Returned (RTO)');
  const dialog = owner.getByRole('dialog', { name: `Mark order #${shortId} returned to origin?` });
  await dialog.getByLabel('Reason (the parent sees it)').fill('Refused at the door.');
  await saveScreen(owner, 'rto-dialog');
  await dialog.getByRole('button', { name: 'Yes, mark returned' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveValue('rto');
  await expect(status).toBeDisabled();
  await expect(owner.getByText('Reason: Refused at the door.').first()).toBeVisible();
  await saveScreen(owner, 'admin-order-rto');

  await parent.goto(`/order/${orderId}`);
  await expect(parent.getByText('Returned (RTO)').first()).toBeVisible();
  await expect(
    parent.getByText('The courier could not deliver this parcel and brought it back to us.'),
  ).toBeVisible();
  await expect(parent.getByRole('main').getByText('Reason: Refused at the door.').first()).toBeVisible();
  // Its invoice number stays in the books, but there is no invoice to give out.
  await expect(parent.getByRole('link', { name: /Download invoice/ })).toHaveCount(0);
  await saveScreen(parent, 'order-rto');
  await close();
});
