import { z } from 'zod';
import { idSchema } from '../../../contract/ids';
import { ORDER_MESSAGES } from '../../../contract/messages';

/** An order's id in a route's path: a malformed one is answered as an order not found, as an unknown one is. */
const orderId = idSchema(ORDER_MESSAGES.orderNotFound);

/** The `:orderId` of every order route, the shopper's and the back office's. */
export const OrderIdParams = z.object({ orderId });

/** The `:id` of the original client's order details call (`/admin/getOrderDetails/:id`). */
export const OrderDetailsParams = z.object({ id: orderId });
