import { describe, expect, it } from 'vitest';
import { UPI_VPA_PATTERN, UTR_PATTERN, upiAmount, upiPaymentUri } from './upi';

describe('the UPI payment link', () => {
  const payee = { vpa: 'littlehope@okicici', payeeName: 'LittleHope Kids & Co' };
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('carries the shop, the amount with two decimals, INR, a note naming the order and its id, encoded', () => {
    const uri = upiPaymentUri(payee, { id, amountPaise: 71_900 });
    expect(uri).toBe(
      'upi://pay?pa=littlehope@okicici&pn=LittleHope%20Kids%20%26%20Co&am=719.00&cu=INR' +
        `&tn=LittleHope%20order%20%2328950E&tr=${id}`,
    );
    const params = new URLSearchParams(uri.slice('upi://pay?'.length));
    expect(Object.fromEntries(params)).toEqual({
      pa: 'littlehope@okicici',
      pn: 'LittleHope Kids & Co',
      am: '719.00',
      cu: 'INR',
      tn: 'LittleHope order #28950E',
      tr: id,
    });
  });

  it('writes paise exactly', () => {
    expect(upiAmount(5)).toBe('0.05');
    expect(upiAmount(123_456)).toBe('1234.56');
    expect(upiAmount(2_000)).toBe('20.00');
  });

  it('knows a UPI ID and a UTR by their form', () => {
    expect(UPI_VPA_PATTERN.test('shop.name-1@oksbi')).toBe(true);
    for (const bad of ['shop', '@oksbi', 'shop@', 'shop@ok sbi', 'a@b@c', 'shop@1bank'])
      expect(UPI_VPA_PATTERN.test(bad)).toBe(false);
    expect(UTR_PATTERN.test('412345678901')).toBe(true);
    for (const bad of ['41234567890', '4123456789012', '41234567890a'])
      expect(UTR_PATTERN.test(bad)).toBe(false);
  });
});
