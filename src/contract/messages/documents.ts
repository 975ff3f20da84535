// The words of the documents the shop issues as PDFs: the invoice. Its layout (columns, widths, fonts, what stands
// where) stays with the code that draws it, in the server's invoices module.
//
// An invoice is stored as it was issued (title, line descriptions, place of supply) and never recomputed, so a
// change to those words reaches only invoices issued after it; the labels below are drawn anew each time.

export const INVOICE_DOCUMENT = {
  taxInvoiceTitle: 'Tax Invoice',
  plainInvoiceTitle: 'Invoice',
  specimen: 'SPECIMEN - sample seller details of a demo shop, not valid for tax',
  /** The line of the platform fee, below the order's items. */
  platformFee: 'Platform fee',
  /** The buyer's state or place of supply when the PIN code's state is not known. */
  unknownState: 'Unknown',
  number: (number: string) => `Invoice No.: ${number}`,
  date: (date: string) => `Invoice date: ${date}`,
  order: (shortId: string, date: string) => `Order #${shortId} of ${date}`,
  soldBy: 'Sold by',
  billTo: 'Bill to / Ship to',
  /** "State: Karnataka (29)"; the state as the invoice names it. */
  state: (state: string) => `State: ${state}`,
  gstin: (gstin: string) => `GSTIN: ${gstin}`,
  notRegistered: 'Not registered under GST',
  placeOfSupply: (place: string) => `Place of supply: ${place}`,
  columns: {
    number: '#',
    description: 'Description',
    hsnSac: 'HSN/SAC',
    hsn: 'HSN',
    quantity: 'Qty',
    price: 'Price ₹ (incl. tax)',
    discount: 'Discount ₹',
    taxable: 'Taxable ₹',
    gstRate: 'GST %',
    cgst: 'CGST ₹',
    sgst: 'SGST ₹',
    igst: 'IGST ₹',
    total: 'Total ₹',
  },
  totals: {
    gross: 'Total before discount',
    coupon: 'Coupon discount',
    taxable: 'Taxable value',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    total: 'Total',
  },
  amountInWords: (words: string) => `Amount in words: ${words}`,
  noReverseCharge: 'Tax is not payable on reverse charge.',
  noSignature: 'This is a computer-generated invoice and needs no signature.',
} as const;

/** The words of a GST credit note (src/contract/credit-note.ts), beside the invoice's own. */
export const CREDIT_NOTE_DOCUMENT = {
  title: 'Credit Note',
  number: (number: string) => `Credit note No.: ${number}`,
  date: (date: string) => `Date: ${date}`,
  against: (invoiceNumber: string, date: string) => `Against invoice ${invoiceNumber} of ${date}`,
  returnOf: (shortOrderId: string) => `Goods returned from order #${shortOrderId}`,
  columns: {
    value: 'Value ₹ (incl. tax)',
  },
  totals: {
    taxable: 'Taxable value reduced',
    cgst: 'CGST reversed',
    sgst: 'SGST reversed',
    igst: 'IGST reversed',
    total: 'Total credited',
  },
  noSignature: 'This is a computer-generated credit note and needs no signature.',
} as const;

/**
 * The words of the 4×6 inch shipping label and the packing slip that follows it, drawn anew each time they are
 * printed (docs/decisions/0053-shipping-labels-and-packing-slips.md).
 */
export const LABEL_DOCUMENT = {
  title: (shortId: string) => `Shipping label, order #${shortId}`,
  titleMany: (count: number) => `Shipping labels, ${count} orders`,
  shipTo: 'Ship to',
  shipFrom: 'Ship from (return to)',
  mobile: (mobile: string) => `Mobile: ${mobile}`,
  phone: (phone: string) => `Phone: ${phone}`,
  pin: (pin: string) => `PIN ${pin}`,
  order: (shortId: string) => `Order #${shortId}`,
  sku: (sku: string) => `SKU ${sku}`,
  courier: (courier: string) => `Courier: ${courier}`,
  courierNotYet: 'Courier: not yet assigned',
  awb: (awb: string) => `AWB: ${awb}`,
  awbNotYet: 'AWB: not yet assigned',
  /** Under the barcode when it carries the order number because no AWB was given yet. */
  barcodeIsOrder: 'Barcode: order number',
  cashOnDelivery: 'Cash on delivery',
  collect: (amount: string) => `Collect ${amount}`,
  prepaid: 'Prepaid — do not collect',
  packingSlip: 'Packing slip',
  placedOn: (date: string) => `Placed on ${date}`,
  continued: 'continued',
  columns: { item: 'Item', size: 'Size', quantity: 'Qty' },
  pieces: (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'} in this parcel`,
} as const;
