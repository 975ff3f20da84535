import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddToCartSchema,
  CartSchema,
  GuestBagMergeSchema,
  GuestBagSchema,
  RemoveFromCartSchema,
  UpdateCartQuantitySchema,
} from '../../../contract/cart';
import { CART_MESSAGES, SUCCESS } from '../../../contract/messages';
import { currentUser, requireUser } from '../../plugins/session';
import {
  addToCart,
  getCart,
  mergeGuestBag,
  priceGuestBag,
  removeFromCart,
  setCartQuantity,
} from './cart.service';

const Message = z.object({ message: z.string() });

/** The one bag call open to visitors: pricing the bag their browser keeps (no account, nothing stored). */
export const guestCartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  app.post(
    '/user/cart/price',
    { schema: { body: GuestBagSchema, response: { 200: CartSchema } } },
    async (request) => priceGuestBag(database.db, request.body, config.publicUrl),
  );
};

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const { database, config } = app.deps;
  const db = database.db;

  app.post(
    '/user/addToCart',
    { schema: { body: AddToCartSchema, response: { 200: Message } } },
    async (request) => {
      await addToCart(db, currentUser(request).id, request.body);
      return { message: SUCCESS.addedToCart };
    },
  );

  app.get('/user/getCartItems', { schema: { response: { 200: CartSchema } } }, async (request) =>
    getCart(db, currentUser(request).id, config.publicUrl),
  );

  // At login or registration: the visitor's bag joins the account's bag.
  app.post(
    '/user/cart/merge',
    { schema: { body: GuestBagSchema, response: { 200: GuestBagMergeSchema } } },
    async (request) => mergeGuestBag(db, currentUser(request).id, request.body),
  );

  app.put(
    '/user/updateItemQuantity',
    { schema: { body: UpdateCartQuantitySchema, response: { 200: Message } } },
    async (request) => {
      await setCartQuantity(db, currentUser(request).id, request.body);
      return { message: SUCCESS.quantityChanged };
    },
  );

  app.delete(
    '/user/removeFromCart',
    { schema: { body: RemoveFromCartSchema, response: { 200: Message } } },
    async (request) => {
      await removeFromCart(db, currentUser(request).id, request.body);
      return { message: CART_MESSAGES.removed };
    },
  );
};
