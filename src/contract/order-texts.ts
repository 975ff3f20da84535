// How the shop names an order and words a shortage, apart from the order schemas (orders.ts) so that a page that
// only shows these does not load the validation library. Its fixed texts are in messages/ (ORDER_MESSAGES).

export function shortOfStockMessage(available: number, size: string, productName: string): string {
  return available > 0
    ? `Only ${available} left in size ${size} for ${productName}`
    : `${productName} is sold out in size ${size}`;
}

/** "Order #1A2B3C": the last 6 characters of the id in capitals. */
export function shortOrderId(id: string): string {
  return id.slice(-6).toUpperCase();
}

/**
 * How an order names its payment method: 'Cash on Delivery' for cod (in the reader's language), otherwise the method
 * upper-cased, 'UPI' (docs/product.md section 2). The shopper's order page and the back office's say it alike.
 */
export function paymentMethodText(method: string, labels: { cod: string }): string {
  return method === 'cod' ? labels.cod : method.toUpperCase();
}
