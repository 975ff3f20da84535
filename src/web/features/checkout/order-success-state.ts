/**
 * What the checkout hands the success screen through the history entry: the order it has just placed. The
 * screen keeps it for as long as it is shown and then clears it, so that opening /orderSuccess later, or
 * reloading it, never announces an order as new.
 */
export interface OrderSuccessState {
  placedOrderId: string;
  /** Paid by UPI: the page shows the QR code and asks for the UTR. */
  payByUpi?: boolean;
}

export function readPayByUpi(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as Partial<OrderSuccessState>).payByUpi === true
  );
}

export function readPlacedOrderId(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const id = (state as Partial<OrderSuccessState>).placedOrderId;
  return typeof id === 'string' && id.length > 0 ? id : null;
}
