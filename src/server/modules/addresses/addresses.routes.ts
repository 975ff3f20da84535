import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '../../../contract/ids';
import {
  AddressPayloadSchema,
  AddressSchema,
  PIN_CODE_PATTERN,
  PinPlaceSchema,
} from '../../../contract/address';
import { currentUser, requireUser } from '../../plugins/session';
import {
  addAddress,
  deleteAddress,
  editAddress,
  listAddresses,
  makeDefaultAddress,
  placeOfPin,
} from './addresses.service';
import { ADDRESS_MESSAGES, ADDRESS_TEXT, CHECKOUT_TEXT } from '../../../contract/messages';

const IdParams = z.object({ addressId: idSchema(ADDRESS_TEXT.notFound) });
const AddressAnswer = z.object({ message: z.string(), address: AddressSchema });
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
        body: AddressPayloadSchema,
        response: { 201: AddressAnswer },
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

  app.put(
    '/user/address/:addressId',
    { schema: { params: IdParams, body: AddressPayloadSchema, response: { 200: AddressAnswer } } },
    async (request) => {
      const { addressId } = request.params;
      const address = await editAddress(db, currentUser(request).id, addressId, request.body);
      return { message: ADDRESS_TEXT.addressSaved, address };
    },
  );

  app.put(
    '/user/address/:addressId/default',
    { schema: { params: IdParams, response: { 200: AddressAnswer } } },
    async (request) => {
      const address = await makeDefaultAddress(db, currentUser(request).id, request.params.addressId);
      return { message: ADDRESS_TEXT.madeDefault, address };
    },
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
