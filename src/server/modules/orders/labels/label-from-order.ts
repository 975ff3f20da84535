import { addressLines } from '../../../../contract/address';
import { courierDisplayName, type Courier } from '../../../../contract/couriers';
import { shortOrderId } from '../../../../contract/order-texts';
import { SHOP } from '../../../../contract/shop-info';
import type { Seller } from '../../../invoice-settings';
import type { OrderRow } from '../order-view';
import type { LabelParty, ShippingLabel } from './shipping-label';

// Which fields of an order go where on its label. The one place that knows both the order row and the label.

/** The shop as the sender, from the invoice's seller (SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_STATE) and its phone. */
export function shipFromOf(seller: Seller): LabelParty {
  return {
    name: seller.legalName || SHOP.name,
    lines: [seller.address, seller.state].filter((line) => line.trim() !== ''),
    phone: SHOP.phone,
  };
}

/** A line of the packing slip: what to pick, and the SKU to pick it by (src/server/modules/orders/item-skus.ts). */
type PackedLine = ShippingLabel['items'][number] & { sku: string };

/**
 * The label of one order. `state` is the delivery address's state: the snapshot's own, else (orders placed before
 * addresses kept one) the issued invoice's or the PIN directory's; empty when none knows it.
 */
export function shippingLabelOf(
  order: OrderRow,
  items: PackedLine[],
  shipFrom: LabelParty,
  state: string,
): ShippingLabel {
  const address = order.addressInfo;
  return {
    orderId: order.id,
    orderNumber: shortOrderId(order.id),
    placedAt: order.placedAt,
    shipTo: {
      name: address.fullName,
      // Laid out as on every page and document; the name and the mobile have their own places on the label.
      lines: addressLines({ ...address, state }, { mobile: false }),
      phone: address.mobileNo,
      pinCode: address.zipCode,
    },
    shipFrom,
    // A label printed before the order ships has no courier or AWB yet: it says "not yet assigned" and its barcode
    // carries the order number (docs/decisions/0053-shipping-labels-and-packing-slips.md).
    courier: order.courier ? courierDisplayName(order.courier as Courier, order.courierName) : null,
    awb: order.awb,
    // The courier collects the whole amount of an unpaid cash-on-delivery order; anything else is prepaid.
    codAmountPaise:
      order.paymentMethod === 'cod' && order.paymentStatus !== 'paid' ? order.finalAmountPaise : null,
    items: items.map(({ name, size, quantity, sku }) => ({ name, size, quantity, sku })),
  };
}
