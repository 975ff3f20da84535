import { describe, expect, it } from 'vitest';
import { statusChoices, statusLabel } from './order-status-choices';

describe('admin order status dropdown', () => {
  it('offers the current status and only the legal next steps', () => {
    expect(statusChoices('pending')).toEqual(['pending', 'confirmed', 'cancelled']);
    expect(statusChoices('confirmed')).toEqual(['confirmed', 'shipped', 'cancelled']);
    expect(statusChoices('shipped')).toEqual(['shipped', 'delivered', 'cancelled']);
    expect(statusChoices('delivered')).toEqual(['delivered']);
    expect(statusChoices('cancelled')).toEqual(['cancelled']);
  });

  it('labels statuses with a capital letter', () => {
    expect(statusLabel('shipped')).toBe('Shipped');
  });
});
