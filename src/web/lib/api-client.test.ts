import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR, AUTH_ERROR, SUCCESS, VALIDATION } from '../../contract/messages';
import { MESSAGES_HI } from '../../contract/messages/hi/storefront';
import { ApiRequestError, api, messageOf } from './api-client';
import { setLanguage } from './language/language-store';

// The server's English words as the storefront shows them: as they came in English, the Hindi catalog's in Hindi,
// except in the back office (docs/decisions/0065). Plain Node: the page's document and location are stubbed.

function stubPage(pathname = '/cart') {
  vi.stubGlobal('document', { documentElement: { lang: 'en-IN' }, cookie: '' });
  vi.stubGlobal('window', { location: { pathname } });
}

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

const refused = (error: unknown) => error as ApiRequestError;

beforeEach(() => stubPage());

afterEach(async () => {
  await setLanguage('en');
  vi.unstubAllGlobals();
});

describe('the server’s words in the shopper’s language', () => {
  it('shows them as they came on an English page', async () => {
    expect(messageOf(new ApiRequestError(401, AUTH_ERROR.invalidCredentials), 'fallback')).toBe(
      AUTH_ERROR.invalidCredentials,
    );
    const body = { message: AUTH_ERROR.otpInvalid, errors: { otp: VALIDATION.otpFormat } };
    answer(400, body);
    const error = refused(await api.post('/user/verifyOtp', {}).catch((failure: unknown) => failure));
    expect(error.message).toBe(AUTH_ERROR.otpInvalid);
    expect(error.errors).toEqual(body.errors);
    expect(error.body).toEqual(body);
  });

  it('shows a sentence of the catalog in Hindi on a Hindi page, and passes others through', async () => {
    await setLanguage('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(messageOf(new ApiRequestError(401, AUTH_ERROR.invalidCredentials), 'fallback')).toBe(
      MESSAGES_HI.AUTH_ERROR.invalidCredentials,
    );
    expect(messageOf(new ApiRequestError(409, 'A sentence nobody registered.'), 'fallback')).toBe(
      'A sentence nobody registered.',
    );
    expect(messageOf(new Error('a fault in the page'), 'गड़बड़')).toBe('गड़बड़');

    answer(400, {
      message: AUTH_ERROR.otpInvalid,
      errors: { otp: VALIDATION.otpFormat, other: 'As it came' },
    });
    const error = refused(await api.post('/user/verifyOtp', {}).catch((failure: unknown) => failure));
    expect(error.message).toBe(MESSAGES_HI.AUTH_ERROR.otpInvalid);
    expect(error.errors).toEqual({ otp: MESSAGES_HI.VALIDATION.otpFormat, other: 'As it came' });

    answer(200, { message: SUCCESS.addedToCart, count: 2 });
    expect(await api.post('/user/addToCart', {})).toEqual({
      message: MESSAGES_HI.SUCCESS.addedToCart,
      count: 2,
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const offline = refused(await api.get('/user/newArrivals').catch((failure: unknown) => failure));
    expect(offline.message).toBe(MESSAGES_HI.API_ERROR.serviceUnavailable);
  });

  it('keeps the back office English on a browser that chose Hindi', async () => {
    await setLanguage('hi');
    stubPage('/admin/orders');
    expect(messageOf(new ApiRequestError(403, API_ERROR.forbidden), 'fallback')).toBe(API_ERROR.forbidden);
  });
});
