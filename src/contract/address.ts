import { z } from 'zod';
import { ADDRESS_MESSAGES } from './messages';

// Delivery addresses (docs/product.md sections 3 and 5) and the cash-on-delivery rule.

/** An Indian PIN code: six digits, the first 1 to 9. */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;
/** An Indian mobile number: ten digits starting 6 to 9 (a leading +91 or 0 is removed first). */
const MOBILE_PATTERN = /^[6-9]\d{9}$/;

function normaliseMobile(input: string): string {
  const digits = input.replace(/[\s-]/g, '');
  return digits.replace(/^(\+91|91(?=\d{10}$)|0(?=\d{10}$))/, '');
}

const requiredText = (message: string, tooLong: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

const pinCode = (message: string) => z.string({ error: message }).trim().regex(PIN_CODE_PATTERN, message);
const mobileNumber = z
  .string({ error: ADDRESS_MESSAGES.mobile })
  .transform(normaliseMobile)
  .pipe(z.string().regex(MOBILE_PATTERN, ADDRESS_MESSAGES.mobile));

/** The spec's add-address payload, as the original client sends it: name, landmark, city, zip, mobile. */
const SpecAddressSchema = z.object({
  name: requiredText(ADDRESS_MESSAGES.fullName, ADDRESS_MESSAGES.fullNameTooLong, 80),
  landmark: requiredText(ADDRESS_MESSAGES.landmark, ADDRESS_MESSAGES.landmarkTooLong, 160),
  city: requiredText(ADDRESS_MESSAGES.city, ADDRESS_MESSAGES.cityTooLong, 80),
  zip: pinCode(ADDRESS_MESSAGES.zip),
  mobile: mobileNumber,
});

export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/**
 * A whole Indian address, as our form sends it (the names of the address view). The state is not asked: the
 * server takes it from the PIN code. `isDefault: true` makes it the default address.
 */
export const FullAddressSchema = z.object({
  fullName: requiredText(ADDRESS_MESSAGES.fullName, ADDRESS_MESSAGES.fullNameTooLong, 80),
  mobileNo: mobileNumber,
  house: requiredText(ADDRESS_MESSAGES.house, ADDRESS_MESSAGES.houseTooLong, 120),
  area: requiredText(ADDRESS_MESSAGES.area, ADDRESS_MESSAGES.areaTooLong, 160),
  landmark: z
    .string({ error: ADDRESS_MESSAGES.landmarkTooLong })
    .trim()
    .max(160, ADDRESS_MESSAGES.landmarkTooLong)
    .default(''),
  city: requiredText(ADDRESS_MESSAGES.city, ADDRESS_MESSAGES.cityTooLong, 80),
  zipCode: pinCode(ADDRESS_MESSAGES.zip),
  addressType: z.enum(ADDRESS_TYPES, { error: ADDRESS_MESSAGES.addressType }).default('home'),
  isDefault: z.boolean({ error: ADDRESS_MESSAGES.isDefault }).optional(),
});
export type FullAddressInput = z.input<typeof FullAddressSchema>;
export type AddressInput = z.output<typeof FullAddressSchema>;

/** Names only the whole address has: a payload with any of them is the whole address's, else the spec's. */
const FULL_ADDRESS_ONLY = ['house', 'area', 'fullName', 'mobileNo', 'zipCode', 'addressType'] as const;

function isFullAddressPayload(body: Record<string, unknown>): boolean {
  return FULL_ADDRESS_ONLY.some((name) => body[name] !== undefined);
}

/**
 * The body of addAddress and of editing an address. Two forms (docs/decisions/0050-indian-addresses.md):
 * - the whole address (FullAddressSchema), where `name`, `zip` and `mobile` may stand for `fullName`, `zipCode`
 *   and `mobileNo`; errors are named after the whole address's fields;
 * - the spec's five fields (SpecAddressSchema), the original client's: its landmark is the whole street line,
 *   kept as the landmark with an empty house and area; errors are named after the spec's fields.
 */
/** The payload's names, for the API reference: each form checks its own fields, with its own messages. */
const PAYLOAD_FIELDS = {
  fullName: 'Full name (the spec: name)',
  mobileNo: 'Mobile number (the spec: mobile)',
  house: 'Flat or house number and building; required in the whole address',
  area: 'Street, area or locality; required in the whole address',
  landmark: 'Optional in the whole address; in the spec form, the whole street line',
  city: 'City',
  zipCode: 'PIN code (the spec: zip); it decides the state',
  addressType: 'home, work or other',
  isDefault: 'true makes it the default address',
  name: 'The spec form: full name',
  zip: 'The spec form: PIN code',
  mobile: 'The spec form: mobile number',
};

export const AddressPayloadSchema = z
  .looseObject(
    Object.fromEntries(
      Object.entries(PAYLOAD_FIELDS).map(([field, description]) => [
        field,
        z.unknown().optional().meta({ description }),
      ]),
    ),
  )
  .transform((body, ctx): AddressInput => {
    const full = isFullAddressPayload(body);
    const result = full
      ? FullAddressSchema.safeParse({
          ...body,
          fullName: body.fullName ?? body.name,
          zipCode: body.zipCode ?? body.zip,
          mobileNo: body.mobileNo ?? body.mobile,
        })
      : SpecAddressSchema.safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    if ('house' in result.data) return result.data;
    const spec = result.data;
    return {
      fullName: spec.name,
      mobileNo: spec.mobile,
      house: '',
      area: '',
      landmark: spec.landmark,
      city: spec.city,
      zipCode: spec.zip,
      addressType: 'home',
    };
  });

export const AddressSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  landmark: z.string(),
  city: z.string(),
  zipCode: z.string(),
  mobileNo: z.string(),
  cod: z.boolean(),
  /** Derived by the server from the PIN code; null only for an address saved before states were kept. */
  state: z.string().nullable(),
  /** Flat or house number and building; empty for addresses saved with the spec's five fields. */
  house: z.string(),
  /** Street, area or locality; empty for addresses saved with the spec's five fields. */
  area: z.string(),
  addressType: z.enum(ADDRESS_TYPES),
  /** The address the checkout preselects; at most one per shopper. */
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

/** What the address form learns from a PIN code as soon as six digits are typed. */
export const PinPlaceSchema = z.object({
  pinCode: z.string(),
  city: z.string(),
  state: z.string(),
  cod: z.boolean(),
});
export type PinPlace = z.infer<typeof PinPlaceSchema>;

/**
 * PIN code prefixes where cash on delivery is not offered: Army Postal Service (9xxxxx), where couriers cannot
 * collect cash, and the island and high-altitude areas our couriers serve prepaid only: Andaman & Nicobar
 * (744xxx), Lakshadweep (68255x) and Ladakh (194xxx). See docs/decisions/0007-cash-on-delivery-pin-codes.md.
 */
const NO_COD_PIN_PREFIXES = ['9', '744', '68255', '194'] as const;

export function isCodAvailable(pinCode: string): boolean {
  return PIN_CODE_PATTERN.test(pinCode) && !NO_COD_PIN_PREFIXES.some((prefix) => pinCode.startsWith(prefix));
}

/** The five fields that make an address what it is (the id and the COD flag follow from them). */
const ADDRESS_FIELDS = ['fullName', 'landmark', 'city', 'zipCode', 'mobileNo'] as const;
type AddressFieldValues = Record<(typeof ADDRESS_FIELDS)[number], string>;

/**
 * True when `given` names the saved address `saved`: every field equal after trimming, nothing else forgiven (so an
 * order can only ship to an address the shopper saved, as saved).
 */
export function isSameAddress(saved: AddressFieldValues, given: AddressFieldValues): boolean {
  return ADDRESS_FIELDS.every((field) => saved[field].trim() === given[field].trim());
}

// The one address layout lives beside, without zod, so that pages showing an address need not load the schemas.
export { addressLines } from './address-lines';
