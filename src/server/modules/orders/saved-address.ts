import { and, eq, sql } from 'drizzle-orm';
import { isSameAddress } from '../../../contract/address';
import { ORDER_MESSAGES, VALIDATION } from '../../../contract/messages';
import { type CreateOrderInput, type OrderAddress } from '../../../contract/orders';
import type { DbOrTx } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { addresses } from '../../db/schema';
import { badRequest } from '../../http-error';

export type SavedAddress = typeof addresses.$inferSelect;

/** The copy of a saved address an order keeps (its `addressInfo`): every field, so that it prints whole. */
export function orderAddressOf(address: SavedAddress): OrderAddress {
  return {
    fullName: address.fullName,
    house: address.house,
    area: address.area,
    landmark: address.landmark,
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    mobileNo: address.mobileNo,
    addressType: address.addressType,
  };
}

/** On every checkout: prepared once (db/prepared.ts). */
const ownAddress = preparedQuery((db) =>
  db
    .select()
    .from(addresses)
    .where(
      and(eq(addresses.id, sql.placeholder('addressId')), eq(addresses.userId, sql.placeholder('userId'))),
    )
    .prepare('own_address'),
);

/**
 * The shopper's saved address that an order's `addressInfo` names: by its id (our checkout), or by its five fields
 * without an id (the original client copies them from the chosen address). Either way the order ships only to an
 * address the shopper saved; anyone else's address is "not found".
 */
export async function findSavedAddress(
  db: DbOrTx,
  userId: string,
  ref: CreateOrderInput['addressInfo'],
): Promise<SavedAddress> {
  if (typeof ref === 'string' || '_id' in ref) {
    const addressId = typeof ref === 'string' ? ref : ref._id;
    const [address] = await ownAddress(db).execute({ addressId, userId });
    if (!address) throw badRequest(VALIDATION.addressNotFound);
    return address;
  }
  const saved = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(addresses.createdAt);
  const address = saved.find((candidate) => isSameAddress(candidate, ref));
  if (!address) throw badRequest(ORDER_MESSAGES.addressNotSaved);
  return address;
}
