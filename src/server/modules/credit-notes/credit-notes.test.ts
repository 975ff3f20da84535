import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CREDIT_NOTE_SERIES } from '../../../contract/credit-note';
import { RETURN_MESSAGES } from '../../../contract/messages';
import { financialYear } from '../../../contract/tax-invoice';
import { creditNotes, orders } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { placeCodOrder } from '../../test/orders';
import { pdfPages } from '../../test/pdf-tools';
import { askReturn, deliveredCouponOrder, refundReturn } from '../../test/refunds';
import { askForReturn, returnRequest } from '../../test/returns';
import { loggedIn } from '../../test/sessions';

// GST credit notes of refunded returns. The order: 2 × A Frock and 1 × B Tee at ₹699, ₹100 coupon, ₹20 fee, all
// at 5 % (the fee at 18 %). Amounts worked out by hand in the comments.

const pdfText = async (bytes: Buffer) => (await pdfPages(bytes)).join('\n');

describe('credit notes', () => {
  const t = useTestApp();

  it('refunding a return of an invoiced order issues a credit note against its invoice, as a PDF for both', async () => {
    const admin = await loggedIn(t, 'admin');
    const { shopper, orderId, frock, tee } = await deliveredCouponOrder(t, admin);
    const first = await askReturn(shopper, orderId, [{ productId: frock.id, quantity: 1 }]);
    const early = await shopper.browser.request({
      method: 'GET',
      url: `/api/user/returns/${first._id}/credit-note`,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(RETURN_MESSAGES.noCreditNote);

    const refunded = await refundReturn(admin, first._id);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const number = refunded.json().creditNoteNumber as string;
    expect(number).toMatch(CREDIT_NOTE_SERIES.pattern);
    expect(number.startsWith(`CN/${financialYear(new Date())}/`)).toBe(true);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));

    const pdf = await shopper.browser.request({
      method: 'GET',
      url: `/api/user/returns/${first._id}/credit-note`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Credit Note');
    expect(text).toContain(`Credit note No.: ${number}`);
    expect(text).toContain(`Against invoice ${order!.invoiceNumber}`);
    expect(text).toContain('Place of supply: Karnataka (29)');
    // 1 frock: ₹699 less ₹33.34 of coupon = ₹665.66; taxable 633.96, CGST 15.85 + SGST 15.85.
    expect(text).toMatch(/A Frock \(4-5 y\).*\b1\b.*633\.96\s+5%\s+15\.85\s+15\.85\s+665\.66/);
    expect(text).toContain('₹665.66');
    expect(text).toContain('Rupees Six Hundred Sixty-Five and Sixty-Six Paise Only');
    expect(text).not.toContain('IGST');

    const forShop = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/returns/${first._id}/credit-note`,
    });
    expect(forShop.statusCode).toBe(200);
    expect(await pdfText(forShop.rawPayload)).toContain(number);
    const shopList = await admin.browser.request({ method: 'GET', url: '/api/admin/returns' });
    expect(shopList.json().returns[0].creditNoteNumber).toBe(number);

    // The rest of the order comes back: the frock's last piece, the tee and the fee. Every line's tax, over both
    // notes, is what the invoice charged on it.
    const rest = await askReturn(shopper, orderId, [
      { productId: frock.id, quantity: 1 },
      { productId: tee.id, quantity: 1 },
    ]);
    const second = await refundReturn(admin, rest._id);
    const secondNumber = second.json().creditNoteNumber as string;
    expect(Number(secondNumber.split('/')[2])).toBe(Number(number.split('/')[2]) + 1);
    const secondText = await pdfText(
      (await shopper.browser.request({ method: 'GET', url: `/api/user/returns/${rest._id}/credit-note` }))
        .rawPayload,
    );
    // The frock's second piece: 665.67, taxable 633.97; the tee 665.67, taxable 633.97; the fee 20.00 at 18 %:
    // taxable 16.95, CGST 1.53, SGST 1.52.
    expect(secondText).toMatch(/Platform fee.*998599.*16\.95\s+18%\s+1\.53\s+1\.52\s+20\.00/);
    expect(secondText).toContain('₹1,351.34');
    const notes = await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    const invoice = order!.invoice!;
    invoice.taxes.lines.forEach((line, index) => {
      const credited = notes.flatMap((n) => n.note.lines).filter((l) => l.invoiceLine === index);
      const sum = (pick: (l: (typeof credited)[number]) => number) =>
        credited.reduce((s, l) => s + pick(l), 0);
      expect(sum((l) => l.valuePaise)).toBe(line.totalPaise);
      expect(sum((l) => l.taxableValuePaise)).toBe(line.taxableValuePaise);
      expect(sum((l) => l.cgstPaise)).toBe(line.cgstPaise);
      expect(sum((l) => l.sgstPaise)).toBe(line.sgstPaise);
    });
    expect(notes.reduce((s, n) => s + n.totalPaise, 0)).toBe(order!.finalAmountPaise);

    // The orders CSV names the order's credit notes in the column before the SKU.
    const csv = await admin.browser.request({ method: 'GET', url: '/api/admin/orders/export.csv' });
    const csvLines = csv.body.split(/\r?\n/);
    const header = csvLines[0]!;
    expect(header, header).toMatch(/,Credit notes,SKU$/);
    const row = csvLines.find((line) => line.startsWith(orderId))!;
    expect(row, row).toMatch(new RegExp(`,${number} ${secondNumber},LH-[0-9A-F]{6,}-[0-9-]+Y$`));
  });

  it('reverses IGST for a buyer in another state', async () => {
    const admin = await loggedIn(t, 'admin');
    const { shopper, orderId, tee } = await deliveredCouponOrder(t, admin, {
      zipCode: '411001',
      coupon: false,
    });
    const request = await askReturn(shopper, orderId, [{ productId: tee.id, quantity: 1 }]);
    await refundReturn(admin, request._id);
    const text = await pdfText(
      (await shopper.browser.request({ method: 'GET', url: `/api/user/returns/${request._id}/credit-note` }))
        .rawPayload,
    );
    expect(text).toContain('Place of supply: Maharashtra (27)');
    // ₹699 at 5 %: taxable 665.71, IGST 33.29.
    expect(text).toMatch(/B Tee \(4-5 y\).*665\.71\s+5%\s+33\.29\s+699\.00/);
    expect(text).toContain('IGST reversed');
    expect(text).not.toContain('CGST');
  });

  it("keeps another shopper's credit note hidden, and issues none for an order without an invoice", async () => {
    const admin = await loggedIn(t, 'admin');
    const { shopper, orderId, tee } = await deliveredCouponOrder(t, admin);
    const request = await askReturn(shopper, orderId, [{ productId: tee.id, quantity: 1 }]);
    await refundReturn(admin, request._id);
    const stranger = await loggedIn(t);
    const hidden = await stranger.browser.request({
      method: 'GET',
      url: `/api/user/returns/${request._id}/credit-note`,
    });
    expect(hidden.statusCode).toBe(404);
    const visitor = await t.app.inject({
      method: 'GET',
      url: `/api/user/returns/${request._id}/credit-note`,
    });
    expect(visitor.statusCode).toBe(401);
    const notAdmin = await shopper.browser.request({
      method: 'GET',
      url: `/api/admin/returns/${request._id}/credit-note`,
    });
    expect(notAdmin.statusCode).toBe(403);
    const badId = await admin.browser.request({
      method: 'GET',
      url: '/api/admin/returns/not-an-id/credit-note',
    });
    expect(badId.statusCode).toBe(404);
    expect(badId.json().message).toBe(RETURN_MESSAGES.returnNotFound);

    // An order delivered without ever being shipped through the shop's step has no invoice: refunded (its only
    // piece, so with the fee: ₹719), no note.
    const plain = await placeCodOrder(t, { quantity: 1 });
    await t.database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, plain.orderId));
    const asked = await askForReturn(plain.shopper, returnRequest(plain.orderId, plain.product.id));
    expect(asked.statusCode, asked.body).toBe(201);
    const done = await refundReturn(admin, asked.json()._id);
    expect(done.json()).toMatchObject({ status: 'refunded', creditNoteNumber: null, refundAmount: 719 });
    const none = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/returns/${asked.json()._id}/credit-note`,
    });
    expect(none.statusCode).toBe(409);
  });

  it('gives parallel refunds distinct credit note numbers without gaps', async () => {
    const admin = await loggedIn(t, 'admin');
    const asked: string[] = [];
    for (let i = 0; i < 6; i++) {
      const { shopper, orderId, frock, tee } = await deliveredCouponOrder(t, admin);
      asked.push((await askReturn(shopper, orderId, [{ productId: frock.id, quantity: 1 }]))._id);
      asked.push((await askReturn(shopper, orderId, [{ productId: tee.id, quantity: 1 }]))._id);
    }
    const step = (id: string, payload: object) =>
      admin.browser.request({ method: 'PUT', url: `/api/admin/returns/${id}`, payload });
    for (const id of asked) {
      await step(id, { status: 'approved' });
      await step(id, { status: 'received' });
    }
    // Each return refunded twice at once (two returns per order, so refunds of one order race too): one of each
    // pair wins, and no number is taken twice or skipped.
    const answers = await Promise.all(
      asked.flatMap((id) => [1, 2].map(() => step(id, { status: 'refunded', refundReference: 'UPI556677' }))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(12);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 409)).toBe(true);
    const numbers = (await t.database.db.select({ number: creditNotes.number }).from(creditNotes))
      .map((row) => Number(row.number.split('/')[2]))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => numbers[0]! + i));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
