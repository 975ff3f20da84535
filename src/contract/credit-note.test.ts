import { describe, expect, it } from 'vitest';
import { buildCreditNote, creditNoteLine, CREDIT_NOTE_SERIES, platformFeeLineIndex } from './credit-note';
import { computeInvoiceTaxes, DEFAULT_GST_RATES, financialYear, type IssuedInvoice } from './tax-invoice';

const taxes = (intraState: boolean) =>
  computeInvoiceTaxes({
    lines: [
      { description: 'A Frock (4-5 y)', hsnCode: '6109', quantity: 2, unitPricePaise: 69_900 },
      { description: 'B Tee (4-5 y)', hsnCode: '6109', quantity: 1, unitPricePaise: 69_900 },
    ],
    platformFeePaise: 2_000,
    couponPaise: 10_000,
    registered: true,
    sellerStateCode: '29',
    buyerStateCode: intraState ? '29' : '27',
    rates: DEFAULT_GST_RATES,
  });

describe('credit note numbers', () => {
  it('runs its own series per Indian financial year, April to March', () => {
    expect(CREDIT_NOTE_SERIES.format('2026-27', 1)).toBe('CN/2026-27/000001');
    expect(CREDIT_NOTE_SERIES.format('2026-27', 1234567)).toBe('CN/2026-27/1234567');
    expect(CREDIT_NOTE_SERIES.format(financialYear(new Date('2027-03-31T18:00:00Z')), 9)).toBe(
      'CN/2026-27/000009',
    );
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect('CN/2026-27/000001').toMatch(CREDIT_NOTE_SERIES.pattern);
    expect('LH/2026-27/000001').not.toMatch(CREDIT_NOTE_SERIES.pattern);
    expect('CN/2026-27/00001').not.toMatch(CREDIT_NOTE_SERIES.pattern);
  });
});

describe('credit note tax', () => {
  it("reverses CGST + SGST at the line's rate within the state, IGST outside it", () => {
    const intra = taxes(true);
    const frock = intra.lines[0]!;
    const line = creditNoteLine(
      { invoiceLineIndex: 0, invoiceLine: frock, quantity: 1, creditedBeforePaise: 0, valuePaise: 66_566 },
      true,
    );
    // 665.66 at 5 %: taxable 633.96, tax 31.70 split 15.85 + 15.85.
    expect(line).toMatchObject({
      ratePercent: 5,
      taxableValuePaise: 63_396,
      cgstPaise: 1_585,
      sgstPaise: 1_585,
      igstPaise: 0,
    });
    const inter = taxes(false);
    const igst = creditNoteLine(
      {
        invoiceLineIndex: 1,
        invoiceLine: inter.lines[1]!,
        quantity: 1,
        creditedBeforePaise: 0,
        valuePaise: 66_567,
      },
      false,
    );
    expect(igst).toMatchObject({ taxableValuePaise: 63_397, cgstPaise: 0, sgstPaise: 0, igstPaise: 3_170 });
  });

  it('credits a line returned in parts with exactly the tax the invoice charged on it', () => {
    for (const intraState of [true, false]) {
      const frock = taxes(intraState).lines[0]!;
      const parts = [66_566, 66_567];
      let before = 0;
      const lines = parts.map((valuePaise) => {
        const credited = creditNoteLine(
          { invoiceLineIndex: 0, invoiceLine: frock, quantity: 1, creditedBeforePaise: before, valuePaise },
          intraState,
        );
        before += valuePaise;
        return credited;
      });
      const sum = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + pick(l), 0);
      expect(sum((l) => l.valuePaise)).toBe(frock.totalPaise);
      expect(sum((l) => l.taxableValuePaise)).toBe(frock.taxableValuePaise);
      expect(sum((l) => l.cgstPaise)).toBe(frock.cgstPaise);
      expect(sum((l) => l.sgstPaise)).toBe(frock.sgstPaise);
      expect(sum((l) => l.igstPaise)).toBe(frock.igstPaise);
    }
  });

  it('builds the note against its invoice: totals, the fee line at 18 %, amount in words', () => {
    const invoiceTaxes = taxes(true);
    const invoice = {
      number: 'LH/2026-27/000042',
      issuedAt: '2026-11-20T05:00:00.000Z',
      taxes: invoiceTaxes,
      orderId: 'order-1',
      seller: {
        legalName: 'Shop',
        address: '',
        state: 'Karnataka',
        stateCode: '29',
        gstin: null,
        specimen: false,
      },
      buyer: {
        name: 'Asha',
        address: '',
        city: 'Bengaluru',
        pinCode: '560029',
        state: 'Karnataka',
        stateCode: '29',
      },
      placeOfSupply: 'Karnataka (29)',
    } as unknown as IssuedInvoice;
    const feeIndex = platformFeeLineIndex(invoice);
    expect(feeIndex).toBe(2);
    const note = buildCreditNote({
      number: 'CN/2026-27/000007',
      issuedAt: new Date('2026-11-27T05:00:00Z'),
      invoice,
      returnId: 'return-1',
      title: 'Credit Note',
      lines: [
        {
          invoiceLineIndex: 1,
          invoiceLine: invoiceTaxes.lines[1]!,
          quantity: 1,
          creditedBeforePaise: 0,
          valuePaise: 66_567,
        },
        {
          invoiceLineIndex: 2,
          invoiceLine: invoiceTaxes.lines[2]!,
          quantity: 1,
          creditedBeforePaise: 0,
          valuePaise: 2_000,
        },
      ],
    });
    expect(note).toMatchObject({
      invoiceNumber: 'LH/2026-27/000042',
      invoiceDate: '2026-11-20T05:00:00.000Z',
      intraState: true,
    });
    expect(note.lines[1]).toMatchObject({
      ratePercent: 18,
      taxableValuePaise: 1_695,
      cgstPaise: 153,
      sgstPaise: 152,
    });
    expect(note.totals).toEqual({
      taxableValuePaise: 63_397 + 1_695,
      cgstPaise: 1_585 + 153,
      sgstPaise: 1_585 + 152,
      igstPaise: 0,
      taxPaise: 3_170 + 305,
      totalPaise: 68_567,
    });
    expect(note.amountInWords).toBe('Rupees Six Hundred Eighty-Five and Sixty-Seven Paise Only');
  });
});
