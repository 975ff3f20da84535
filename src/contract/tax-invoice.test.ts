import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, numberInIndianWords } from './amount-in-words';
import { gstinCheckCharacter, gstinProblem } from './gstin';
import { priceSummary } from './pricing';
import {
  computeInvoiceTaxes,
  DEFAULT_GST_RATES,
  financialYear,
  INVOICE_SERIES,
  spreadCoupon,
  type InvoiceInput,
} from './tax-invoice';

const line = (unitPricePaise: number, quantity = 1) => ({
  description: 'Frock',
  hsnCode: '6204',
  quantity,
  unitPricePaise,
});
const base: Omit<InvoiceInput, 'lines'> = {
  platformFeePaise: 2000,
  couponPaise: 0,
  registered: true,
  sellerStateCode: '29',
  buyerStateCode: '29',
  rates: DEFAULT_GST_RATES,
};

describe('GST on a tax invoice', () => {
  it('splits a tax-inclusive price into taxable value and CGST + SGST within the state', () => {
    const invoice = computeInvoiceTaxes({ ...base, lines: [line(1050_00)] });
    expect(invoice.intraState).toBe(true);
    expect(invoice.lines[0]).toMatchObject({
      ratePercent: 5,
      taxableValuePaise: 1000_00,
      cgstPaise: 25_00,
      sgstPaise: 25_00,
      igstPaise: 0,
      totalPaise: 1050_00,
    });
  });

  it('charges IGST when the buyer is in another state', () => {
    const invoice = computeInvoiceTaxes({ ...base, buyerStateCode: '27', lines: [line(1050_00)] });
    expect(invoice.intraState).toBe(false);
    expect(invoice.lines[0]).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 50_00 });
  });

  it('uses 5 % up to ₹2,500 a piece before tax and 18 % above', () => {
    const at = computeInvoiceTaxes({ ...base, lines: [line(2625_00, 2)] });
    expect(at.lines[0]!.ratePercent).toBe(5);
    expect(at.lines[0]!.taxableValuePaise).toBe(5000_00);
    const above = computeInvoiceTaxes({ ...base, lines: [line(2625_01)] });
    expect(above.lines[0]!.ratePercent).toBe(18);
  });

  it('puts the platform fee on its own line at the service rate', () => {
    const invoice = computeInvoiceTaxes({ ...base, lines: [line(500_00)] });
    expect(invoice.lines[1]).toMatchObject({
      description: 'Platform fee',
      hsnCode: '998599',
      ratePercent: 18,
      taxableValuePaise: 1695,
      cgstPaise: 153,
      sgstPaise: 152,
      totalPaise: 2000,
    });
  });

  it('spreads the coupon over the lines in proportion, to the paisa', () => {
    expect(spreadCoupon(100_00, [300_00, 600_00])).toEqual([33_33, 66_67]);
    expect(spreadCoupon(1, [100, 100, 100])).toEqual([1, 0, 0]);
    const invoice = computeInvoiceTaxes({
      ...base,
      couponPaise: 100_00,
      lines: [line(300_00), line(600_00)],
    });
    expect(invoice.lines.map((l) => l.couponSharePaise)).toEqual([33_33, 66_67, 0]);
    expect(invoice.totals.totalPaise).toBe(900_00 - 100_00 + 20_00);
  });

  it('has no tax lines for a seller without a GSTIN', () => {
    const invoice = computeInvoiceTaxes({ ...base, registered: false, lines: [line(1050_00)] });
    expect(invoice.totals.taxPaise).toBe(0);
    expect(invoice.totals.taxableValuePaise).toBe(1070_00);
  });

  it('adds up to the order’s final amount to the paisa, over many orders', () => {
    const lines = fc.array(
      fc.record({
        unitPricePaise: fc.integer({ min: 100, max: 10_000_00 }),
        quantity: fc.integer({ min: 1, max: 5 }),
      }),
      { minLength: 1, maxLength: 12 },
    );
    fc.assert(
      fc.property(
        lines,
        fc.integer({ min: 0, max: 1000_00 }),
        fc.boolean(),
        fc.boolean(),
        (items, coupon, sameState, registered) => {
          const summary = priceSummary(
            items.map((i) => ({ pricePaise: i.unitPricePaise, discountPricePaise: i.unitPricePaise, ...i })),
            coupon,
          );
          const invoice = computeInvoiceTaxes({
            ...base,
            registered,
            buyerStateCode: sameState ? '29' : '33',
            platformFeePaise: summary.platformFee,
            couponPaise: summary.couponDiscount,
            lines: items.map((i) => line(i.unitPricePaise, i.quantity)),
          });
          expect(invoice.totals.totalPaise).toBe(summary.finalAmount);
          expect(invoice.totals.couponPaise).toBe(summary.couponDiscount);
          for (const l of invoice.lines) {
            expect(l.taxableValuePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.totalPaise);
            expect(Number.isInteger(l.taxableValuePaise)).toBe(true);
            expect(l.couponSharePaise).toBeLessThanOrEqual(l.grossPaise);
          }
          expect(invoice.totals.taxableValuePaise + invoice.totals.taxPaise).toBe(summary.finalAmount);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('amount in words', () => {
  it.each([
    [1234_50, 'Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only'],
    [20_00, 'Rupees Twenty Only'],
    [1_00_000_00, 'Rupees One Lakh Only'],
    [
      12_34_56_789_05,
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Five Paise Only',
    ],
    [99, 'Rupees Zero and Ninety-Nine Paise Only'],
  ])('%i paise is %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('writes hundreds of crores too', () => {
    expect(numberInIndianWords(1_05_00_00_000)).toBe('One Hundred Five Crore');
  });
});

describe('GSTIN', () => {
  it('accepts a real GSTIN and refuses a wrong check character, state code or shape', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeUndefined();
    expect(gstinProblem('27AAPFU0939F1ZA')).toMatch(/check character/);
    expect(gstinProblem('99AAPFU0939F1ZV')).toMatch(/state code/);
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/15-character/);
    expect(gstinCheckCharacter('29AABCL1234A1Z')).toMatch(/^[0-9A-Z]$/);
  });
});

describe('invoice numbers', () => {
  it('count within the Indian financial year, April to March in IST', () => {
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2026-03-31T23:59:00+05:30'))).toBe('2025-26');
    expect(financialYear(new Date('2026-03-31T19:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2099-12-01T00:00:00Z'))).toBe('2099-00');
    expect(INVOICE_SERIES.format('2026-27', 123)).toBe('LH/2026-27/000123');
  });
});
