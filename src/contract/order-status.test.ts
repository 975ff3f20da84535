import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canMoveTo, customerCanCancel, nextStatuses, trackerPosition } from './order-status';

describe('order status machine', () => {
  it('moves forward one step at a time', () => {
    expect(canMoveTo('pending', 'confirmed')).toBe(true);
    expect(canMoveTo('confirmed', 'shipped')).toBe(true);
    expect(canMoveTo('shipped', 'delivered')).toBe(true);
    expect(canMoveTo('pending', 'shipped')).toBe(false);
    expect(canMoveTo('pending', 'delivered')).toBe(false);
  });

  it('never moves back, and ends at delivered, cancelled or returned to origin', () => {
    expect(canMoveTo('delivered', 'pending')).toBe(false);
    expect(nextStatuses('rto')).toEqual([]);
    expect(canMoveTo('shipped', 'confirmed')).toBe(false);
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
    for (const status of ORDER_STATUSES) expect(canMoveTo(status, status)).toBe(false);
  });

  it('lets the shop cancel anything not yet delivered, the customer only a pending order', () => {
    expect(['pending', 'confirmed', 'shipped'].every((s) => canMoveTo(s as 'pending', 'cancelled'))).toBe(
      true,
    );
    expect(canMoveTo('delivered', 'cancelled')).toBe(false);
    expect(ORDER_STATUSES.filter(customerCanCancel)).toEqual(['pending']);
  });

  it('places statuses on the tracker', () => {
    expect(ORDER_STATUSES.map(trackerPosition)).toEqual([0, 1, 2, 3, -1, -1]);
  });

  it('lets only a shipped parcel come back to the shop (rto)', () => {
    expect(ORDER_STATUSES.filter((status) => canMoveTo(status, 'rto'))).toEqual(['shipped']);
  });
});
