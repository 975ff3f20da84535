import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addDemoProductToBag, registerShopper } from './support/shopper';
import { saveScreen } from './support/screens';

// Indian addresses: the whole address (flat or house, area, optional landmark, PIN filling city and state, type),
// editing one, choosing the default, and the checkout starting on it.

async function fillAddress(
  form: Locator,
  fields: { name: string; mobile: string; pin: string; house: string; area: string; landmark?: string },
) {
  await form.getByLabel('Full Name').fill(fields.name);
  await form.getByLabel('Mobile Number').fill(fields.mobile);
  await form.getByLabel('PIN Code').fill(fields.pin);
  await form.getByLabel('Flat, House no., Building').fill(fields.house);
  await form.getByLabel('Area, Street, Locality').fill(fields.area);
  if (fields.landmark) await form.getByLabel('Landmark').fill(fields.landmark);
}

const card = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Saved Addresses' }).getByRole('listitem').filter({ hasText: name });

test.describe('Indian addresses', () => {
  test('add an address, edit it, make another the default and find it chosen at checkout @phone', async ({
    page,
  }) => {
    await registerShopper(page, 'addresses-india');
    await page.goto('/profile');

    // A first address: a house and an area are needed; six PIN digits fill in the city and the state.
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const form = page.locator('#add-address-form');
    await form.getByLabel('Full Name').fill('Asha Rao');
    await form.getByRole('button', { name: 'Add Address' }).click();
    await expect(form.getByText('Flat, house number or building is required.')).toBeVisible();
    await expect(form.getByText('Street, area or locality is required.')).toBeVisible();
    await fillAddress(form, {
      name: 'Asha Rao',
      mobile: '98765 43210',
      pin: '411005',
      house: 'Flat 12B, Lotus Apartments',
      area: 'MG Road, Camp',
      landmark: 'Opposite City Mall',
    });
    await expect(form.getByLabel('City')).toHaveValue('Pune');
    await expect(form.getByLabel('State')).toHaveValue('Maharashtra');
    await form
      .locator('label')
      .filter({ hasText: /^Work$/ })
      .click();
    await expect(form.getByRole('radio', { name: 'Work' })).toBeChecked();
    await saveScreen(page, 'address-form');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Add Address' }).click();

    const first = card(page, 'Asha Rao');
    await expect(first.getByText('Flat 12B, Lotus Apartments, MG Road, Camp')).toBeVisible();
    await expect(first.getByText('Opposite City Mall')).toBeVisible();
    await expect(first.getByText('Pune, Maharashtra 411005')).toBeVisible();
    await expect(first.getByText('Work', { exact: true })).toBeVisible();
    await expect(first.getByText('Default', { exact: true })).toBeVisible();

    // Edit it: a new flat number, and the PIN of another city gives its state.
    await first.getByRole('button', { name: /^Edit Asha Rao/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Address' });
    await expect(dialog.getByLabel('Flat, House no., Building')).toHaveValue('Flat 12B, Lotus Apartments');
    await dialog.getByLabel('Flat, House no., Building').fill('Flat 14C, Lotus Apartments');
    await dialog.getByLabel('PIN Code').fill('560034');
    await expect(dialog.getByLabel('State')).toHaveValue('Karnataka');
    await dialog.getByLabel('City').fill('Bengaluru');
    await dialog.getByLabel('Area, Street, Locality').fill('80 Feet Road, Koramangala');
    await saveScreen(page, 'address-edit', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(first.getByText('Flat 14C, Lotus Apartments, 80 Feet Road, Koramangala')).toBeVisible();
    await expect(first.getByText('Bengaluru, Karnataka 560034')).toBeVisible();

    // A second address, then made the default.
    await page.getByRole('button', { name: 'Add New Address' }).click();
    await fillAddress(form, {
      name: 'Ravi Rao',
      mobile: '9123456789',
      pin: '600004',
      house: 'Old No. 12, Kamala Nivas',
      area: '4th Cross, Mylapore',
    });
    await expect(form.getByLabel('State')).toHaveValue('Tamil Nadu');
    await form.getByRole('button', { name: 'Add Address' }).click();
    const second = card(page, 'Ravi Rao');
    await expect(second.getByText('Old No. 12, Kamala Nivas, 4th Cross, Mylapore')).toBeVisible();
    await expect(second.getByText('Default', { exact: true })).toHaveCount(0);
    await second.getByRole('button', { name: /^Make default/ }).click();
    await expect(second.getByText('Default', { exact: true })).toBeVisible();
    await expect(card(page, 'Asha Rao').getByText('Default', { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await saveScreen(page, 'address-list');

    // The checkout starts on the default address, shown whole.
    await addDemoProductToBag(page);
    await page.goto('/checkoutPayment');
    const chosen = page.getByRole('radio', { name: /Ravi Rao/ });
    await expect(chosen).toBeChecked();
    await expect(page.getByRole('radio', { name: /Asha Rao/ })).not.toBeChecked();
    await expect(page.getByText('Chennai, Tamil Nadu 600004')).toBeVisible();
    await saveScreen(page, 'checkout');
  });
});
