// What a shipping label and its packing slip show, apart from where it comes from: the order row is mapped to it by
// label-from-order.ts, and label-pdf.ts draws it. Money in paise.

export interface LabelParty {
  name: string;
  /** The address below the name, one printed line each, without the name. */
  lines: string[];
  /** The number the courier calls: the buyer's mobile, the shop's phone. */
  phone: string | null;
}

export interface ShippingLabel {
  /** The order's id, for the file's title and the barcode of a label printed before the courier gave an AWB. */
  orderId: string;
  /** "1A2B3C": the order as the shop shows it (shortOrderId), without the "#". */
  orderNumber: string;
  placedAt: Date;
  shipTo: LabelParty & { pinCode: string };
  shipFrom: LabelParty;
  /** Null until the order is handed to a courier. */
  courier: string | null;
  /** The courier's air waybill number; null until then (the barcode carries the order number meanwhile). */
  awb: string | null;
  /** What the courier collects in cash; null for an order paid before it ships. */
  codAmountPaise: number | null;
  /** `sku`: the size's SKU to pick the piece by; empty for a size no longer offered, absent on older labels. */
  items: Array<{ name: string; size: string; quantity: number; sku?: string }>;
}
