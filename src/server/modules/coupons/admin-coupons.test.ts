import { describe, expect, it } from 'vitest';
import type { AdminCoupon } from '../../../contract/coupons';
import { COUPON_MESSAGES, COUPON_RULE_MESSAGES } from '../../../contract/messages';
import { createAddress, createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { loggedIn } from '../../test/sessions';

describe('admin coupons API', () => {
  const t = useTestApp();

  it('adds coupons with the rules of the form, and lists them for shoppers too', async () => {
    const admin = await loggedIn(t, 'admin');
    const shopper = await loggedIn(t);
    const add = (payload: object) =>
      admin.browser.request({ method: 'POST', url: '/api/admin/addCoupon', payload });
    // The spec's body alone: a flat coupon, active, once per customer, no minimum, no total limit.
    const created = await add({ code: 'diwali50', discount: 50, expiry: '2099-11-01' });
    expect(created.statusCode).toBe(201);
    expect(created.json().coupon).toMatchObject({
      code: 'DIWALI50',
      discount: 50,
      firstOrderOnly: false,
      type: 'flat',
      minOrder: 0,
      maxDiscount: null,
      perCustomer: 1,
      totalUses: null,
      active: true,
      startsAt: null,
      uses: 0,
    });
    expect((await add({ code: 'DIWALI50', discount: 50, expiry: '2099-11-01' })).statusCode).toBe(409);
    expect((await add({ code: 'BIG', discount: 1001, expiry: '2099-11-01' })).statusCode).toBe(400);
    expect((await add({ code: 'ZERO', discount: 0, expiry: '2099-11-01' })).statusCode).toBe(400);
    expect((await add({ code: 'OLD10', discount: 10, expiry: '2020-01-01' })).json().message).toBe(
      'Expiry date must be in the future.',
    );
    expect((await add({ code: 'a b', discount: 10, expiry: '2099-01-01' })).statusCode).toBe(400);
    const forShopper = await shopper.browser.request({ method: 'GET', url: '/api/user/coupon' });
    expect(forShopper.json().map((c: { code: string }) => c.code)).toContain('DIWALI50');
    const forAdmin = await admin.browser.request({ method: 'GET', url: '/api/admin/getCoupon' });
    // The shopper's list is the admin's without the uses, each coupon marked with whether this shopper can use it.
    expect(forShopper.json()).toEqual(
      forAdmin.json().map(({ uses, ...coupon }: AdminCoupon) => {
        expect(uses).toBe(0);
        return { ...coupon, usable: true, unusableReason: null };
      }),
    );
  });

  it('takes every rule, and refuses rules that do not fit with a message, writing nothing', async () => {
    const admin = await loggedIn(t, 'admin');
    const add = (payload: object) =>
      admin.browser.request({ method: 'POST', url: '/api/admin/addCoupon', payload });
    const full = await add({
      code: 'SAVE10',
      type: 'percent',
      discount: 10,
      maxDiscount: 200,
      minOrder: 999,
      perCustomer: 3,
      totalUses: 100,
      firstOrderOnly: false,
      active: true,
      startsAt: '2099-01-01',
      expiry: '2099-12-31',
    });
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json().coupon).toMatchObject({
      type: 'percent',
      discount: 10,
      maxDiscount: 200,
      minOrder: 999,
      perCustomer: 3,
      totalUses: 100,
      startsAt: '2098-12-31T18:30:00.000Z',
      expiry: '2099-12-31T18:29:59.999Z',
    });
    // Empty form fields mean "no limit".
    const open = await add({
      code: 'OPEN',
      discount: 20,
      expiry: '2099-12-31',
      perCustomer: null,
      totalUses: '',
      minOrder: '',
    });
    expect(open.json().coupon).toMatchObject({ perCustomer: null, totalUses: null, minOrder: 0 });

    const bad: Array<[object, string]> = [
      [{ type: 'percent', discount: 91 }, COUPON_RULE_MESSAGES.percentRange],
      [{ type: 'percent', discount: 0 }, COUPON_MESSAGES.discountRange],
      [{ discount: 50, maxDiscount: 100 }, COUPON_RULE_MESSAGES.maxDiscountOnFlat],
      [
        { discount: 50, startsAt: '2099-12-31', expiry: '2099-12-01' },
        COUPON_RULE_MESSAGES.startsAfterExpiry,
      ],
      [{ discount: 50, perCustomer: 0 }, COUPON_RULE_MESSAGES.perCustomerRange],
      [{ discount: 50, totalUses: -1 }, COUPON_RULE_MESSAGES.totalUsesRange],
      [{ discount: 50, minOrder: 10.5 }, COUPON_RULE_MESSAGES.minOrderRange],
      [{ discount: 50, type: 'bogof' }, ''],
      [{ discount: 50, startsAt: 'soon' }, COUPON_RULE_MESSAGES.startsAtInvalid],
      // Days the calendar lacks (2099 is no leap year), which a Date would move into March.
      [{ discount: 50, startsAt: '2099-02-29' }, COUPON_RULE_MESSAGES.startsAtInvalid],
      [{ discount: 50, expiry: '2099-02-30' }, COUPON_MESSAGES.expiryRequired],
    ];
    for (const [rules, message] of bad) {
      const response = await add({ code: 'BADONE', expiry: '2099-12-31', ...rules });
      expect(response.statusCode, JSON.stringify(rules)).toBe(400);
      if (message) expect(response.json().message).toBe(message);
      else expect(response.json().message).toEqual(expect.any(String));
    }
    const duplicate = await add({ code: 'save10', discount: 5, expiry: '2099-12-31' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(COUPON_MESSAGES.codeTaken);
    const list = await admin.browser.request({ method: 'GET', url: '/api/admin/getCoupon' });
    const codes = list.json().map((c: AdminCoupon) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['OPEN', 'SAVE10']));
    expect(codes).not.toContain('BADONE');
  });

  it('edits a coupon, switches it off and on, and counts its uses', async () => {
    const admin = await loggedIn(t, 'admin');
    const shopper = await loggedIn(t);
    const address = await createAddress(t.database.db, shopper.user.id);
    const product = await createProduct(t.database.db, { stock: { '4-5 y': 10 } });
    const created = await admin.browser.request({
      method: 'POST',
      url: '/api/admin/addCoupon',
      payload: { code: 'EDITME', discount: 100, expiry: '2099-12-31' },
    });
    const id = created.json().coupon._id as string;
    await admin.browser.request({
      method: 'POST',
      url: '/api/admin/addCoupon',
      payload: { code: 'TAKEN', discount: 100, expiry: '2099-12-31' },
    });
    const edit = (payload: object) =>
      admin.browser.request({ method: 'PUT', url: `/api/admin/coupons/${id}`, payload });

    const edited = await edit({
      code: 'EDITED',
      type: 'percent',
      discount: 15,
      maxDiscount: 150,
      minOrder: 500,
      expiry: '2099-12-31',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Coupon saved.',
      coupon: { _id: id, code: 'EDITED', type: 'percent', discount: 15, maxDiscount: 150, minOrder: 500 },
    });
    expect((await edit({ code: 'taken', discount: 10, expiry: '2099-12-31' })).statusCode).toBe(409);
    expect(
      (await edit({ code: 'EDITED', discount: 95, type: 'percent', expiry: '2099-12-31' })).statusCode,
    ).toBe(400);
    const missing = await admin.browser.request({
      method: 'PUT',
      url: '/api/admin/coupons/00000000-0000-4000-8000-000000000000',
      payload: { code: 'NOPE', discount: 10, expiry: '2099-12-31' },
    });
    expect(missing.statusCode).toBe(404);

    // 15% of ₹699 is ₹104.85: ₹104.
    const order = await shopper.browser.request({
      method: 'POST',
      url: '/api/user/createOrder',
      payload: {
        addressInfo: address.id,
        paymentMethod: 'cod',
        coupon: id,
        items: [{ productId: product.id, size: '4-5 y', quantity: 1 }],
        pricingSummary: {
          totalMRP: 999,
          totalDiscount: 300,
          platformFee: 20,
          couponDiscount: 104,
          finalAmount: 615,
        },
      },
    });
    expect(order.statusCode, order.body).toBe(201);

    const off = await admin.browser.request({
      method: 'PUT',
      url: `/api/admin/coupons/${id}/active`,
      payload: { active: false },
    });
    expect(off.json()).toMatchObject({ message: 'Coupon switched off.', coupon: { active: false, uses: 1 } });
    expect(
      (
        await admin.browser.request({
          method: 'PUT',
          url: `/api/admin/coupons/${id}/active`,
          payload: { active: 'no' },
        })
      ).statusCode,
    ).toBe(400);
    const listed = await admin.browser.request({ method: 'GET', url: '/api/admin/getCoupon' });
    expect(listed.json().find((c: AdminCoupon) => c._id === id)).toMatchObject({ active: false, uses: 1 });
    const on = await admin.browser.request({
      method: 'PUT',
      url: `/api/admin/coupons/${id}/active`,
      payload: { active: true },
    });
    expect(on.json()).toMatchObject({ message: 'Coupon switched on.', coupon: { active: true } });

    // A shopper may not edit coupons.
    const denied = await shopper.browser.request({
      method: 'PUT',
      url: `/api/admin/coupons/${id}/active`,
      payload: { active: false },
    });
    expect(denied.statusCode).toBe(403);
  });
});
