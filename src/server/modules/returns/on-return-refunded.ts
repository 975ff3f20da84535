import type { DbOrTx } from '../../db/client';
import type { returnRequests } from '../../db/schema';

/**
 * The one place where a refunded return reaches its order's payment status, inside the transaction of the
 * `refunded` step (after its credit note). The order's payment status moves to `refunded` or
 * `partially_refunded` through the payment status machine; until that machine is in the shop this hook has
 * nothing to move, and no second machine is written here.
 */
export async function onReturnRefunded(
  _tx: DbOrTx,
  _request: typeof returnRequests.$inferSelect,
): Promise<void> {
  // TODO(payment status machine): call its move of the order's payment status here.
}
