import { expect, test, type Page } from '@playwright/test';
import {
  cutoffMinutes,
  DEFAULT_DISPATCH_CUTOFF,
  deliveryDatesText,
  deliveryWindow,
  type DeliveryZone,
} from '../src/contract/delivery';
import { DELIVERY_MESSAGES, DELIVERY_TEXT, deliveryByText } from '../src/contract/messages';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO_ADDRESS } from './support/demo-address';
import { addDemoProductToBag, registerShopper } from './support/shopper';

// The journey shop sends from the default SHOP_PIN_CODE (560025, Bengaluru) with the 14:00 IST cut-off.
// Demo product 13 (Boys Formal Shirt with Pocket).
const SHIRT_ID = '00000000-0000-4000-8000-000000000013';

/** What the shop must answer for an order placed now, by the shared rule. */
function deliveryBy(zone: DeliveryZone): string {
  const { earliest, latest } = deliveryWindow(new Date(), zone, cutoffMinutes(DEFAULT_DISPATCH_CUTOFF));
  return deliveryByText(deliveryDatesText(earliest, latest));
}

async function addAddress(page: Page, name: string, city: string, zip: string): Promise<void> {
  const response = await page.request.post('/api/user/addAddress', {
    data: { ...DEMO_ADDRESS, name, city, zip },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('delivery dates', () => {
  test('a guest checks delivery by PIN on a product page, and the PIN is remembered @phone', async ({
    page,
  }) => {
    await page.goto(`/productDetails/${SHIRT_ID}`);
    const box = page.getByRole('region', { name: DELIVERY_TEXT.title });
    const pin = box.getByLabel(DELIVERY_TEXT.pinLabel);
    const check = box.getByRole('button', { name: DELIVERY_TEXT.check });
    await expect(pin).toHaveValue('');
    await expect(check).toBeDisabled();

    // Only digits go in; a short PIN is refused with the server's message, an unknown one too.
    await pin.fill('56a00');
    await expect(pin).toHaveValue('5600');
    await check.click();
    await expect(box.getByText(DELIVERY_MESSAGES.pin)).toBeVisible();
    await expect(pin).toHaveAttribute('aria-invalid', 'true');
    await pin.fill('110000');
    await pin.press('Enter');
    await expect(box.getByText(DELIVERY_MESSAGES.unknownPin)).toBeVisible();

    await pin.fill('744101');
    await check.click();
    await expect(box.getByText(deliveryBy('northEastAndIslands'))).toBeVisible();
    await expect(box.getByText(DELIVERY_TEXT.codUnavailable)).toBeVisible();

    await pin.fill('560001');
    await check.click();
    await expect(box.getByText(deliveryBy('sameCity'))).toBeVisible();
    await expect(box.getByText('Bangalore, Karnataka')).toBeVisible();
    await expect(box.getByText(DELIVERY_TEXT.codAvailable)).toBeVisible();
    await expect(pin).not.toHaveAttribute('aria-invalid');
    await expectNoSeriousA11yViolations(page);

    // The next visit asks again for the remembered PIN by itself.
    await page.reload();
    await expect(pin).toHaveValue('560001');
    await expect(box.getByText(deliveryBy('sameCity'))).toBeVisible();
  });

  test('the bag and the checkout show the date for the default and the chosen address @phone', async ({
    page,
  }) => {
    await registerShopper(page, 'delivery');
    await addDemoProductToBag(page);

    // No address and no PIN checked yet: a hint instead of a date.
    await page.goto('/cart');
    const line = page.getByRole('list', { name: 'My Cart' }).getByRole('listitem');
    await expect(line).toContainText(DELIVERY_TEXT.noAddressYet);

    await addAddress(page, 'Asha Rao', 'Bengaluru', '560001');
    await page.reload();
    await expect(line).toContainText(deliveryBy('sameCity'));

    // The first address saved is the default: a second one (Guwahati, in the north-east) leaves the bag's date be.
    await addAddress(page, 'Ravi Das', 'Guwahati', '781001');
    await page.reload();
    await expect(line).toContainText(deliveryBy('sameCity'));

    await page.goto('/checkoutPayment');
    const summary = page.getByRole('complementary');
    await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
    await expect(summary.getByText(deliveryBy('sameCity'))).toBeVisible();
    await page.getByRole('radio', { name: /Ravi Das/ }).check();
    await expect(summary.getByText(deliveryBy('northEastAndIslands'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
