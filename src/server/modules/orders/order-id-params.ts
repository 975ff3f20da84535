import { z } from 'zod';
import { idSchema } from '../../../contract/ids';
import { ORDER_MESSAGES } from '../../../contract/messages';

/** The `:orderId` of every order route, the shopper's and the back office's: a malformed id is an order not found. */
export const OrderIdParams = z.object({ orderId: idSchema(ORDER_MESSAGES.orderNotFound) });
