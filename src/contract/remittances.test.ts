import { describe, expect, it } from 'vitest';
import { RecordRemittanceSchema, cashAgeBand } from './remittances';

describe('courier remittances', () => {
  it('puts cash in age bands of 0–7, 8–15, 16–30 and over 30 days', () => {
    expect([0, 7, 8, 15, 16, 30, 31, 90].map(cashAgeBand)).toEqual([
      '0-7',
      '0-7',
      '8-15',
      '8-15',
      '16-30',
      '16-30',
      '30+',
      '30+',
    ]);
  });

  it('takes an amount in rupees and paise, a day, a reference and distinct orders', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const valid = {
      courier: 'delhivery',
      amount: 719.5,
      date: '2026-11-20',
      reference: 'DLV-123',
      orderIds: [id],
    };
    expect(RecordRemittanceSchema.safeParse(valid).success).toBe(true);
    for (const bad of [
      { amount: 0 },
      { amount: 1.234 },
      { date: '20-11-2026' },
      { reference: ' x ' },
      { orderIds: [] },
      { orderIds: [id, id] },
      { courier: 'pigeon' },
    ])
      expect(RecordRemittanceSchema.safeParse({ ...valid, ...bad }).success).toBe(false);
  });
});
