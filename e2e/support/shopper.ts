import { expect, type Page } from '@playwright/test';
import { waitForOtp } from './mailbox';

export const SHOPPER_PASSWORD = 'Secret@123';

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e4)}@gmail.com`;

/**
 * Registers a fresh shopper through the API (the code read from the mailbox) and leaves the page's browser
 * logged in as them: the session cookie lands in the page's context.
 */
export async function loginFreshShopper(
  page: Page,
  prefix = 'shopper',
  name = 'Meera Iyer',
): Promise<string> {
  const email = uniqueEmail(prefix);
  const register = await page.request.post('/api/user/register', {
    data: { name, email, password: SHOPPER_PASSWORD, confirmPassword: SHOPPER_PASSWORD },
  });
  expect(register.status(), await register.text()).toBeLessThan(300);
  const otp = await waitForOtp(email);
  const verify = await page.request.post('/api/user/verify-otp', { data: { email, otp } });
  expect(verify.status(), await verify.text()).toBeLessThan(300);
  return email;
}

export interface DemoProduct {
  _id: string;
  name: string;
  description: string;
  gender: string;
  category: string;
  price: number;
  discountPrice: number;
  sizeAndStock: { size: string; stock: number }[];
}

/** One product of the demo catalog as the shop serves it. */
export async function demoProduct(page: Page, id: string): Promise<DemoProduct> {
  const response = await page.request.get(`/api/user/productDetail/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { product: DemoProduct }).product;
}
