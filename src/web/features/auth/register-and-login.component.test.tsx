import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_ERROR } from '../../../contract/messages';
import { MESSAGES_HI } from '../../../contract/messages/hi/storefront';
import { setLanguage } from '../../lib/language/language-store';
import { fakeApi, heldReply, type FakeRoute } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// Register and login: their buttons, the one shown while the call is under way too, in either language.

const REFUSED = { status: 400, body: { message: 'Invalid email or password' } };

function visitor(route: string, held: FakeRoute) {
  fakeApi({
    'GET /user/me': { status: 401, body: { message: 'Please log in to continue.' } },
    [route]: held,
  });
}

async function register(labels: { name: string; email: string; password: string; confirm: string }) {
  const { user } = renderApp('/register');
  await user.type(await screen.findByRole('textbox', { name: labels.name }), 'Anita Sharma');
  await user.type(screen.getByRole('textbox', { name: labels.email }), 'anita@example.in');
  await user.type(screen.getByLabelText(labels.password), 'Secret@123');
  await user.type(screen.getByLabelText(labels.confirm), 'Secret@123');
  return user;
}

async function logIn(labels: { email: string; password: string }) {
  const { user } = renderApp('/login');
  await user.type(await screen.findByRole('textbox', { name: labels.email }), 'anita@example.in');
  await user.type(screen.getByLabelText(labels.password), 'Secret@123');
  return user;
}

afterEach(async () => {
  await setLanguage('en');
  window.localStorage.clear();
});

describe('register and login in English', () => {
  it('keeps the words as they were', async () => {
    const call = heldReply();
    visitor('POST /user/register', call.route);
    const user = await register({
      name: 'Full name',
      email: 'Email',
      password: 'Password',
      confirm: 'Confirm password',
    });
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeTruthy();
    call.release(REFUSED);
    expect(await screen.findByRole('button', { name: 'Get OTP' })).toBeTruthy();
  });

  it('says Processing... while logging in', async () => {
    const call = heldReply();
    visitor('POST /user/login', call.route);
    const user = await logIn({ email: 'Email', password: 'Password' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeTruthy();
    call.release(REFUSED);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });
});

describe('register and login in Hindi', () => {
  it('asks for the OTP and says it is working in Hindi', async () => {
    await setLanguage('hi');
    const call = heldReply();
    visitor('POST /user/register', call.route);
    const user = await register({
      name: 'पूरा नाम',
      email: 'ई-मेल',
      password: 'पासवर्ड',
      confirm: 'पासवर्ड दोबारा',
    });
    await user.click(screen.getByRole('button', { name: 'OTP पाएँ' }));
    expect(await screen.findByRole('button', { name: 'हो रहा है...' })).toBeTruthy();
    expect(screen.queryByText(/Processing|Get OTP/)).toBeNull();
    call.release(REFUSED);
    expect(await screen.findByRole('button', { name: 'OTP पाएँ' })).toBeTruthy();
  });

  it('says it is working in Hindi while logging in', async () => {
    await setLanguage('hi');
    const call = heldReply();
    visitor('POST /user/login', call.route);
    const user = await logIn({ email: 'ई-मेल', password: 'पासवर्ड' });
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(await screen.findByRole('button', { name: 'हो रहा है...' })).toBeTruthy();
    expect(screen.queryByText(/Processing/)).toBeNull();
    call.release(REFUSED);
    expect(await screen.findByRole('button', { name: 'लॉग इन' })).toBeTruthy();
  });

  it('says why the shop refused a login in Hindi, not in the server’s English', async () => {
    await setLanguage('hi');
    visitor('POST /user/login', { status: 401, body: { message: AUTH_ERROR.invalidCredentials } });
    const user = await logIn({ email: 'ई-मेल', password: 'पासवर्ड' });
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(await screen.findByText(MESSAGES_HI.AUTH_ERROR.invalidCredentials)).toBeTruthy();
    expect(screen.queryByText(AUTH_ERROR.invalidCredentials)).toBeNull();
  });
});
