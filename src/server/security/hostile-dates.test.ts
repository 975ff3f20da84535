import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from '../../contract/messages';
import { REPORT_MESSAGES } from '../../contract/messages/back-office';
import { createProduct } from '../test/fixtures';
import { nextAddress, useTestApp } from '../test/harness';
import { loggedIn } from '../test/sessions';

// One admin request froze the whole shop: reports for 9999-12-01..9999-12-31 built periods past the last date a
// JavaScript Date can hold (187 s of a blocked event loop, 1.4 GB, then a 500), and year 0001 answered 500s and a
// broken CSV stream. Every day the back office takes is now checked (years 2000–2100) before any work.

const ANSWER_WITHIN_MS = 1_000;

const HOSTILE: { url: string; method?: 'GET' | 'POST'; payload?: object; message: string }[] = [
  { url: '/api/admin/reports?from=9999-12-01&to=9999-12-31', message: DATE_MESSAGES.outOfRange },
  {
    url: '/api/admin/reports?from=9999-12-01&to=9999-12-31&interval=month',
    message: DATE_MESSAGES.outOfRange,
  },
  { url: '/api/admin/reports?from=0001-01-01&to=0001-01-31', message: DATE_MESSAGES.outOfRange },
  { url: '/api/admin/reports?from=2026-11-01&to=20266-11-30', message: DATE_MESSAGES.badDate },
  { url: '/api/admin/reports?from=2000-01-01&to=2100-12-31', message: REPORT_MESSAGES.rangeTooLong },
  { url: '/api/admin/getAllOrders?from=0001-01-01', message: DATE_MESSAGES.outOfRange },
  { url: '/api/admin/getAllOrders?to=9999-12-31', message: DATE_MESSAGES.outOfRange },
  { url: '/api/admin/orders/export.csv?from=0001-01-01', message: DATE_MESSAGES.outOfRange },
  { url: '/api/admin/orders/export.csv?to=2101-01-01', message: DATE_MESSAGES.outOfRange },
  {
    url: '/api/admin/addCoupon',
    method: 'POST',
    payload: { code: 'FOREVER', discount: 100, expiry: '9999-12-31' },
    message: DATE_MESSAGES.outOfRange,
  },
  {
    url: '/api/admin/addCoupon',
    method: 'POST',
    payload: { code: 'EARLYBIRD', discount: 100, expiry: '2099-12-31', startsAt: '0001-01-01' },
    message: DATE_MESSAGES.outOfRange,
  },
];

describe('dates in the back office', () => {
  const t = useTestApp();

  it('hostile dates answer 400 {message} within 1 s while a shopper is answered meanwhile', async () => {
    const admin = await loggedIn(t, 'admin');
    const product = await createProduct(t.database.db, { name: 'Cotton Frock' });
    // Warm: the product's first read and the admin's session lookup, so that what is timed is the answer itself.
    await t.app.inject({
      method: 'GET',
      url: `/api/user/productDetail/${product.id}`,
      remoteAddress: nextAddress(),
    });
    await admin.browser.request({ method: 'GET', url: '/api/admin/reports?from=2026-11-01&to=2026-11-30' });
    const timed = async <T>(work: Promise<T>) => {
      const started = performance.now();
      const result = await work;
      return { result, ms: performance.now() - started };
    };
    const shopperRead = timed(
      t.app.inject({
        method: 'GET',
        url: `/api/user/productDetail/${product.id}`,
        remoteAddress: nextAddress(),
      }),
    );
    const answers = await Promise.all(
      HOSTILE.map((request) =>
        timed(
          admin.browser.request({
            method: request.method ?? 'GET',
            url: request.url,
            ...(request.payload ? { payload: request.payload } : {}),
          }),
        ),
      ),
    );
    answers.forEach(({ result, ms }, index) => {
      const { url, message } = HOSTILE[index]!;
      expect(result.statusCode, url).toBe(400);
      expect(result.headers['content-type'], url).toMatch(/application\/json/);
      expect(result.json().message, url).toBe(message);
      expect(ms, url).toBeLessThan(ANSWER_WITHIN_MS);
    });
    const shopper = await shopperRead;
    expect(shopper.result.statusCode).toBe(200);
    expect(shopper.ms).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it('the first and last days the shop handles are still reports, lists and exports', async () => {
    const admin = await loggedIn(t, 'admin');
    for (const url of [
      '/api/admin/reports?from=2000-01-01&to=2000-01-31&interval=week',
      '/api/admin/reports?from=2100-12-01&to=2100-12-31&interval=month',
      '/api/admin/getAllOrders?from=2000-01-01&to=2100-12-31',
      '/api/admin/orders/export.csv?from=2000-01-01&to=2100-12-31',
    ]) {
      const response = await admin.browser.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
  });
});
