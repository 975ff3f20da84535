import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_LABELS } from './messages';
import { MESSAGES_HI } from './messages/hi/storefront';
import { paymentMethodText, shortOrderId } from './order-texts';

describe('how an order is named', () => {
  it('is the last six characters of its id in capitals', () => {
    expect(shortOrderId('a1b2c3d4-3333-4000-8000-0000000000ab')).toBe('0000AB');
  });

  it('names cash on delivery in words, in the reader’s language, and any other method upper-cased', () => {
    expect(paymentMethodText('cod', PAYMENT_METHOD_LABELS)).toBe('Cash on Delivery');
    expect(paymentMethodText('cod', MESSAGES_HI.PAYMENT_METHOD_LABELS)).toBe(
      MESSAGES_HI.PAYMENT_METHOD_LABELS.cod,
    );
    expect(paymentMethodText('upi', PAYMENT_METHOD_LABELS)).toBe('UPI');
    expect(paymentMethodText('card', PAYMENT_METHOD_LABELS)).toBe('CARD');
  });
});
