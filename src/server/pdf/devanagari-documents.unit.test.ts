import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../contract/amount-in-words';
import { buildCreditNote } from '../../contract/credit-note';
import { computeInvoiceTaxes, DEFAULT_GST_RATES, type IssuedInvoice } from '../../contract/tax-invoice';
import { renderCreditNotePdf } from '../modules/credit-notes/credit-note-pdf';
import { renderInvoicePdf } from '../modules/invoices/invoice-pdf';
import { renderLabelsPdf } from '../modules/orders/labels/label-pdf';
import { pdfPages } from '../test/pdf-tools';
import { hasDevanagari } from './pdf-text';

// A Hindi name and address (and a product name the shop wrote in Hindi) on every document the shop prints: read back
// by pdftotext, the Devanagari comes back beside the English around it, never as boxes. (The words are ones whose
// glyphs are drawn in their text's order: pdftotext reads a ि or a reph in visual order, see pdf/pdf-text.ts.)

const words = (text: string) => text.replace(/[ \t]+/g, ' ');

const taxes = computeInvoiceTaxes({
  lines: [
    { description: 'Cotton Frock (4-5 y)', hsnCode: '6104', quantity: 1, unitPricePaise: 69_900 },
    { description: 'सूती कमीज़ (6-7 y)', hsnCode: '6105', quantity: 2, unitPricePaise: 49_900 },
  ],
  platformFeePaise: 2_000,
  couponPaise: 0,
  registered: true,
  sellerStateCode: '29',
  buyerStateCode: '09',
  rates: DEFAULT_GST_RATES,
});

const invoice: IssuedInvoice = {
  number: 'LH/2026-27/000042',
  issuedAt: '2026-11-20T06:00:00.000Z',
  title: 'Tax Invoice',
  seller: {
    legalName: 'LittleHope Kids Pvt Ltd',
    address: '12, Residency Road, Bengaluru 560025',
    state: 'Karnataka',
    stateCode: '29',
    gstin: '29ABCDE1234F1Z5',
    specimen: false,
  },
  buyer: {
    name: 'राम कुमार',
    house: 'मकान 12, गांधी नगर',
    area: 'हज़रतगंज',
    address: 'Near City Mall',
    city: 'लखनऊ',
    pinCode: '226001',
    state: 'Uttar Pradesh',
    stateCode: '09',
    mobile: '9876543210',
  },
  placeOfSupply: 'Uttar Pradesh (09)',
  orderId: '3f1c2b9e-8d7a-4c6b-9e5f-0a1b2c3d4e5f',
  orderDate: '2026-11-19T06:00:00.000Z',
  taxes,
  amountInWords: amountInWords(taxes.totals.totalPaise),
};

describe('Devanagari in the shop’s documents', () => {
  it('finds Devanagari text and leaves other text alone', () => {
    expect(hasDevanagari('राम कुमार')).toBe(true);
    expect(hasDevanagari('Ram Kumar, ₹1,299.00 – Pune')).toBe(false);
  });

  it('prints a Hindi buyer and item on the invoice, English around them', async () => {
    const bytes = await renderInvoicePdf(invoice);
    if (process.env.KEEP_PDF)
      (await import('node:fs')).writeFileSync(`${process.env.KEEP_PDF}/invoice.pdf`, bytes);
    const [page] = (await pdfPages(bytes)).map(words);
    for (const text of [
      'राम कुमार',
      'गांधी नगर',
      'हज़रतगंज',
      'लखनऊ 226001',
      'सूती कमीज़',
      'Tax Invoice',
      'BILL TO',
    ])
      expect(page, text).toContain(text);
  }, 30_000);

  it('prints them on the credit note too', async () => {
    const note = buildCreditNote({
      number: 'LH-CN/2026-27/000007',
      issuedAt: new Date('2026-11-25T06:00:00Z'),
      invoice,
      returnId: '9a8b7c6d-0000-4000-8000-000000000001',
      lines: [
        {
          invoiceLineIndex: 1,
          invoiceLine: taxes.lines[1]!,
          quantity: 1,
          creditedBeforePaise: 0,
          valuePaise: 49_900,
        },
      ],
      title: 'Credit Note',
    });
    const bytes = await renderCreditNotePdf(note);
    if (process.env.KEEP_PDF)
      (await import('node:fs')).writeFileSync(`${process.env.KEEP_PDF}/credit-note.pdf`, bytes);
    const [page] = (await pdfPages(bytes)).map(words);
    for (const text of ['राम कुमार', 'गांधी नगर', 'सूती कमीज़', 'Credit Note'])
      expect(page, text).toContain(text);
  }, 30_000);

  it('prints them on the shipping label and the packing slip', async () => {
    const pdf = await renderLabelsPdf([
      {
        orderId: invoice.orderId,
        orderNumber: '3D4E5F',
        placedAt: new Date('2026-11-20T04:30:00Z'),
        shipTo: {
          name: 'राम कुमार',
          lines: ['मकान 12, गांधी नगर', 'लखनऊ'],
          phone: '9876543210',
          pinCode: '226001',
        },
        shipFrom: { name: 'LittleHope', lines: ['12, Residency Road, Bengaluru 560025'], phone: null },
        courier: null,
        awb: null,
        codAmountPaise: 171_800,
        items: [{ name: 'सूती कमीज़', size: '6-7 y', quantity: 2 }],
      },
    ]);
    if (process.env.KEEP_PDF)
      (await import('node:fs')).writeFileSync(`${process.env.KEEP_PDF}/label.pdf`, pdf);
    const [label, slip] = (await pdfPages(pdf)).map(words);
    for (const text of ['राम कुमार', 'मकान 12, गांधी नगर', 'लखनऊ', 'PIN 226001'])
      expect(label, text).toContain(text);
    for (const text of ['राम कुमार, PIN 226001', 'सूती कमीज़']) expect(slip, text).toContain(text);
  }, 30_000);
});
