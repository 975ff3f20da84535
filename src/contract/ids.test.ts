import { describe, expect, it } from 'vitest';
import { idSchema, isId } from './ids';

describe('ids', () => {
  it('accepts a UUID in either case', () => {
    expect(isId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isId('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true);
  });

  it('refuses what cannot be a stored id, with the caller’s text', () => {
    for (const bad of ['', 'abc', '-'.repeat(36), '0f8fad5bd9cb469fa16570867728950e', `${'a'.repeat(36)}`]) {
      expect(isId(bad)).toBe(false);
      expect(idSchema('Order not found.').safeParse(bad).error?.issues[0]?.message).toBe('Order not found.');
    }
    expect(idSchema('Order not found.').safeParse(undefined).error?.issues[0]?.message).toBe(
      'Order not found.',
    );
  });
});
