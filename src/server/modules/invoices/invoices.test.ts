import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { INVOICE_SERIES, financialYear } from '../../../contract/tax-invoice';
import { useTestApp, type TestApp } from '../../test/harness';
import { moveOrder, placeCodOrder } from '../../test/orders';
import { loggedIn } from '../../test/sessions';

/** The text of every page of a PDF, as a PDF reader extracts it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

/** A shopper's order placed to a saved address at the PIN given, `quantity` pieces. */
function placeOrder(t: TestApp, zipCode = '560029', quantity = 2) {
  return placeCodOrder(t, {
    quantity,
    address: { zipCode, city: 'Bengaluru', house: 'No. 7, Rose Villa', area: '2nd Cross, Koramangala' },
  });
}

describe('GST invoices', () => {
  const t = useTestApp();

  it('numbers an order when it ships and serves its tax invoice as a PDF to its owner and the shop', async () => {
    const admin = await loggedIn(t, 'admin');
    const { shopper, orderId } = await placeOrder(t);
    const early = await shopper.browser.request({
      method: 'GET',
      url: `/api/user/orders/${orderId}/invoice`,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The invoice is ready once the order has been shipped.');

    await moveOrder(admin, orderId, 'confirmed');
    await moveOrder(admin, orderId, 'shipped');
    const details = await shopper.browser.request({
      method: 'GET',
      url: `/api/user/orderDetails/${orderId}`,
    });
    const number = details.json().invoiceNumber as string;
    expect(number).toMatch(INVOICE_SERIES.pattern);
    expect(number.startsWith(`LH/${financialYear(new Date())}/`)).toBe(true);
    const adminView = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/getOrderDetails/${orderId}`,
    });
    expect(adminView.json().invoiceNumber).toBe(number);

    const pdf = await shopper.browser.request({ method: 'GET', url: `/api/user/orders/${orderId}/invoice` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // A document the browser shows: a page's security headers, not the JSON answers' (which would block its viewer).
    expect(String(pdf.headers['content-security-policy'])).toContain("default-src 'self'");
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(number);
    expect(text).toContain('GSTIN: 29AABCL1234F1ZU');
    expect(text).toContain('SPECIMEN');
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('No. 7, Rose Villa, 2nd Cross, Koramangala');
    expect(text).toContain('Near City Mall');
    expect(text).toContain('Bengaluru 560029');
    expect(text).toContain('Mobile: 9876543210');
    // 2 × ₹699 at 5 % within Karnataka: taxable 1,331.43, CGST 33.29, SGST 33.28; fee ₹20 at 18 %.
    expect(text).toContain('1,331.43');
    expect(text).toContain('CGST');
    expect(text).toContain('₹1,418.00');
    expect(text).toContain('Rupees One Thousand Four Hundred Eighteen Only');

    const forShop = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/invoice`,
    });
    expect(forShop.statusCode).toBe(200);
    expect(await pdfText(forShop.rawPayload)).toContain(number);

    await moveOrder(admin, orderId, 'delivered');
    const again = await shopper.browser.request({ method: 'GET', url: `/api/user/orderDetails/${orderId}` });
    expect(again.json().invoiceNumber).toBe(number);
    // The delivered mail links to the invoice.
    await expect
      .poll(() => t.mailbox.messages.find((m) => /delivered/.test(m.subject) && m.to === shopper.user.email))
      .toBeDefined();
    const delivered = t.mailbox.messages.find(
      (m) => /delivered/.test(m.subject) && m.to === shopper.user.email,
    )!;
    expect(delivered.text).toContain(`Your tax invoice ${number}:`);
    expect(delivered.text).toContain(`/api/user/orders/${orderId}/invoice`);
    expect(delivered.html).toContain(`/api/user/orders/${orderId}/invoice`);
  });

  it('charges IGST to a buyer in another state', async () => {
    const admin = await loggedIn(t, 'admin');
    const { shopper, orderId } = await placeOrder(t, '411001', 1);
    await moveOrder(admin, orderId, 'confirmed');
    await moveOrder(admin, orderId, 'shipped');
    const pdf = await shopper.browser.request({ method: 'GET', url: `/api/user/orders/${orderId}/invoice` });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
  });

  it("keeps another shopper's invoice hidden and asks visitors to log in", async () => {
    const admin = await loggedIn(t, 'admin');
    const { orderId } = await placeOrder(t);
    await moveOrder(admin, orderId, 'confirmed');
    await moveOrder(admin, orderId, 'shipped');
    const stranger = await loggedIn(t);
    const response = await stranger.browser.request({
      method: 'GET',
      url: `/api/user/orders/${orderId}/invoice`,
    });
    expect(response.statusCode).toBe(404);
    const visitor = await t.app.inject({ method: 'GET', url: `/api/user/orders/${orderId}/invoice` });
    expect(visitor.statusCode).toBe(401);
    const shopperAsAdmin = await stranger.browser.request({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/invoice`,
    });
    expect(shopperAsAdmin.statusCode).toBe(403);
  });

  it('gives parallel shipments distinct numbers without gaps', async () => {
    const admin = await loggedIn(t, 'admin');
    const orders = await Promise.all(Array.from({ length: 12 }, () => placeOrder(t, '560029', 1)));
    for (const { orderId } of orders) await moveOrder(admin, orderId, 'confirmed');
    // Each order shipped twice at once: one wins, the other is refused, and no number is taken twice or skipped.
    const answers = await Promise.all(
      orders.flatMap(({ orderId }) =>
        [1, 2].map(() =>
          admin.browser.request({
            method: 'PUT',
            url: '/api/admin/updateOrderStatus',
            payload: { orderId, Ostatus: 'shipped' },
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(12);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 409)).toBe(true);
    const numbers: number[] = [];
    for (const { orderId } of orders) {
      const view = await admin.browser.request({
        method: 'GET',
        url: `/api/admin/getOrderDetails/${orderId}`,
      });
      numbers.push(Number(String(view.json().invoiceNumber).split('/')[2]));
    }
    numbers.sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(12);
    expect(numbers.at(-1)! - numbers[0]!).toBe(11);
  });
});

describe('a public shop without a GSTIN', () => {
  // A public shop names its admin (ADMIN_EMAIL); the test's admin session is made directly.
  const t = useTestApp({
    PUBLIC_URL: 'https://littlehope.example.in',
    SHOP_LEGAL_NAME: 'Asha Kids Store',
    ADMIN_EMAIL: 'owner@gmail.com',
    ADMIN_PASSWORD: 'Owner@2025',
  });

  it('issues a plain "Invoice" with no tax lines', async () => {
    const admin = await loggedIn(t, 'admin');
    const { shopper, orderId } = await placeOrder(t, '560029', 1);
    await moveOrder(admin, orderId, 'confirmed');
    await moveOrder(admin, orderId, 'shipped');
    const pdf = await shopper.browser.request({ method: 'GET', url: `/api/user/orders/${orderId}/invoice` });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toMatch(/^Invoice/);
    expect(text).not.toContain('Tax Invoice');
    expect(text).toContain('Asha Kids Store');
    expect(text).toContain('Not registered under GST');
    expect(text).not.toMatch(/CGST|IGST|GSTIN/);
    expect(text).toContain('₹719.00');
  });
});
