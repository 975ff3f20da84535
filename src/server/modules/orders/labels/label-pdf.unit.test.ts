import { describe, expect, it } from 'vitest';
import { pdfBarcodes, pdfPageCount, pdfPages } from '../../../test/pdf-tools';
import { renderLabelsPdf } from './label-pdf';
import type { ShippingLabel } from './shipping-label';

// The label as drawn from its input alone: with a courier's AWB (which orders do not record yet), and with texts
// longer than its blocks, which are cut short instead of pushing the barcode, the amount or the sender off the page.

const words = (text: string) => text.replace(/[ \t]+/g, ' ');

/** Rendering pages at 300 dpi and scanning them takes seconds on a busy machine: the API tests' budget. */
const SCANNING = 30_000;

const shipped: ShippingLabel = {
  orderId: '3f1c2b9e-8d7a-4c6b-9e5f-0a1b2c3d4e5f',
  orderNumber: '3D4E5F',
  placedAt: new Date('2026-11-20T04:30:00Z'),
  shipTo: {
    name: 'Venkataraghavan Subramaniam Iyer Krishnamurthy Narayanaswamy Ramachandran',
    lines: Array.from(
      { length: 8 },
      (_, n) => `Line ${n + 1} of an address far longer than any label can hold`,
    ),
    phone: '9812345670',
    pinCode: '600004',
  },
  shipFrom: {
    name: 'LittleHope',
    lines: ['12, Residency Road, Bengaluru 560025', 'Karnataka'],
    phone: '+91 98765 43210',
  },
  courier: 'Blue Dart',
  awb: 'BD12345678901234567X',
  codAmountPaise: null,
  items: Array.from({ length: 30 }, (_, n) => ({
    name: `Cotton Frock ${n + 1}`,
    size: '10-11 y',
    quantity: 5,
  })),
};

describe('the label drawing', () => {
  it(
    'puts the AWB in the barcode and keeps every block on the label when the texts are too long',
    async () => {
      const pdf = await renderLabelsPdf([shipped]);
      // The label, then a packing slip of 30 lines over two pages.
      expect(await pdfPageCount(pdf)).toBe(3);
      const [label, slip, more] = (await pdfPages(pdf)).map(words);
      expect(await pdfBarcodes(pdf, 1)).toEqual(['CODE-128:BD12345678901234567X']);
      for (const text of [
        'Courier: Blue Dart',
        'AWB: BD12345678901234567X',
        'Prepaid — do not collect',
        'PIN 600004',
        'Mobile: 9812345670',
        'Order #3D4E5F',
        'Phone: +91 98765 43210',
        'Karnataka',
      ])
        expect(label).toContain(text);
      // Cut short with an ellipsis, never spilling onto another page.
      expect(label).toContain('…');
      expect(label).not.toContain('Line 8');
      expect(label).not.toContain('Barcode: order number');
      expect(slip).toContain('Cotton Frock 1 10-11 y 5');
      expect(more).toContain('(continued)');
      expect(more).toContain('Cotton Frock 30 10-11 y 5');
      expect(more).toContain('150 pieces in this parcel');
    },
    SCANNING,
  );

  it(
    'draws one label and slip per order, in the order given',
    async () => {
      const other: ShippingLabel = {
        ...shipped,
        orderNumber: 'A1B2C3',
        awb: null,
        courier: null,
        codAmountPaise: 71_900,
        items: [{ name: 'Denim Dungaree', size: '2-3 y', quantity: 1 }],
      };
      const pdf = await renderLabelsPdf([other, shipped]);
      expect(await pdfPageCount(pdf)).toBe(5);
      const pages = (await pdfPages(pdf)).map(words);
      expect(pages[0]).toContain('Collect ₹719.00');
      expect(pages[0]).toContain('AWB: not yet assigned');
      expect(pages[1]).toContain('1 piece in this parcel');
      expect(await pdfBarcodes(pdf, 1)).toEqual(['CODE-128:A1B2C3']);
      expect(await pdfBarcodes(pdf, 3)).toEqual(['CODE-128:BD12345678901234567X']);
    },
    SCANNING,
  );
});
