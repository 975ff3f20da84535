import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES_HI } from '../../../contract/messages/hi/storefront';
import { setLanguage } from '../../lib/language/language-store';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// Forgot password (/forgotPassword): e-mail, code, new password on one screen, in either language. The checks of
// the contract's schemas are written in English (the server's words) and shown in the shopper's language.

const EMAIL = 'anita@example.in';

function forgotPasswordPage() {
  const api = fakeApi({
    'GET /user/me': { status: 401, body: { message: 'Please log in to continue.' } },
    'POST /user/FPEmailOtp': { body: { message: 'An OTP has been sent to your email.' } },
    'POST /user/verifyFPOTP': { body: { message: 'OTP verified successfully' } },
  });
  return { api, ...renderApp('/forgotPassword') };
}

/** The message under a field: the text its input is described by. */
function fieldError(input: HTMLElement): string | null | undefined {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
}

afterEach(async () => {
  await setLanguage('en');
  window.localStorage.clear();
});

describe('forgot password in English', () => {
  it('keeps its words as they were, step by step', async () => {
    const { api, user } = forgotPasswordPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeTruthy();
    expect(screen.getByText('Enter the email of your account and we will send you a code.')).toBeTruthy();
    expect(screen.getByText('Remembered it?')).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(fieldError(email)).toBe('Email is required.');

    await user.type(email, EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Enter the 6-digit code we sent to your email.')).toBeTruthy();
    expect(api.calls('POST /user/FPEmailOtp').map((call) => call.body)).toEqual([{ email: EMAIL }]);
    const otp = screen.getByRole('textbox', { name: 'OTP' });
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(fieldError(otp)).toBe('OTP is required');

    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Choose a new password.')).toBeTruthy();
    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show confirm new password' }));
    expect(screen.getByRole('button', { name: 'Hide confirm new password' })).toBeTruthy();
    await user.type(password, 'Secret@123');
    await user.type(confirm, 'Secret@124');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(fieldError(confirm)).toBe('Passwords do not match.');
  });
});

describe('forgot password in Hindi', () => {
  it('says every step in Hindi, its checks too', async () => {
    await setLanguage('hi');
    const { api, user } = forgotPasswordPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'पासवर्ड भूल गए' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(screen.getByText('अपने खाते का ई-मेल लिखें, हम आपको एक कोड भेजेंगे।')).toBeTruthy();
    const footer = screen.getByText('याद आ गया?');
    expect(within(footer).getByRole('link', { name: 'लॉग इन' })).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'ई-मेल' });
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(fieldError(email)).toBe('ई-मेल ज़रूरी है।');
    await user.type(email, 'anita@');
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(fieldError(email)).toBe(MESSAGES_HI.VALIDATION.emailInvalid);
    expect(api.calls('POST /user/FPEmailOtp')).toEqual([]);

    await user.clear(email);
    await user.type(email, EMAIL);
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText('हमने आपके ई-मेल पर जो 6 अंकों का कोड भेजा है, वह लिखें।')).toBeTruthy();
    const otp = screen.getByRole('textbox', { name: 'OTP' });
    await user.click(screen.getByRole('button', { name: 'OTP जाँचें' }));
    expect(fieldError(otp)).toBe(MESSAGES_HI.VALIDATION.otpRequired);

    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'OTP जाँचें' }));
    expect(await screen.findByText('नया पासवर्ड चुनें।')).toBeTruthy();
    const password = screen.getByLabelText('नया पासवर्ड');
    const confirm = screen.getByLabelText('नया पासवर्ड दोबारा');
    expect(screen.getByRole('button', { name: 'नया पासवर्ड दिखाएँ' })).toBeTruthy();
    await user.type(password, 'Secret@123');
    await user.type(confirm, 'Secret@124');
    await user.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    expect(fieldError(confirm)).toBe('दोनों पासवर्ड एक जैसे नहीं हैं।');
    // Nothing English is left on the card (the e-mail and "OTP" are the parent's and the shop's words).
    const card = screen.getByRole('region', { name: 'पासवर्ड भूल गए' });
    expect(card.textContent).not.toMatch(/\b(the|your|Send|Verify|Reset|password|Remembered)\b/);
  });

  it('shows a message already on screen in the language the parent switches to', async () => {
    const { user } = forgotPasswordPage();
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(fieldError(email)).toBe('Email is required.');

    await user.click(screen.getByRole('button', { name: 'Language: switch to हिन्दी' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'पासवर्ड भूल गए' })).toBeTruthy();
    expect(fieldError(screen.getByRole('textbox', { name: 'ई-मेल' }))).toBe('ई-मेल ज़रूरी है।');
  });
});
