import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shortOrderId } from '../../../contract/order-texts';
import { users } from '../../db/schema';
import { CookieJar, useTestApp } from '../../test/harness';
import { lastCode, PASSWORD, uniqueEmail } from '../../test/auth-helpers';
import { moveOrder, placeCodOrder } from '../../test/orders';
import { askForReturn, returnRequest } from '../../test/returns';
import { loggedIn } from '../../test/sessions';

// The account's language (docs/decisions/0063-account-language-and-devanagari-documents.md): the storefront's switch
// saves it, the account calls answer it, and every mail to the shopper is written in it when it is made.

describe("the account's language and the mails written in it", () => {
  const t = useTestApp();

  const setLanguage = (browser: CookieJar, payload: unknown) =>
    browser.request({ method: 'PUT', url: '/api/user/language', payload: payload as object });

  it('saves the language for a logged-in shopper; /user/me and /user/profile answer it beside the old fields', async () => {
    const shopper = await loggedIn(t);
    const me = async () => (await shopper.browser.request({ method: 'GET', url: '/api/user/me' })).json();
    expect((await me()).user).toMatchObject({
      _id: shopper.user.id,
      email: shopper.user.email,
      language: 'en',
    });

    const saved = await setLanguage(shopper.browser, { language: 'hi' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: 'Your language has been saved.', language: 'hi' });
    expect((await me()).user).toMatchObject({
      name: 'Asha Rao',
      role: 'user',
      isBlocked: false,
      language: 'hi',
    });
    const profile = await shopper.browser.request({ method: 'GET', url: '/api/user/profile' });
    expect(profile.json()).toMatchObject({ _id: shopper.user.id, isBlocked: false, language: 'hi' });

    expect((await setLanguage(shopper.browser, { language: 'en' })).json().language).toBe('en');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, shopper.user.id));
    expect(row?.language).toBe('en');
  });

  it('refuses any other language with 400 and a message, and a visitor with 401', async () => {
    const shopper = await loggedIn(t);
    for (const payload of [{ language: 'fr' }, { language: 'HI' }, { language: 1 }, {}, { language: null }]) {
      const refused = await setLanguage(shopper.browser, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toBe('Choose a language: "en" (English) or "hi" (Hindi).');
    }
    const visitor = new CookieJar(() => t.app);
    const anonymous = await setLanguage(visitor, { language: 'hi' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toEqual(expect.any(String));
  });

  it('registers in Hindi: the code mail is Hindi (html lang="hi") and the account keeps the language', async () => {
    const email = uniqueEmail('hindi');
    const jar = new CookieJar(() => t.app);
    const registered = await jar.request({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'राम कुमार', email, password: PASSWORD, confirmPassword: PASSWORD, language: 'hi' },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const mail = t.mailbox.lastTo(email)!;
    expect(mail.subject).toBe('आपका LittleHope सत्यापन कोड');
    expect(mail.text).toContain('अपना LittleHope खाता बनाने के लिए यह कोड डालें:');
    expect(mail.html).toContain('<html lang="hi">');
    const verified = await jar.request({
      method: 'POST',
      url: '/api/user/verify-otp',
      payload: { email, otp: lastCode(t, email) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user).toMatchObject({ name: 'राम कुमार', language: 'hi' });

    const refused = await new CookieJar(() => t.app).request({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        name: 'Asha',
        email: uniqueEmail(),
        password: PASSWORD,
        confirmPassword: PASSWORD,
        language: 'de',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Choose a language: "en" (English) or "hi" (Hindi).');
  });

  it("mails a reset code in the account's language", async () => {
    const shopper = await loggedIn(t);
    await setLanguage(shopper.browser, { language: 'hi' });
    const asked = await new CookieJar(() => t.app).request({
      method: 'POST',
      url: '/api/user/FPEmailOtp',
      payload: { email: shopper.user.email },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = t.mailbox.lastTo(shopper.user.email)!;
    expect(mail.subject).toBe('आपका LittleHope पासवर्ड रीसेट कोड');
    expect(mail.text).toMatch(
      /^नमस्ते Asha Rao,\n\nअपना LittleHope पासवर्ड रीसेट करने के लिए यह कोड डालें:\n\n {4}\d{6}\n/,
    );
    expect(mail.text).toContain('यह कोड 10 मिनट तक मान्य है');
    expect(mail.html).toContain('<html lang="hi">');
  });

  it('writes a Hindi account its order mails in Hindi (sizes, amounts in hi-IN, courier and AWB); product names stay', async () => {
    const admin = await loggedIn(t, 'admin');
    const shopper = await loggedIn(t);
    await setLanguage(shopper.browser, { language: 'hi' });
    const { orderId } = await placeCodOrder(t, { shopper, quantity: 2 });
    const id = shortOrderId(orderId);

    const placed = await t.mailbox.waitFor(shopper.user.email, /मिल गया/);
    expect(placed.subject).toBe(`LittleHope: ऑर्डर #${id} मिल गया`);
    expect(placed.text).toContain(`आपका ऑर्डर #${id} हमें मिल गया है। डिलीवरी के समय ₹1,418.00 नकद दें।`);
    expect(placed.text).toContain('Cotton Frock (साइज़ 4-5 साल) × 2: ₹1,398.00');
    expect(placed.text).toContain('कुल: ₹1,418.00');
    expect(placed.html).toContain('<html lang="hi">');

    await moveOrder(admin, orderId, 'confirmed');
    const shipped = await admin.browser.request({
      method: 'PUT',
      url: '/api/admin/updateOrderStatus',
      payload: { orderId, Ostatus: 'shipped', courier: 'delhivery', awb: '1234567890123' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const mail = await t.mailbox.waitFor(shopper.user.email, /भेजा गया/);
    expect(mail.subject).toBe(`LittleHope: ऑर्डर #${id} - भेजा गया`);
    expect(mail.text).toContain(`आपका ऑर्डर #${id} भेज दिया गया है और रास्ते में है।`);
    expect(mail.text).toContain('कूरियर: Delhivery, AWB नंबर 1234567890123');
    expect(mail.text).toMatch(/पार्सल ट्रैक करें: https:\/\//);
  });

  it("keeps an English account's order mail as it was", async () => {
    const shopper = await loggedIn(t);
    const { orderId } = await placeCodOrder(t, { shopper });
    const id = shortOrderId(orderId);
    const placed = await t.mailbox.waitFor(shopper.user.email, /placed/);
    expect(placed.subject).toBe(`LittleHope: order #${id} placed`);
    expect(placed.text).toContain('Cotton Frock (size 4-5 y) × 1: ₹699.00');
    expect(placed.text).toContain('Total: ₹719.00');
    expect(placed.html).toContain('<html lang="en">');
  });

  it("writes a return's steps in the language the account has when each is mailed", async () => {
    const admin = await loggedIn(t, 'admin');
    const { shopper, product, orderId } = await placeCodOrder(t, { stock: { '4-5 y': 10, '6-7 y': 2 } });
    await moveOrder(admin, orderId, 'confirmed', 'shipped', 'delivered');
    const asked = await askForReturn(shopper, returnRequest(orderId, product.id, { kind: 'exchange' }));
    expect(asked.statusCode, asked.body).toBe(201);
    await setLanguage(shopper.browser, { language: 'hi' });
    const approved = await admin.browser.request({
      method: 'PUT',
      url: `/api/admin/returns/${asked.json()._id}`,
      payload: { status: 'approved', note: 'Please pack it in the original bag.' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // The request's own mail may be made before or after the switch; the approval's is made after it.
    const mail = await t.mailbox.waitFor(shopper.user.email, /स्वीकृत/);
    expect(mail.subject).toBe('LittleHope: आपकी साइज़ की अदला-बदली - स्वीकृत');
    expect(mail.text).toContain('1 × Cotton Frock (4-5 साल → 6-7 साल)');
    expect(mail.text).toContain('दुकान की ओर से संदेश: Please pack it in the original bag.');
    expect(mail.html).toContain('<html lang="hi">');
  });
});
