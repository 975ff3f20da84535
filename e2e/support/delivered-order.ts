import { expect, type Browser, type Page } from '@playwright/test';
import { loginAsAdmin } from './admin';
import { addAddressByApi, placeOrderByApi } from './shopper';

/** The shop (an admin's logged-in page) moves an order through confirmed and shipped to delivered. */
export async function deliverOrder(admin: Page, orderId: string): Promise<void> {
  for (const status of ['confirmed', 'shipped', 'delivered']) {
    const moved = await admin.request.put('/api/admin/updateOrderStatus', {
      data: { orderId, Ostatus: status },
      headers: { origin: new URL(admin.url()).origin },
    });
    expect(moved.ok()).toBe(true);
  }
}

/** Places the bag as an order and has the shop move it to delivered; returns the order id. */
export async function placeDeliveredOrder(page: Page, browser: Browser, baseURL: string): Promise<string> {
  const addressId = await addAddressByApi(page);
  const orderId = await placeOrderByApi(page, addressId);
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await loginAsAdmin(admin);
  await deliverOrder(admin, orderId);
  await adminContext.close();
  return orderId;
}
