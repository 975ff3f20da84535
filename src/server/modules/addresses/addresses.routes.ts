import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '../../../contract/ids';
import { AddAddressSchema, AddressSchema, PIN_CODE_PATTERN, PinPlaceSchema } from '../../../contract/address';
import { currentUser, requireUser } from '../../plugins/session';
import { addAddress, deleteAddress, listAddresses, placeOfPin } from './addresses.service';
import { ADDRESS_MESSAGES, ADDRESS_TEXT, CHECKOUT_TEXT } from '../../../contract/messages';

const IdParams = z.object({ addressId: idSchema(ADDRESS_TEXT.notFound) });
const PinParams = z.object({
  pinCode: z.string().regex(PIN_CODE_PATTERN, ADDRESS_MESSAGES.zip),
});

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const db = app.deps.database.db;

  app.post(
    '/user/addAddress',
    {
      schema: {
        body: AddAddressSchema,
        response: { 201: z.object({ message: z.string(), address: AddressSchema }) },
      },
    },
    async (request, reply) => {
      const address = await addAddress(db, currentUser(request).id, request.body);
      return reply.status(201).send({ message: CHECKOUT_TEXT.addressAdded, address });
    },
  );

  app.get(
    '/user/pinCode/:pinCode',
    { schema: { params: PinParams, response: { 200: PinPlaceSchema } } },
    async (request, reply) => {
      // The directory does not change while the app runs: the browser may keep the answer for a day.
      reply.header('cache-control', 'private, max-age=86400');
      return placeOfPin(request.params.pinCode);
    },
  );

  app.get(
    '/user/getAddress',
    { schema: { response: { 200: z.object({ addresses: z.array(AddressSchema) }) } } },
    async (request) => ({
      addresses: await listAddresses(db, currentUser(request).id),
    }),
  );

  app.delete(
    '/user/deleteAddress/:addressId',
    { schema: { params: IdParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      await deleteAddress(db, currentUser(request).id, request.params.addressId);
      return { message: CHECKOUT_TEXT.addressDeleted };
    },
  );
};
