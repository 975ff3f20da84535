import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { loggedIn } from '../../test/sessions';

describe('dashboard API', () => {
  const t = useTestApp();

  it('lets an admin see the dashboard', async () => {
    const admin = await loggedIn(t, 'admin');
    const response = await admin.browser.request({ method: 'GET', url: '/api/admin/getDashData' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      totalOrders: expect.any(Number),
      customerGrowth: expect.any(Array),
    });
    expect(response.json().customerGrowth).toHaveLength(12);
  });
});
