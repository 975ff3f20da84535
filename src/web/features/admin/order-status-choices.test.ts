import { describe, expect, it } from 'vitest';
import { statusChoices, statusLabel } from './order-status-choices';

describe('admin order status dropdown', () => {
  it('offers the current status and only the legal next steps', () => {
    expect(statusChoices('pending')).toEqual(['pending', 'confirmed', 'cancelled']);
    expect(statusChoices('confirmed')).toEqual(['confirmed', 'shipped', 'cancelled']);
    expect(statusChoices('shipped')).toEqual(['shipped', 'delivered', 'cancelled', 'rto']);
    expect(statusChoices('delivered')).toEqual(['delivered']);
    expect(statusChoices('cancelled')).toEqual(['cancelled']);
    expect(statusChoices('rto')).toEqual(['rto']);
  });

  it('labels statuses with a capital letter, and rto in words', () => {
    expect(statusLabel('shipped')).toBe('Shipped');
    expect(statusLabel('rto')).toBe('Returned (RTO)');
  });
});
