import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '../../../contract/ids';
import { WishlistSchema } from '../../../contract/cart';
import { CART_MESSAGES, SUCCESS } from '../../../contract/messages';
import { currentUser, requireUser } from '../../plugins/session';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.service';

const Message = z.object({ message: z.string() });

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const { database, config } = app.deps;
  const db = database.db;

  app.post(
    '/user/addToWishlist/:productId',
    {
      schema: {
        params: z.object({ productId: idSchema(CART_MESSAGES.productNotFound) }),
        response: { 200: Message },
      },
    },
    async (request) => {
      await addToWishlist(db, currentUser(request).id, request.params.productId);
      return { message: SUCCESS.addedToWishlist };
    },
  );

  app.get('/user/getWishItem', { schema: { response: { 200: WishlistSchema } } }, async (request) => ({
    products: await listWishlist(db, currentUser(request).id, config.publicUrl),
  }));

  // `id` is the product's id, as the original client sends it; an entry's own `_id` is accepted too.

  app.delete(
    '/user/removeWishItem/:id',
    {
      schema: {
        params: z.object({ id: idSchema(CART_MESSAGES.wishlistEntryNotFound) }),
        response: { 200: Message },
      },
    },
    async (request) => {
      await removeFromWishlist(db, currentUser(request).id, request.params.id);
      return { message: CART_MESSAGES.wishlistRemoved };
    },
  );
};
