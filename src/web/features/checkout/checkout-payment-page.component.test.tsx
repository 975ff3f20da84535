import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CART_MESSAGES,
  CART_TEXT,
  CHECKOUT_TEXT,
  ORDER_MESSAGES,
  TEXT,
  VALIDATION,
} from '../../../contract/messages';
import {
  FROCK,
  FROCK_ID,
  KURTA,
  ORDER_ID,
  address,
  cartLine,
  cartOf,
  coupon,
  deliveryTo,
  order,
  signedInRoutes,
} from '../../test/api-answers';
import { fakeApi, heldReply, type FakeRoute } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// The checkout (/checkoutPayment): the addresses, the coupon, the bill and PLACE ORDER.

const PLACE = 'POST /user/createOrder';
const HOME = 'b0b0b0b0-5555-4000-8000-000000000001';
const ISLAND = 'b0b0b0b0-5555-4000-8000-000000000002';
const HOPE100 = 'c0c0c0c0-4444-4000-8000-000000000001';
const WELCOME = 'c0c0c0c0-4444-4000-8000-000000000002';
const SAVE10 = 'c0c0c0c0-4444-4000-8000-000000000003';
const BIG20 = 'c0c0c0c0-4444-4000-8000-000000000004';

/** The shop without a UPI ID: cash on delivery alone. */
const COD_ONLY = { 'GET /user/payment-methods': { body: { methods: ['cod'], upi: null } } };

/** Two frocks (₹999 each, MRP ₹1,299) in the bag; a home address with cash on delivery, one on the islands without. */
function checkoutPage(upiPayee: string | null = null, answers: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    ...signedInRoutes(),
    'GET /user/payment-methods': {
      body: { methods: upiPayee ? ['cod', 'upi'] : ['cod'], upi: upiPayee ? { payeeName: upiPayee } : null },
    },
    'GET /user/getCartItems': { body: cartOf([cartLine(FROCK, '2-3 y', 2)]) },
    'GET /user/getAddress': {
      body: {
        addresses: [address(ISLAND, 'Ravi Kumar', false, '744101'), address(HOME, 'Anita Sharma', true)],
      },
    },
    'GET /user/coupon': {
      body: [
        coupon(HOPE100, 'HOPE100', 100),
        coupon(WELCOME, 'WELCOME50', 50, 'You have already used this coupon.'),
        coupon(SAVE10, 'SAVE10', 10, null, { type: 'percent', maxDiscount: 150, minOrder: 999 }),
        coupon(BIG20, 'BIG20', 20, null, { type: 'percent', minOrder: 2500 }),
      ],
    },
    'GET /user/delivery': ({ path }) => ({
      body: path.endsWith('744101')
        ? deliveryTo(
            '744101',
            'South Andaman',
            'Andaman and Nicobar Islands',
            '2026-12-09',
            '2026-12-12',
            false,
          )
        : deliveryTo('560001', 'Bangalore', 'Karnataka', '2026-12-03', '2026-12-04'),
    }),
    ...answers,
  });
  return { api, ...renderApp('/checkoutPayment') };
}

/** PLACE ORDER once it can be used: the checkout reads the bag afresh when it opens, and waits for it. */
async function readyToPlace(): Promise<HTMLButtonElement> {
  const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'PLACE ORDER' });
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

function placeOrderButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: /PLACE ORDER|Processing/ });
}

/** A row of the checkout's own bill (not of the fresh prices a refusal may show). */
function bill(label: string): string | null | undefined {
  const summary = screen.getByRole('complementary', { name: 'Order Summary' });
  const [row, ...others] = within(summary)
    .getAllByText(label, { selector: 'dt' })
    .filter((term) => !term.closest('[role="alert"]'));
  expect(others).toEqual([]);
  return row?.nextElementSibling?.textContent;
}

// The checkout remembers choices in sessionStorage: each test starts with none.
afterEach(() => window.sessionStorage.clear());

