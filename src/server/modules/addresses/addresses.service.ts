import { and, count, desc, eq } from 'drizzle-orm';
import {
  isCodAvailable,
  type AddAddressSchema,
  type Address,
  type PinPlace,
} from '../../../contract/address';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import { badRequest, notFound } from '../../http-error';
import { lookUpPin } from '../../pin-directory/pin-directory';
import { ADDRESS_MESSAGES, ADDRESS_TEXT, tooManyAddressesMessage } from '../../../contract/messages';

// A shopper's saved delivery addresses. The state and whether cash on delivery is possible are decided here, from
// the PIN code; a PIN that India Post does not list is one we cannot deliver to.

export const MAX_ADDRESSES_PER_USER = 20;

type AddressRow = typeof addresses.$inferSelect;

export function toAddressView(row: AddressRow): Address {
  return {
    _id: row.id,
    fullName: row.fullName,
    landmark: row.landmark,
    city: row.city,
    zipCode: row.zipCode,
    mobileNo: row.mobileNo,
    cod: row.cod,
    state: row.state,
  };
}

/** City, state and cash on delivery for a PIN code, for the address form; unknown PINs are a 404. */
export async function placeOfPin(pinCode: string): Promise<PinPlace> {
  const place = await lookUpPin(pinCode);
  if (!place) throw notFound(ADDRESS_MESSAGES.unknownPin);
  return { ...place, cod: isCodAvailable(pinCode) };
}

export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddressView);
}

export async function addAddress(
  db: Db,
  userId: string,
  input: z.output<typeof AddAddressSchema>,
): Promise<Address> {
  const [existing] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  if ((existing?.n ?? 0) >= MAX_ADDRESSES_PER_USER) {
    throw badRequest(tooManyAddressesMessage(MAX_ADDRESSES_PER_USER));
  }
  const place = await lookUpPin(input.zip);
  if (!place) throw badRequest(ADDRESS_MESSAGES.unknownPin, { zip: ADDRESS_MESSAGES.unknownPin });
  const [row] = await db
    .insert(addresses)
    .values({
      userId,
      fullName: input.name,
      landmark: input.landmark,
      city: input.city,
      zipCode: input.zip,
      mobileNo: input.mobile,
      cod: isCodAvailable(input.zip),
      state: place.state,
    })
    .returning();
  return toAddressView(row!);
}

/** Deletes one of the shopper's own addresses; someone else's is "not found". Past orders keep their copy. */
export async function deleteAddress(db: Db, userId: string, addressId: string): Promise<void> {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (deleted.length === 0) throw notFound(ADDRESS_TEXT.notFound);
}
