import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shortOrderId } from '../../../../contract/order-texts';
import { orders, productSizes } from '../../../db/schema';
import { useTestApp } from '../../../test/harness';
import { moveOrder, placeCodOrder } from '../../../test/orders';
import { pdfBarcodes, pdfPageCount, pdfPageSize, pdfPages } from '../../../test/pdf-tools';
import { loggedIn } from '../../../test/sessions';

// Shipping labels and packing slips, read back as the courier and the packer would: the text (pdftotext) and the
// barcode scanned from the page rendered at 300 dpi (zbarimg).

/** Text with the layout's runs of spaces made single, so that a test reads it as words. */
const words = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('shipping labels', () => {
  const t = useTestApp();

  it("prints a confirmed COD order's label: ship to, ship from, order number, amount to collect, barcode; then its packing slip", async () => {
    const admin = await loggedIn(t, 'admin');
    const { orderId } = await placeCodOrder(t, {
      quantity: 2,
      address: {
        fullName: 'Meera Iyer',
        house: 'Flat 4C, Lake View',
        area: '12 Cambridge Road',
        landmark: 'Near Ulsoor Lake',
        city: 'Bengaluru',
        state: 'Karnataka',
        zipCode: '560008',
        mobileNo: '9812345670',
      },
    });
    await moveOrder(admin, orderId, 'confirmed');
    const response = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/label.pdf`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const shortId = shortOrderId(orderId);
    expect(response.headers['content-disposition']).toBe(`inline; filename="label-${shortId}.pdf"`);

    const pdf = response.rawPayload;
    expect(await pdfPageSize(pdf)).toEqual({ width: 288, height: 432 });
    const [label, slip, ...more] = (await pdfPages(pdf)).map(words);
    expect(more).toEqual([]);
    for (const line of [
      'SHIP TO',
      'Meera Iyer',
      'Flat 4C, Lake View, 12 Cambridge Road',
      'Near Ulsoor Lake',
      'Bengaluru, Karnataka 560008',
      'PIN 560008',
      'Mobile: 9812345670',
      'Courier: not yet assigned',
      'AWB: not yet assigned',
      `${shortId} · Barcode: order number`,
      // 2 × ₹699 and the ₹20 platform fee.
      'Collect ₹1,418.00',
      `Order #${shortId}`,
      'SHIP FROM (RETURN TO)',
      'LittleHope Kids Fashion Private Limited',
      '12, 2nd Floor, Residency Road, Bengaluru 560025',
      'Phone: +91 98765 43210',
    ])
      expect(label).toContain(line);
    expect(label).not.toContain('Prepaid');
    // Before the courier gives an AWB, the barcode carries the order number as the shop shows it.
    expect(await pdfBarcodes(pdf, 1)).toEqual([`CODE-128:${shortId}`]);

    expect(slip).toContain('Packing slip');
    expect(slip).toContain(`Order #${shortId}`);
    expect(slip).toMatch(/Cotton Frock 4-5 y 2\n/);
    // Each line carries its size's SKU, which the packer picks the piece by.
    expect(slip).toMatch(/SKU LH-[0-9A-F]{6,}-4-5Y/);
    expect(slip).toContain('2 pieces in this parcel');
    expect(await pdfBarcodes(pdf, 2)).toEqual([]);
  });

  it('says "Prepaid — do not collect" for an order paid before it ships, and reprints a shipped order', async () => {
    const admin = await loggedIn(t, 'admin');
    const { orderId } = await placeCodOrder(t);
    await moveOrder(admin, orderId, 'confirmed', 'shipped');
    await t.database.db
      .update(orders)
      .set({ paymentMethod: 'upi', paymentStatus: 'paid' })
      .where(eq(orders.id, orderId));
    const response = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/label.pdf`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [label] = (await pdfPages(response.rawPayload)).map(words);
    expect(label).toContain('Prepaid — do not collect');
    expect(label).not.toContain('Collect ₹');
    // The state the invoice was issued with (Pune's PIN).
    expect(label).toContain('Maharashtra');
  });

  it('prints and exports a line of a size the shop no longer offers without a SKU, and its typed SKU once more', async () => {
    const admin = await loggedIn(t, 'admin');
    const { orderId, product } = await placeCodOrder(t);
    await moveOrder(admin, orderId, 'confirmed');
    const slipAndRow = async () => {
      const label = await admin.browser.request({
        method: 'GET',
        url: `/api/admin/orders/${orderId}/label.pdf`,
      });
      const [, slip] = (await pdfPages(label.rawPayload)).map(words);
      const csv = await admin.browser.request({ method: 'GET', url: '/api/admin/orders/export.csv' });
      return { slip: slip!, row: csv.body.split('\n').find((line) => line.startsWith(orderId))! };
    };

    await t.database.db
      .update(productSizes)
      .set({ sku: 'FROCK-RED-45' })
      .where(and(eq(productSizes.productId, product.id), eq(productSizes.size, '4-5 y')));
    const offered = await slipAndRow();
    expect(offered.slip).toContain('SKU FROCK-RED-45');
    expect(offered.row).toMatch(/,FROCK-RED-45$/);

    await t.database.db.delete(productSizes).where(eq(productSizes.productId, product.id));
    const notOffered = await slipAndRow();
    expect(notOffered.slip).toContain('Cotton Frock 4-5 y 1');
    expect(notOffered.slip).not.toContain('SKU');
    expect(notOffered.row).toMatch(/,Cotton Frock,4-5 y,1,.*,$/);
  });

  it("prints a shipped order's courier and AWB, with the AWB in the barcode the courier scans", async () => {
    const admin = await loggedIn(t, 'admin');
    const { orderId } = await placeCodOrder(t);
    await moveOrder(admin, orderId, 'confirmed');
    const shipped = await admin.browser.request({
      method: 'PUT',
      url: '/api/admin/updateOrderStatus',
      payload: { orderId, Ostatus: 'shipped', courier: 'delhivery', awb: '1234-5678-9012' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const response = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/label.pdf`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [label] = (await pdfPages(response.rawPayload)).map(words);
    expect(label).toContain('Courier: Delhivery');
    expect(label).toContain('AWB: 1234-5678-9012');
    expect(label).not.toContain('not yet assigned');
    expect(await pdfBarcodes(response.rawPayload, 1)).toEqual(['CODE-128:1234-5678-9012']);
  });

  it('refuses a label for an order without a parcel to send, and for an order that does not exist', async () => {
    const admin = await loggedIn(t, 'admin');
    const { orderId } = await placeCodOrder(t);
    const label = (id: string) =>
      admin.browser.request({ method: 'GET', url: `/api/admin/orders/${id}/label.pdf` });
    const shortId = shortOrderId(orderId);

    const pending = await label(orderId);
    expect(pending.statusCode).toBe(409);
    expect(pending.headers['content-type']).toContain('application/json');
    expect(pending.json().message).toBe(
      `A label is printed only for a confirmed or shipped order: #${shortId} is pending.`,
    );
    await moveOrder(admin, orderId, 'cancelled');
    expect((await label(orderId)).json().message).toBe(
      `A label is printed only for a confirmed or shipped order: #${shortId} is cancelled.`,
    );
    const delivered = await placeCodOrder(t);
    await moveOrder(admin, delivered.orderId, 'confirmed', 'shipped', 'delivered');
    expect((await label(delivered.orderId)).statusCode).toBe(409);

    const unknown = await label('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Order not found.');
    expect((await label('not-an-id')).statusCode).toBe(404);
  });

  it('prints many orders in one PDF, a label and a packing slip each, in the order chosen', async () => {
    const admin = await loggedIn(t, 'admin');
    const first = await placeCodOrder(t, { address: { fullName: 'Ravi Kumar' } });
    const second = await placeCodOrder(t, {
      quantity: 3,
      address: { fullName: 'Lakshmi Menon', zipCode: '682001', city: 'Kochi' },
    });
    await moveOrder(admin, first.orderId, 'confirmed');
    await moveOrder(admin, second.orderId, 'confirmed', 'shipped');

    const response = await admin.browser.request({
      method: 'POST',
      url: '/api/admin/orders/labels.pdf',
      payload: { orderIds: [second.orderId, first.orderId] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="labels-\d{4}-\d{2}-\d{2}-2-orders\.pdf"$/,
    );
    const pdf = response.rawPayload;
    expect(await pdfPageCount(pdf)).toBe(4);
    const pages = (await pdfPages(pdf)).map(words);
    expect(pages[0]).toContain('Lakshmi Menon');
    // An address saved before house, area and state were asked: its state comes from the PIN directory.
    expect(pages[0]).toContain('Kochi, Kerala 682001');
    // 3 × ₹699 and the ₹20 fee.
    expect(pages[0]).toContain('Collect ₹2,117.00');
    expect(pages[1]).toContain(`Packing slip Order #${shortOrderId(second.orderId)}`);
    expect(pages[1]).toContain('3 pieces in this parcel');
    expect(pages[2]).toContain('Ravi Kumar');
    expect(pages[2]).toContain('Collect ₹719.00');
    expect(pages[3]).toContain(`Order #${shortOrderId(first.orderId)}`);
    expect(await pdfBarcodes(pdf, 1)).toEqual([`CODE-128:${shortOrderId(second.orderId)}`]);
    expect(await pdfBarcodes(pdf, 3)).toEqual([`CODE-128:${shortOrderId(first.orderId)}`]);
  });

  it('makes no PDF when a batch is empty, too long, repeats an order, names an unknown one or one not ready', async () => {
    const admin = await loggedIn(t, 'admin');
    const ready = await placeCodOrder(t);
    const pending = await placeCodOrder(t);
    await moveOrder(admin, ready.orderId, 'confirmed');
    const print = (payload: unknown) =>
      admin.browser.request({
        method: 'POST',
        url: '/api/admin/orders/labels.pdf',
        payload: payload as object,
      });
    const refusal = async (payload: unknown, status: number, message: string | RegExp) => {
      const response = await print(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json().message).toMatch(message);
    };
    await refusal({}, 400, 'Choose at least one order.');
    await refusal({ orderIds: [] }, 400, 'Choose at least one order.');
    await refusal({ orderIds: [ready.orderId, ready.orderId] }, 400, 'Each order may be chosen only once.');
    await refusal(
      { orderIds: [ready.orderId, ready.orderId.toUpperCase()] },
      400,
      'Each order may be chosen only once.',
    );
    await refusal(
      { orderIds: Array.from({ length: 101 }, () => ready.orderId) },
      400,
      'Choose at most 100 orders at a time.',
    );
    await refusal({ orderIds: [ready.orderId, 'nonsense'] }, 400, 'Order not found.');
    await refusal(
      { orderIds: [ready.orderId, '00000000-0000-4000-8000-0000001a2b3c'] },
      404,
      'No such order: #1A2B3C.',
    );
    await refusal(
      { orderIds: [ready.orderId, pending.orderId] },
      409,
      `A label is printed only for a confirmed or shipped order: #${shortOrderId(pending.orderId)} is pending.`,
    );
    // Refusing printed nothing and moved nothing.
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, pending.orderId));
    expect(row!.status).toBe('pending');
  });

  it('is for admins only', async () => {
    const shopper = await loggedIn(t);
    const { orderId } = await placeCodOrder(t, { shopper });
    const own = await shopper.browser.request({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/label.pdf`,
    });
    expect(own.statusCode).toBe(403);
    const batch = await shopper.browser.request({
      method: 'POST',
      url: '/api/admin/orders/labels.pdf',
      payload: { orderIds: [orderId] },
    });
    expect(batch.statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/label.pdf` });
    expect(visitor.statusCode).toBe(401);
  });
});
