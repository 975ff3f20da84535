import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddAddressSchema, AddressSchema } from '../../../contract/address';
import { currentUser, requireUser } from '../../plugins/session';
import { addAddress, deleteAddress, listAddresses } from './addresses.service';

const IdParams = z.object({ addressId: z.string().regex(/^[0-9a-f-]{36}$/i, 'Address not found.') });

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
      return reply.status(201).send({ message: 'Address added.', address });
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
      return { message: 'Address deleted.' };
    },
  );
};
