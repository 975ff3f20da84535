import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, canMovePayment, paymentMoves } from './payment-status';

describe('payment status machine', () => {
  it('lets the owner mark a UPI payment paid or failed, and a late payment paid after failed', () => {
    expect(paymentMoves('upi').unpaid).toEqual(['paid', 'failed']);
    expect(canMovePayment('upi', 'failed', 'paid')).toBe(true);
    expect(canMovePayment('upi', 'unpaid', 'refunded')).toBe(false);
    expect(canMovePayment('upi', 'paid', 'unpaid')).toBe(false);
  });

  it('never marks cash on delivery failed; a refund may come before the courier remits the cash', () => {
    expect(canMovePayment('cod', 'unpaid', 'failed')).toBe(false);
    expect(canMovePayment('cod', 'unpaid', 'paid')).toBe(true);
    expect(canMovePayment('cod', 'unpaid', 'refunded')).toBe(true);
  });

  it('refunds in parts until everything is given back; refunded is final', () => {
    for (const method of ['cod', 'upi']) {
      expect(canMovePayment(method, 'paid', 'partially_refunded')).toBe(true);
      expect(canMovePayment(method, 'partially_refunded', 'partially_refunded')).toBe(true);
      expect(canMovePayment(method, 'partially_refunded', 'refunded')).toBe(true);
      expect(canMovePayment(method, 'partially_refunded', 'paid')).toBe(false);
      expect(paymentMoves(method).refunded).toEqual([]);
      for (const status of PAYMENT_STATUSES) expect(canMovePayment(method, status, 'unpaid')).toBe(false);
    }
  });
});