describe('checkout page', () => {
  it("starts on the shopper's default address and shows each address whole, with its type", async () => {
    fakeApi({
      ...signedInRoutes(),
      ...COD_ONLY,
      'GET /user/getCartItems': { body: cartOf([cartLine(FROCK, '2-3 y', 2)]) },
      'GET /user/getAddress': {
        body: {
          addresses: [
            address(HOME, 'Anita Sharma', true),
            address(ISLAND, 'Meera Iyer', true, '560034', { isDefault: true, addressType: 'work' }),
          ],
        },
      },
      'GET /user/coupon': { body: [] },
      'GET /user/delivery': {
        body: deliveryTo('560034', 'Bengaluru', 'Karnataka', '2026-12-03', '2026-12-04'),
      },
    });
    renderApp('/checkoutPayment');
    const chosen = await screen.findByRole('radio', { name: /Meera Iyer/ });
    expect(chosen).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Anita Sharma/ })).toHaveProperty('checked', false);
    const card = chosen.closest('label')?.textContent ?? '';
    for (const part of [
      'Work',
      'Default',
      'Flat 4, Rose Court, 12 MG Road',
      'Near the park',
      'Bengaluru, Karnataka 560034',
      'Mobile: 9876543210',
    ])
      expect(card).toContain(part);
  });

  it('shows the saved addresses, starts on one with cash on delivery, and prices the bag', async () => {
    checkoutPage();
    const home = await screen.findByRole('radio', { name: /Anita Sharma/ });
    const island = screen.getByRole('radio', { name: /Ravi Kumar/ });
    expect(home).toHaveProperty('checked', true);
    expect(island).toHaveProperty('checked', false);
    expect(home.closest('label')?.textContent).toContain('Pay on Delivery Available');
    expect(island.closest('label')?.textContent).toContain(
      'Pay on Delivery is not available at this PIN code.',
    );

    expect(screen.getByRole('complementary', { name: 'Order Summary' }).textContent).toMatch(
      /Sunflower Frock.*Size: 2-3 y · Qty: 2.*₹1,998\.00/,
    );
    expect(bill('Total MRP')).toBe('₹2,598.00');
    expect(bill('Discount')).toBe('−₹600.00');
    expect(bill('Platform Fee')).toBe('₹20.00');
    expect(bill('Coupon Discount')).toBe('₹0.00');
    expect(bill('Total')).toBe('₹2,018.00');
    await readyToPlace();
  });

  it('shows a product taken off sale as the bag does: no longer available, no quantity, no price', async () => {
    fakeApi({
      ...signedInRoutes(),
      ...COD_ONLY,
      'GET /user/getCartItems': {
        body: cartOf([
          cartLine(FROCK, '2-3 y', 2),
          // The kurta set the shop has since taken off sale, as the server answers such a line.
          {
            ...cartLine(KURTA, '6-7 y', 1),
            available: 0,
            listed: false,
            problem: CART_MESSAGES.notAvailable,
          },
        ]),
      },
      'GET /user/getAddress': { body: { addresses: [address(HOME, 'Anita Sharma', true)] } },
      'GET /user/coupon': { body: [] },
      'GET /user/delivery': {
        body: deliveryTo('560001', 'Bangalore', 'Karnataka', '2026-12-03', '2026-12-04'),
      },
    });
    renderApp('/checkoutPayment');

    const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
    const kurta = (await within(summary).findByText(KURTA.name)).closest('li')!;
    expect(kurta.textContent).toBe(`${KURTA.name}Size: 6-7 y${CART_MESSAGES.notAvailable}`);
    // The frock keeps its quantity and price, and the bill counts the frocks alone, as the bag's total does.
    const frock = within(summary).getByText(FROCK.name).closest('li')!;
    expect(frock.textContent).toBe(`${FROCK.name}Size: 2-3 y · Qty: 2₹1,998.00`);
    expect(bill('Total MRP')).toBe('₹2,598.00');
    expect(bill('Total')).toBe('₹2,018.00');
    expect(await screen.findByText(CHECKOUT_TEXT.fixBag, { selector: '#place-order-hint' })).toBeTruthy();
    expect(placeOrderButton().disabled).toBe(true);
  });

  it('takes a chosen coupon off the total; one the server marks unusable cannot be chosen', async () => {
    const { user } = checkoutPage();
    const couponSelect = await screen.findByRole('combobox', { name: 'Coupon' });
    expect(
      within(couponSelect).getByRole('option', {
        name: 'WELCOME50 – ₹50 off (You have already used this coupon.)',
      }),
    ).toHaveProperty('disabled', true);

    await user.selectOptions(couponSelect, 'HOPE100 – ₹100 off');
    expect(bill('Coupon Discount')).toBe('−₹100.00');
    expect(bill('Total')).toBe('₹1,918.00');
  });

  it('says a percent coupon in words, caps it, and says how much more the bag needs for another', async () => {
    const { user } = checkoutPage();
    const couponSelect = await screen.findByRole('combobox', { name: 'Coupon' });
    // The bag is worth ₹1,998: BIG20 needs ₹2,500.
    expect(
      within(couponSelect).getByRole('option', {
        name: 'BIG20 – 20% off on orders above ₹2,500 (Add ₹502 more to use BIG20.)',
      }),
    ).toHaveProperty('disabled', true);
    const notYet = screen.getByRole('list', { name: 'Not usable on this bag yet' });
    expect(within(notYet).getByText('Add ₹502 more to use BIG20.')).toBeTruthy();
    // Only what a bigger bag would unlock is spelt out there; WELCOME50's reason stays in its option.
    expect(within(notYet).queryByText(/You have already used this coupon/)).toBeNull();

    // 10% of ₹1,998 is ₹199, capped at ₹150.
    await user.selectOptions(couponSelect, 'SAVE10 – 10% off up to ₹150 on orders above ₹999');
    expect(couponSelect.getAttribute('aria-describedby')).toBe('coupon-rule');
    expect(bill('Coupon Discount')).toBe('−₹150.00');
    expect(bill('Total')).toBe('₹1,868.00');
  });

  it('shows when the parcel reaches the chosen address, and follows a change of address', async () => {
    const { user } = checkoutPage();
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
    expect(await within(summary).findByText('Delivery by Thu, 3 Dec – Fri, 4 Dec')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Ravi Kumar/ }));
    expect(await within(summary).findByText('Delivery by Wed, 9 Dec – Sat, 12 Dec')).toBeTruthy();
  });

  it('will not place an order to an address without cash on delivery', async () => {
    const { api, user } = checkoutPage();
    await readyToPlace();
    await user.click(screen.getByRole('radio', { name: /Ravi Kumar/ }));
    expect(placeOrderButton().disabled).toBe(true);
    expect(placeOrderButton().getAttribute('aria-describedby')).toBe('place-order-hint');
    expect(document.getElementById('place-order-hint')?.textContent).toBe(ORDER_MESSAGES.noCodForAddress);
    expect(api.calls(PLACE)).toEqual([]);
  });

  it('offers UPI when the shop takes it, also where cash on delivery is not, and then shows the QR code', async () => {
    const { api, user } = checkoutPage('LittleHope Kids');
    await readyToPlace();
    expect(screen.getByText('Pay in cash on delivery, or now by UPI to LittleHope Kids.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Credit/ })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: /^UPI/ }));
    await user.click(screen.getByRole('radio', { name: /Ravi Kumar/ }));
    const upiUri = 'upi://pay?pa=littlehope@okicici&pn=LittleHope%20Kids&am=3918.00&cu=INR';
    const placed = order({ paymentMethod: 'upi', upiUri });
    api.answer({
      [PLACE]: { status: 201, body: { message: 'Order placed successfully', order: placed, upiUri } },
      [`GET /user/orderDetails/${ORDER_ID}`]: { body: placed },
    });
    await user.click(await readyToPlace());
    expect(api.calls(PLACE)[0]?.body).toMatchObject({ paymentMethod: 'upi', addressInfo: ISLAND });
    const qr = await screen.findByRole('img', { name: 'QR code to pay ₹3,918.00 by UPI' });
    expect(qr.getAttribute('data-upi-uri')).toBe(upiUri);
    expect(screen.getByRole('link', { name: 'Pay with UPI app' }).getAttribute('href')).toBe(upiUri);
    expect(screen.getByRole('textbox', { name: 'UTR (12-digit UPI reference)' })).toBeTruthy();
  });

  it('places one order however often PLACE ORDER is pressed, and is busy until the answer', async () => {
    const { api, user } = checkoutPage();
    const held = heldReply();
    api.answer({ [PLACE]: held.route });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Coupon' }), 'HOPE100 – ₹100 off');

    await user.dblClick(await readyToPlace());
    expect(placeOrderButton().textContent).toBe('Processing');
    expect(placeOrderButton().disabled).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Coupon' })).toHaveProperty('disabled', true);
    await user.click(placeOrderButton());

    const [sent, ...more] = api.calls(PLACE);
    expect(more).toEqual([]);
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(sent?.body).toEqual({
      addressInfo: HOME,
      paymentMethod: 'cod',
      coupon: HOPE100,
      items: [
        {
          productId: FROCK_ID,
          quantity: 2,
          size: '2-3 y',
          priceAtPurchase: 1299,
          discountPriceAtPurchase: 999,
        },
      ],
      pricingSummary: {
        totalMRP: 2598,
        totalDiscount: 600,
        platformFee: 20,
        couponDiscount: 100,
        finalAmount: 1918,
      },
    });

    held.release({ status: 201, body: { message: 'Order placed successfully', order: order() } });
    expect(await screen.findByRole('heading', { name: 'Your order has been placed!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order #0000AB' })).toBeTruthy();
  });

  it('sends one order for two clicks that come before the page renders again', async () => {
    const { api } = checkoutPage();
    api.answer({ [PLACE]: heldReply().route });
    const place = await readyToPlace();
    // In one act() React renders only after both clicks, as the production build (Preact) may render a double-click's
    // second click still on an enabled button: the guard set in the click itself must hold it back.
    act(() => {
      place.click();
      place.click();
    });
    // The order is sent a few promise steps after the click, and a second one as many steps after the second click.
    await waitFor(() => expect(api.calls(PLACE)).not.toEqual([]));
    expect(screen.getByRole('button', { name: 'Processing' })).toBeTruthy();
    expect(api.calls(PLACE)).toHaveLength(1);
  });

  it("shows the server's reason for refusing, with its fresh prices, and lets the parent try again", async () => {
    const { api, user } = checkoutPage();
    api.answer({
      [PLACE]: {
        status: 409,
        body: {
          message: ORDER_MESSAGES.pricesChanged,
          pricingSummary: {
            totalMRP: 2598,
            totalDiscount: 400,
            platformFee: 20,
            couponDiscount: 0,
            finalAmount: 2218,
          },
        },
      },
    });
    const place = await readyToPlace();
    // The bag, read again after the refusal, has the new price.
    const dearer = { ...FROCK, discountPrice: 1099 };
    api.answer({ 'GET /user/getCartItems': { body: cartOf([cartLine(dearer, '2-3 y', 2)]) } });
    await user.click(place);

    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    const refusal = await within(summary).findByRole('alert');
    expect(refusal.textContent).toMatch(
      /^Prices have changed\. Please review your cart\.Updated prices.*₹2,218\.00$/,
    );
    await waitFor(() => expect(bill('Total')).toBe('₹2,218.00'));
    expect(placeOrderButton().textContent).toBe('PLACE ORDER');
    expect(placeOrderButton().disabled).toBe(false);
    expect(api.calls(PLACE)).toHaveLength(1);
  });

  it("says why the addresses could not be loaded, in the server's words, and Try again loads them", async () => {
    const busy = 'Too many requests. Please wait a minute and try again.';
    const { api, user } = checkoutPage(null, {
      'GET /user/getAddress': { status: 429, body: { message: busy } },
    });
    const alert = (await screen.findByText(busy)).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).not.toBeNull();
    expect(screen.queryByRole('radio', { name: /Anita Sharma/ })).toBeNull();

    // Not "No addresses added yet": the parent may well have some.
    expect(screen.queryByText(TEXT.noAddresses)).toBeNull();
    expect(alert.closest('section')?.getAttribute('aria-labelledby')).toBe('address-title');

    api.answer({ 'GET /user/getAddress': { body: { addresses: [address(HOME, 'Anita Sharma', true)] } } });
    await user.click(within(alert).getByRole('button', { name: CART_TEXT.loadFailedRetry }));
    expect(await screen.findByRole('radio', { name: /Anita Sharma/ })).toBeTruthy();
    expect(screen.queryByText(busy)).toBeNull();
  });

  it('says the bag could not be loaded where its lines would be, not that it is empty, and cannot place', async () => {
    const busy = 'Too many requests. Please wait a minute and try again.';
    const { api, user } = checkoutPage(null, {
      'GET /user/getCartItems': { status: 429, body: { message: busy } },
    });
    const alert = (await screen.findByText(busy)).closest<HTMLElement>('[role="alert"]')!;
    expect(alert.closest('aside')?.getAttribute('aria-labelledby')).toBe('summary-title');
    expect(screen.queryByText(ORDER_MESSAGES.emptyOrder)).toBeNull();
    expect(placeOrderButton().disabled).toBe(true);

    api.answer({ 'GET /user/getCartItems': { body: cartOf([cartLine(FROCK, '2-3 y', 2)]) } });
    await user.click(within(alert).getByRole('button', { name: CART_TEXT.loadFailedRetry }));
    await readyToPlace();
    expect(screen.queryByText(busy)).toBeNull();
  });

  it('says why an empty bag cannot be ordered', async () => {
    fakeApi({
      ...signedInRoutes(),
      ...COD_ONLY,
      'GET /user/getAddress': { body: { addresses: [address(HOME, 'Anita Sharma', true)] } },
      'GET /user/coupon': { body: [] },
    });
    renderApp('/checkoutPayment');
    expect(
      await screen.findByText(ORDER_MESSAGES.emptyOrder, { selector: '#place-order-hint' }),
    ).toBeTruthy();
    expect(placeOrderButton().disabled).toBe(true);
    expect(KURTA.name).not.toBe(''); // the bag held no kurta either: nothing listed
    expect(screen.queryByText(KURTA.name)).toBeNull();
  });

  describe('remembers the choices across a refresh, Back and Forward', () => {
    it('keeps a chosen non-default address and coupon when the page is opened again', async () => {
      const first = checkoutPage();
      await first.user.click(await screen.findByRole('radio', { name: /Ravi Kumar/ }));
      await first.user.selectOptions(screen.getByRole('combobox', { name: 'Coupon' }), 'HOPE100 – ₹100 off');
      first.unmount();

      checkoutPage();
      expect(await screen.findByRole('radio', { name: /Ravi Kumar/ })).toHaveProperty('checked', true);
      expect(screen.getByRole('radio', { name: /Anita Sharma/ })).toHaveProperty('checked', false);
      await waitFor(() => expect(bill('Coupon Discount')).toBe('−₹100.00'));
      expect(
        (screen.getByRole('combobox', { name: 'Coupon' }) as HTMLSelectElement).selectedOptions[0]
          ?.textContent,
      ).toBe('HOPE100 – ₹100 off');
    });

    it('holds the preselected default even when another address becomes the default later', async () => {
      const first = checkoutPage();
      expect(await screen.findByRole('radio', { name: /Anita Sharma/ })).toHaveProperty('checked', true);
      first.unmount();

      fakeApi({
        ...signedInRoutes(),
        ...COD_ONLY,
        'GET /user/getCartItems': { body: cartOf([cartLine(FROCK, '2-3 y', 2)]) },
        'GET /user/getAddress': {
          body: {
            addresses: [
              address(ISLAND, 'Ravi Kumar', true, '560034', { isDefault: true }),
              address(HOME, 'Anita Sharma', true),
            ],
          },
        },
        'GET /user/coupon': { body: [] },
        'GET /user/delivery': {
          body: deliveryTo('560001', 'Bangalore', 'Karnataka', '2026-12-03', '2026-12-04'),
        },
      });
      renderApp('/checkoutPayment');
      expect(await screen.findByRole('radio', { name: /Anita Sharma/ })).toHaveProperty('checked', true);
      expect(screen.getByRole('radio', { name: /Ravi Kumar/ })).toHaveProperty('checked', false);
    });

    it('says so when the remembered address was deleted, and waits for the parent to choose', async () => {
      const first = checkoutPage();
      await first.user.click(await screen.findByRole('radio', { name: /Ravi Kumar/ }));
      first.unmount();

      fakeApi({
        ...signedInRoutes(),
        ...COD_ONLY,
        'GET /user/getCartItems': { body: cartOf([cartLine(FROCK, '2-3 y', 2)]) },
        'GET /user/getAddress': { body: { addresses: [address(HOME, 'Anita Sharma', true)] } },
        'GET /user/coupon': { body: [] },
        'GET /user/delivery': {
          body: deliveryTo('560001', 'Bangalore', 'Karnataka', '2026-12-03', '2026-12-04'),
        },
      });
      const { user } = renderApp('/checkoutPayment');
      expect((await screen.findByText(CHECKOUT_TEXT.chosenAddressGone)).getAttribute('role')).toBe('alert');
      const home = screen.getByRole('radio', { name: /Anita Sharma/ });
      expect(home).toHaveProperty('checked', false);
      expect(placeOrderButton().disabled).toBe(true);
      expect(document.getElementById('place-order-hint')?.textContent).toBe(VALIDATION.selectAddress);

      await user.click(home);
      expect(home).toHaveProperty('checked', true);
      expect(screen.queryByText(CHECKOUT_TEXT.chosenAddressGone)).toBeNull();
    });

    it('names a remembered coupon that no longer applies instead of dropping it silently', async () => {
      const first = checkoutPage();
      await first.user.selectOptions(
        await screen.findByRole('combobox', { name: 'Coupon' }),
        'HOPE100 – ₹100 off',
      );
      first.unmount();

      fakeApi({
        ...signedInRoutes(),
        ...COD_ONLY,
        'GET /user/getCartItems': { body: cartOf([cartLine(FROCK, '2-3 y', 2)]) },
        'GET /user/getAddress': { body: { addresses: [address(HOME, 'Anita Sharma', true)] } },
        'GET /user/coupon': { body: [coupon(HOPE100, 'HOPE100', 100, 'You have already used this coupon.')] },
        'GET /user/delivery': {
          body: deliveryTo('560001', 'Bangalore', 'Karnataka', '2026-12-03', '2026-12-04'),
        },
      });
      renderApp('/checkoutPayment');
      expect(await screen.findByText(CHECKOUT_TEXT.couponNoLongerApplies('HOPE100'))).toBeTruthy();
      expect(bill('Coupon Discount')).toBe('₹0.00');
    });
  });
});
