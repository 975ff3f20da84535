import { and, count, desc, eq, ne } from 'drizzle-orm';
import { isCodAvailable, type Address, type AddressInput, type PinPlace } from '../../../contract/address';
import type { Db, DbOrTx } from '../../db/client';
import { addresses } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest, notFound } from '../../http-error';
import { lookUpPin, type PinPlace as DirectoryPlace } from '../../pin-directory/pin-directory';
import { lockShopper } from '../orders/place-order.service';
import { ADDRESS_MESSAGES, ADDRESS_TEXT, tooManyAddressesMessage } from '../../../contract/messages';

// A shopper's saved delivery addresses. The state and whether cash on delivery is possible are decided here, from
// the PIN code; a PIN that India Post does not list is one we cannot deliver to. One address may be the default
// (the checkout preselects it): the first one saved, then whichever the shopper chooses. A partial unique index
// keeps it to one; every change that moves it first takes the shopper's row lock, so that two at once do not
// collide on that index but run one after the other (docs/decisions/0050-indian-addresses.md).

const MAX_ADDRESSES_PER_USER = 20;

type AddressRow = typeof addresses.$inferSelect;

function toAddressView(row: AddressRow): Address {
  return {
    _id: row.id,
    fullName: row.fullName,
    landmark: row.landmark,
    city: row.city,
    zipCode: row.zipCode,
    mobileNo: row.mobileNo,
    cod: row.cod,
    state: row.state,
    house: row.house,
    area: row.area,
    addressType: row.addressType,
    isDefault: row.isDefault,
  };
}

/** City, state and cash on delivery for a PIN code, for the address form; unknown PINs are a 404. */
export async function placeOfPin(pinCode: string): Promise<PinPlace> {
  const place = await lookUpPin(pinCode);
  if (!place) throw notFound(ADDRESS_MESSAGES.unknownPin);
  return { ...place, cod: isCodAvailable(pinCode) };
}

/** The shopper's addresses, the default first, then the newest first. */
export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddressView);
}

/** The place of the PIN, or a 400 naming the PIN field under both its names (the spec's `zip` and `zipCode`). */
async function deliverablePlace(zipCode: string): Promise<DirectoryPlace> {
  const place = await lookUpPin(zipCode);
  if (!place) {
    const message = ADDRESS_MESSAGES.unknownPin;
    throw badRequest(message, { zip: message, zipCode: message });
  }
  return place;
}

/** The columns an address's input sets; the state and cash on delivery come from its PIN code. */
function columnsOf(input: AddressInput, place: DirectoryPlace) {
  return {
    fullName: input.fullName,
    house: input.house,
    area: input.area,
    landmark: input.landmark,
    city: input.city,
    zipCode: input.zipCode,
    mobileNo: input.mobileNo,
    addressType: input.addressType,
    state: place.state,
    cod: isCodAvailable(input.zipCode),
  };
}

/**
 * Makes `addressId` the shopper's one default. Two statements, the old default cleared first: the unique index is
 * checked row by row, so one statement setting both could meet the old default still set.
 */
async function setDefault(tx: DbOrTx, userId: string, addressId: string): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, addressId)));
  await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, addressId));
}

/** The shopper's own address, locked for the change; someone else's (or none) is "not found". */
async function ownAddressForUpdate(tx: DbOrTx, userId: string, addressId: string): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .for('update');
  if (!row) throw notFound(ADDRESS_TEXT.notFound);
  return row;
}

async function ownAddress(db: DbOrTx, addressId: string): Promise<Address> {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, addressId));
  return toAddressView(row!);
}

/** Saves a new address; the shopper's first one, or one sent with `isDefault: true`, becomes the default. */
export async function addAddress(db: Db, userId: string, input: AddressInput): Promise<Address> {
  const place = await deliverablePlace(input.zipCode);
  return inTransaction(db, async (tx) => {
    await lockShopper(tx, userId);
    const [existing] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    const saved = existing?.n ?? 0;
    if (saved >= MAX_ADDRESSES_PER_USER) throw badRequest(tooManyAddressesMessage(MAX_ADDRESSES_PER_USER));
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...columnsOf(input, place), isDefault: false })
      .returning({ id: addresses.id });
    if (saved === 0 || input.isDefault) await setDefault(tx, userId, row!.id);
    return ownAddress(tx, row!.id);
  });
}

/**
 * Replaces every field of one of the shopper's own addresses (someone else's is "not found" and stays as it was).
 * Orders already placed keep the copy they were placed with.
 */
export async function editAddress(
  db: Db,
  userId: string,
  addressId: string,
  input: AddressInput,
): Promise<Address> {
  const place = await deliverablePlace(input.zipCode);
  return inTransaction(db, async (tx) => {
    await lockShopper(tx, userId);
    await ownAddressForUpdate(tx, userId, addressId);
    await tx.update(addresses).set(columnsOf(input, place)).where(eq(addresses.id, addressId));
    if (input.isDefault) await setDefault(tx, userId, addressId);
    return ownAddress(tx, addressId);
  });
}

/** Makes one of the shopper's own addresses the default, the one the checkout preselects. */
export async function makeDefaultAddress(db: Db, userId: string, addressId: string): Promise<Address> {
  return inTransaction(db, async (tx) => {
    await lockShopper(tx, userId);
    await ownAddressForUpdate(tx, userId, addressId);
    await setDefault(tx, userId, addressId);
    return ownAddress(tx, addressId);
  });
}

/**
 * Deletes one of the shopper's own addresses; someone else's is "not found". Past orders keep their copy. When the
 * default goes, the newest address left becomes the default, so that a shopper with addresses always has one.
 */
export async function deleteAddress(db: Db, userId: string, addressId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockShopper(tx, userId);
    const deleted = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (deleted.length === 0) throw notFound(ADDRESS_TEXT.notFound);
    if (!deleted[0]!.isDefault) return;
    const [newest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), ne(addresses.id, addressId)))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (newest) await setDefault(tx, userId, newest.id);
  });
}
