// A logged-in shopper with three products in the bag and a saved address, for measuring the cart and checkout
// pages as a shopper sees them. Registered through the API like anyone else; the code is read from the mails the
// local catcher received.
import { DEMO_ADDRESS } from '../../e2e/support/demo-address';
import { waitForOtp } from '../../e2e/support/mailbox';

const PASSWORD = 'Bench@1234';
const BAG_SIZE = 3;

interface Answer {
  status: number;
  body: unknown;
  cookies: string[];
}

async function call(
  baseUrl: string,
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`bench shopper: ${method} ${path} answered ${response.status} ${text}`);
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    cookies: response.headers.getSetCookie(),
  };
}

/** The Cookie header a browser would send back for these Set-Cookie headers. */
function cookieHeader(setCookies: string[]): string {
  return setCookies.map((c) => c.split(';')[0]).join('; ');
}

/** Registers a shopper, fills the bag with three products and saves an address; returns the session cookie. */
export async function shopperWithBag(baseUrl: string, mailFile: string): Promise<string> {
  const email = `bench.${Date.now()}@gmail.com`;
  const registered = await call(baseUrl, 'POST', '/user/register', '', {
    name: 'Asha Rao',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  // A code is good only in the browser that asked for it: its registration cookie goes with the verification.
  const browser = cookieHeader(registered.cookies);
  const otp = await waitForOtp(email, 0, 15_000, mailFile);
  const verified = await call(baseUrl, 'POST', '/user/verify-otp', browser, { email, otp });
  const cookie = cookieHeader(verified.cookies);
  if (!cookie) throw new Error('bench shopper: no session cookie after verification');

  const list = (await call(baseUrl, 'GET', '/user/getAllproducts?page=1&limit=28', cookie)).body as {
    items: { _id: string }[];
  };
  let added = 0;
  for (const card of list.items) {
    if (added === BAG_SIZE) break;
    const { product } = (await call(baseUrl, 'GET', `/user/productDetail/${card._id}`, cookie)).body as {
      product: { sizeAndStock: { size: string; stock: number }[] };
    };
    const size = product.sizeAndStock.find((entry) => entry.stock > 0)?.size;
    if (!size) continue;
    await call(baseUrl, 'POST', '/user/addToCart', cookie, { productId: card._id, size, quantity: 1 });
    added++;
  }
  if (added < BAG_SIZE) throw new Error(`bench shopper: only ${added} products in stock to put in the bag`);
  await call(baseUrl, 'POST', '/user/addAddress', cookie, DEMO_ADDRESS);
  return cookie;
}
