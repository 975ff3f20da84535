import { describe, expect, it } from 'vitest';
import { RETURN_MESSAGES } from './messages';
import { CreateReturnSchema, RefundPreviewInputSchema } from './returns';

// The pieces a return gives back, and its refund preview asks about: one rule for both.

const ORDER = '0b7a4c1e-1111-4000-8000-000000000001';
const FROCK = '0b7a4c1e-2222-4000-8000-000000000002';
const frock = (size: string, quantity = 1) => ({ productId: FROCK, size, quantity });

const returnMessage = (items: unknown[], kind = 'return') =>
  CreateReturnSchema.safeParse({ orderId: ORDER, kind, items, reason: 'too-small' }).error?.issues[0]
    ?.message;
const previewMessage = (items: unknown[]) =>
  RefundPreviewInputSchema.safeParse({ orderId: ORDER, items }).error?.issues[0]?.message;

describe('the pieces of a return', () => {
  it('takes 1 to 5 of each product and size, once each', () => {
    expect(returnMessage([frock('2-3 y', 2), frock('4-5 y')])).toBeUndefined();
    expect(previewMessage([frock('2-3 y', 5)])).toBeUndefined();
  });

  it('refuses no pieces, or the same product and size twice, in the return and its preview alike', () => {
    for (const message of [returnMessage, previewMessage]) {
      expect(message([])).toBe(RETURN_MESSAGES.noItems);
      expect(message([frock('2-3 y'), frock('2-3 y')])).toBe(RETURN_MESSAGES.duplicateItem);
      expect(message([frock('2-3 y', 6)])).toBeDefined();
    }
  });

  it('asks an exchange for another size of each piece', () => {
    expect(returnMessage([frock('2-3 y')], 'exchange')).toBe(RETURN_MESSAGES.exchangeSizeNeeded);
    expect(returnMessage([{ ...frock('2-3 y'), exchangeSize: '2-3 y' }], 'exchange')).toBe(
      RETURN_MESSAGES.sameSize,
    );
    expect(returnMessage([{ ...frock('2-3 y'), exchangeSize: '4-5 y' }], 'exchange')).toBeUndefined();
  });
});
