import { execFileSync } from 'node:child_process';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { loginAsAdmin } from './support/admin';
import { addAddressByApi, addDemoProductToBag, placeOrderByApi, registerShopper } from './support/shopper';
import { saveScreen } from './support/screens';

// Payments (docs/decisions/0054-upi-to-the-shops-vpa.md, 0055-payment-status-and-cod-remittances.md): a parent pays
// by UPI to the shop's UPI ID (QR code, app link, UTR) and the owner verifies it; the owner records a courier's
// remittance of cash on delivery. Screenshots are kept for a look at both widths (support/screens.ts).

function viewportOf(testInfo: TestInfo) {
  return testInfo.project.name === 'phone'
    ? (testInfo.project.use.viewport ?? { width: 390, height: 844 })
    : { width: 1280, height: 900 };
}

async function ownerPage(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ viewport: viewportOf(testInfo) });
  const page = await context.newPage();
  await loginAsAdmin(page);
  return { page, close: () => context.close() };
}

/** What a phone's camera would read: the QR image as the screen shows it, decoded by zbar. */
async function decodeQr(page: Page, testInfo: TestInfo): Promise<string> {
  const png = testInfo.outputPath('upi-qr.png');
  const qr = page.getByRole('img', { name: /^QR code to pay/ });
  // In the middle of the screen, clear of the phone's bottom bar, as a parent holds it up to be scanned.
  await qr.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await qr.screenshot({ path: png });
  return execFileSync('zbarimg', ['--quiet', '--raw', png], { encoding: 'utf8' }).trim();
}

const twelveDigits = () =>
  `${Date.now()}`.slice(-10).padStart(10, '7') + String(Math.floor(Math.random() * 90) + 10);

test('a parent pays by UPI with the QR code or the app link and gives the UTR; the owner verifies it @phone', async ({
  page,
  browser,
}, testInfo) => {
  await registerShopper(page, 'upi');
  await addDemoProductToBag(page);
  await addAddressByApi(page);

  await page.goto('/checkoutPayment');
  await page.getByRole('radio', { name: 'UPI' }).check();
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/orderSuccess$/);
  const panel = page.getByTestId('upi-payment');
  await expect(panel.getByRole('heading', { name: 'Pay by UPI' })).toBeVisible();
  await expect(panel.getByText('Waiting for your UPI payment.')).toBeVisible();
  const qr = page.getByRole('img', { name: /^QR code to pay/ });
  await expect(qr).toBeVisible();
  const upiUri = (await qr.getAttribute('data-upi-uri'))!;
  expect(upiUri).toMatch(/^upi:\/\/pay\?pa=littlehope@okicici&pn=LittleHope%20Kids&am=\d+\.\d{2}&cu=INR&tn=/);
  expect(await decodeQr(page, testInfo)).toBe(upiUri);
  const appLink = panel.getByRole('link', { name: 'Pay with UPI app' });
  if (testInfo.project.name === 'phone') await expect(appLink).toHaveAttribute('href', upiUri);
  else await expect(appLink).toBeHidden();
  await saveScreen(page, 'upi-order-placed');
  await expectNoSeriousA11yViolations(page);

  // The order's page carries the same link; the UTR is checked before it is sent.
  const orderId = new URL(upiUri.replace('upi://pay?', 'https://x/?')).searchParams.get('tr')!;
  const shortId = orderId.slice(-6).toUpperCase();
  await page.goto(`/order/${orderId}`);
  await expect(page.getByRole('img', { name: /^QR code to pay/ })).toBeVisible();
  const utrField = page.getByRole('textbox', { name: 'UTR (12-digit UPI reference)' });
  await utrField.fill('1234');
  await page.getByRole('button', { name: 'Send UTR' }).click();
  await expect(
    page.getByText('The UTR is the 12-digit number your UPI app shows for the payment.'),
  ).toBeVisible();
  const utr = twelveDigits();
  await utrField.fill(utr);
  await page.getByRole('button', { name: 'Send UTR' }).click();
  await expect(page.getByText('We have your UTR and are checking the payment.')).toBeVisible();
  await expect(page.getByText(`UTR ${utr} received.`)).toBeVisible();
  await expect(page.getByRole('img', { name: /^QR code to pay/ })).toHaveCount(0);
  await saveScreen(page, 'upi-utr-given');

  const owner = await ownerPage(browser, testInfo);
  await owner.page.goto('/admin/orders?payment=to-verify');
  await expect(owner.page.getByLabel('Payment')).toHaveValue('to-verify');
  const row = owner.page.getByRole('link', { name: `View order #${shortId}` }).filter({ visible: true });
  await expect(row).toBeVisible();
  await saveScreen(owner.page, 'admin-orders-to-verify');
  await row.click();
  const verification = owner.page.getByRole('region', { name: 'Payment' });
  await expect(verification.getByText(utr)).toBeVisible();
  await expect(verification.getByText('Payment to verify')).toBeVisible();
  await saveScreen(owner.page, 'admin-payment-to-verify');
  await verification.getByRole('button', { name: 'Mark paid' }).click();
  const confirm = owner.page.getByRole('dialog', { name: 'Mark this UPI payment paid?' });
  await expect(confirm).toContainText(`UTR ${utr}`);
  await confirm.getByRole('button', { name: 'Mark paid' }).click();
  await expect(
    owner.page.getByRole('region', { name: 'Order Summary' }).getByText('Paid', { exact: true }),
  ).toBeVisible();
  await expect(owner.page.getByRole('region', { name: 'Payment' })).toHaveCount(0);
  await owner.close();

  await page.reload();
  await expect(page.getByText('Paid. Thank you!')).toBeVisible();
});

