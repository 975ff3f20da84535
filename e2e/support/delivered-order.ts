import { expect, type Browser, type Page } from '@playwright/test';
import { loginAsAdmin } from './admin';
import { addAddressByApi, placeOrderByApi } from './shopper';

/** Places the bag as an order and has the shop move it to delivered; returns the order id. */
export async function placeDeliveredOrder(page: Page, browser: Browser, baseURL: string): Promise<string> {
  const addressId = await addAddressByApi(page);
  const orderId = await placeOrderByApi(page, addressId);
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await loginAsAdmin(admin);
  for (const status of ['confirmed', 'shipped', 'delivered']) {
    const moved = await admin.request.put('/api/admin/updateOrderStatus', {
      data: { orderId, Ostatus: status },
      headers: { origin: new URL(admin.url()).origin },
    });
    expect(moved.ok()).toBe(true);
  }
  await adminContext.close();
  return orderId;
}
