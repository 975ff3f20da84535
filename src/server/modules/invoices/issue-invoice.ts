import { and, eq, inArray, isNull } from 'drizzle-orm';
import { amountInWords } from '../../../contract/amount-in-words';
import type { Category } from '../../../contract/constants';
import { defaultHsnCode } from '../../../contract/hsn';
import { findState, stateWithCode } from '../../../contract/indian-states';
import { computeInvoiceTaxes, type IssuedInvoice } from '../../../contract/tax-invoice';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, products } from '../../db/schema';
import type { InvoiceSettings } from '../../invoice-settings';
import { lookUpPin } from '../../pin-directory/pin-directory';
import { sortItems, type OrderRow } from '../orders/order-view';
import { takeDocumentNumber } from './gst-document-series';
import { INVOICE_DOCUMENT } from '../../../contract/messages';

/**
 * Gives a shipped order its invoice, inside the transaction that ships it: the next number of the financial year
 * and the invoice as issued (seller, buyer, lines, taxes), frozen with the order so that it never changes later
 * with a setting or a product's HSN code. An order that already has one keeps it.
 */
export async function issueInvoice(
  tx: DbOrTx,
  order: OrderRow,
  now: Date,
  settings: InvoiceSettings,
): Promise<string> {
  if (order.invoiceNumber) return order.invoiceNumber;
  const items = sortItems(await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)));
  const productRows = await tx
    .select({ id: products.id, category: products.category, hsnCode: products.hsnCode })
    .from(products)
    .where(
      inArray(
        products.id,
        items.map((item) => item.productId),
      ),
    );
  const hsnOf = new Map(
    productRows.map((row) => [row.id, row.hsnCode ?? defaultHsnCode(row.category as Category)]),
  );
  const { seller, gstRates } = settings;
  const address = order.addressInfo;
  const buyerStateName = (await lookUpPin(address.zipCode))?.state ?? '';
  const buyerState = findState(buyerStateName);
  const registered = Boolean(seller.gstin);
  const taxes = computeInvoiceTaxes({
    lines: items.map((item) => ({
      description: `${item.name} (${item.size})`,
      hsnCode: hsnOf.get(item.productId) ?? '',
      quantity: item.quantity,
      unitPricePaise: item.discountPricePaise,
    })),
    platformFeePaise: order.platformFeePaise,
    couponPaise: order.couponDiscountPaise,
    registered,
    sellerStateCode: seller.stateCode,
    buyerStateCode: buyerState?.code ?? '',
    rates: gstRates,
  });
  const number = await takeDocumentNumber(tx, 'invoice', now);
  const invoice: IssuedInvoice = {
    number,
    issuedAt: now.toISOString(),
    title: registered ? INVOICE_DOCUMENT.taxInvoiceTitle : INVOICE_DOCUMENT.plainInvoiceTitle,
    seller: { ...seller, gstin: seller.gstin ?? null },
    buyer: {
      name: address.fullName,
      address: address.landmark,
      house: address.house ?? '',
      area: address.area ?? '',
      mobile: address.mobileNo,
      city: address.city,
      pinCode: address.zipCode,
      state: buyerState?.name ?? '',
      stateCode: buyerState?.code ?? '',
    },
    placeOfSupply: buyerState ? stateWithCode(buyerState.name) : INVOICE_DOCUMENT.unknownState,
    orderId: order.id,
    orderDate: order.placedAt.toISOString(),
    taxes,
    amountInWords: amountInWords(taxes.totals.totalPaise),
  };
  const [updated] = await tx
    .update(orders)
    .set({ invoiceNumber: number, invoice })
    .where(and(eq(orders.id, order.id), isNull(orders.invoiceNumber)))
    .returning({ invoiceNumber: orders.invoiceNumber });
  // The status change that called us holds the order's row, so no one else can have issued one meanwhile.
  return updated!.invoiceNumber!;
}