test('the owner records a courier’s remittance of cash on delivery; a wrong amount is refused @phone', async ({
  page,
  browser,
}, testInfo) => {
  await registerShopper(page, 'cash');
  await addDemoProductToBag(page);
  const orderId = await placeOrderByApi(page, await addAddressByApi(page));
  const shortId = orderId.slice(-6).toUpperCase();
  const owner = await ownerPage(browser, testInfo);
  const origin = { origin: new URL(owner.page.url()).origin };
  for (const data of [
    { Ostatus: 'confirmed' },
    { Ostatus: 'shipped', courier: 'xpressbees', awb: `XB${Date.now()}` },
    { Ostatus: 'delivered' },
  ]) {
    const moved = await owner.page.request.put('/api/admin/updateOrderStatus', {
      data: { orderId, ...data },
      headers: origin,
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  const amount = (
    (await (await page.request.get(`/api/user/orderDetails/${orderId}`)).json()) as {
      pricingSummary: { finalAmount: number };
    }
  ).pricingSummary.finalAmount;

  await owner.page.goto('/admin/cash');
  if (testInfo.project.name === 'desktop')
    await expect(owner.page.getByRole('link', { name: 'Cash', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  await expect(owner.page).toHaveURL(/\/admin\/cash$/);
  const xpressbees = owner.page.getByRole('region', { name: 'Xpressbees' });
  await expect(xpressbees).toBeVisible();
  await xpressbees.getByRole('checkbox', { name: `Select order #${shortId}` }).check();
  const form = owner.page.getByRole('form', { name: 'Record a remittance' });
  await expect(form.getByLabel('Courier')).toHaveValue('xpressbees');
  await expect(form.getByLabel('Amount received (₹)')).toHaveValue(String(amount));
  const reference = `XB-REM-${Date.now()}`;
  await form.getByLabel('Reference').fill(reference);
  await form.getByLabel('Amount received (₹)').fill(String(amount - 10));
  await saveScreen(owner.page, 'admin-cash');
  await form.getByRole('button', { name: 'Record remittance' }).click();
  const confirm = owner.page.getByRole('dialog', { name: 'Record this remittance?' });
  await confirm.getByRole('button', { name: 'Record remittance' }).click();
  await expect(form.getByRole('alert')).toContainText('₹10.00 short.');
  await expect(confirm).toBeHidden();

  await form.getByLabel('Amount received (₹)').fill(String(amount));
  await form.getByRole('button', { name: 'Record remittance' }).click();
  await confirm.getByRole('button', { name: 'Record remittance' }).click();
  await expect(owner.page.getByText('Remittance recorded; its orders are paid.')).toBeVisible();
  await expect(owner.page.getByRole('checkbox', { name: `Select order #${shortId}` })).toHaveCount(0);
  await expect(owner.page.getByRole('region', { name: 'Recorded remittances' })).toContainText(reference);
  await saveScreen(owner.page, 'admin-cash-recorded');
  await expectNoSeriousA11yViolations(owner.page);
  await owner.close();

  await page.goto(`/order/${orderId}`);
  await expect(page.getByText('Paid. Thank you!')).toBeVisible();
});
