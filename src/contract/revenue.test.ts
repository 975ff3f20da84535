import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-status';
import { isSale, lineRevenuePaise, netSalesPaise, orderRevenuePaise, SALE_STATUSES } from './revenue';

describe('revenue', () => {
  it('counts every order placed and not cancelled or returned to origin, delivered or not', () => {
    expect(SALE_STATUSES).toEqual(['pending', 'confirmed', 'shipped', 'delivered']);
    expect(ORDER_STATUSES.filter((status) => !isSale(status))).toEqual(['cancelled', 'rto']);
  });

  it('is an order’s final amount; a cancelled order is worth nothing', () => {
    expect(orderRevenuePaise({ status: 'delivered', finalAmountPaise: 202_000 })).toBe(202_000);
    expect(orderRevenuePaise({ status: 'pending', finalAmountPaise: 112_000 })).toBe(112_000);
    expect(orderRevenuePaise({ status: 'cancelled', finalAmountPaise: 99_900 })).toBe(0);
    expect(orderRevenuePaise({ status: 'rto', finalAmountPaise: 99_900 })).toBe(0);
  });

  it('values an item at its selling price times its quantity', () => {
    expect(lineRevenuePaise({ discountPricePaise: 40_000, quantity: 2 })).toBe(80_000);
  });

  it('nets the refunds of the days out of their sales, and may be below zero on a day of refunds only', () => {
    expect(netSalesPaise({ salesPaise: 417_400, refundsPaise: 66_566 })).toBe(350_834);
    expect(netSalesPaise({ salesPaise: 0, refundsPaise: 66_566 })).toBe(-66_566);
  });
});
