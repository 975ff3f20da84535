import { and, count, desc, eq } from 'drizzle-orm';
import { isCodAvailable, type AddAddressSchema, type Address } from '../../../contract/address';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import { badRequest, notFound } from '../../http-error';

// A shopper's saved delivery addresses. Whether cash on delivery is possible is decided here, from the PIN code.

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
  };
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
    throw badRequest(`You can save up to ${MAX_ADDRESSES_PER_USER} addresses. Please delete one first.`);
  }
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
  if (deleted.length === 0) throw notFound('Address not found.');
}
