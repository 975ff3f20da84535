import { sql } from 'drizzle-orm';
import type { AddressType } from '../../contract/address';
import type { OrderAddress } from '../../contract/orders';
import type { IssuedCreditNote } from '../../contract/credit-note';
import type { IssuedInvoice } from '../../contract/tax-invoice';
import type { ProductStatus } from '../../contract/product-status';
import type { Language } from '../../contract/language';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The whole shop's tables. Money columns are integer paise; every timestamp is timestamptz.
// Check constraints repeat the rules of src/contract so that no code path can store a bad row.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The inbox an address reaches, as `canonicalEmail` in src/contract/auth.ts computes it (lower case; for gmail.com
 * the dots and the +tag of the local part dropped), worked out by the database from the `email` column so that no
 * insert can forget it. The unit test of the rule checks both agree.
 */
const canonicalEmailColumn = () =>
  text('canonical_email')
    .notNull()
    .generatedAlwaysAs(
      sql.raw(`case
        when split_part(lower("email"), '@', 2) = 'gmail.com'
          and replace(split_part(split_part(lower("email"), '@', 1), '+', 1), '.', '') <> ''
        then replace(split_part(split_part(lower("email"), '@', 1), '+', 1), '.', '') || '@gmail.com'
        else lower("email") end`),
    );

/** A shopper's language (src/contract/language.ts), English unless they chose Hindi. */
const languageColumn = () => text('language').$type<Language>().notNull().default('en');

// ---------- accounts ----------

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** As the person typed it (trimmed, lower-cased): the address shown and mailed. */
    email: text('email').notNull(),
    /** One inbox, one account: every lookup by e-mail compares this. */
    canonicalEmail: canonicalEmailColumn(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('user'),
    isBlocked: boolean('is_blocked').notNull().default(false),
    /** The storefront language the shopper chose ('en' or 'hi'): their mails are written in it. */
    language: languageColumn(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_canonical_email_key').on(t.canonicalEmail),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    check('users_language_check', sql`${t.language} in ('en', 'hi')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the opaque cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/** A registration waiting for its e-mailed code; the account exists only after verification. */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    email: text('email').primaryKey(),
    /** One pending registration per inbox, whichever way its address was typed. */
    canonicalEmail: canonicalEmailColumn(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The language the registration was made in: its code mail, and the account it becomes, use it. */
    language: languageColumn(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pending_registrations_canonical_email_key').on(t.canonicalEmail),
    check('pending_registrations_language_check', sql`${t.language} in ('en', 'hi')`),
  ],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** 'register' or 'reset': a code only ever serves its own purpose. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * Who asked for the code, which is who may use it: `registration:<hash>` (the browser that sent a registration
     * request), `browser:<id>` (a trusted browser asking for a reset), or null (any other browser). Only the newest
     * code of one requester is live, so one requester's codes never retire or use up another's.
     */
    requester: text('requester'),
    /** A registration code's own request: the account its verification creates (address as typed, name, hash). */
    registrationEmail: text('registration_email'),
    registrationName: text('registration_name'),
    registrationPasswordHash: text('registration_password_hash'),
    registrationLanguage: text('registration_language').$type<Language>(),
  },
  (t) => [
    index('otp_codes_email_purpose_idx').on(t.email, t.purpose, t.createdAt),
    check('otp_codes_purpose_check', sql`${t.purpose} in ('register', 'reset')`),
  ],
);

/**
 * Browsers that have logged in to an account (OWASP's device cookies): each holds a random token for it in an
 * httpOnly cookie, and has a failure budget of its own, so guesses from elsewhere never lock it out.
 * `email` is the canonical address.
 */
export const trustedBrowsers = pgTable(
  'trusted_browsers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('trusted_browsers_token_hash_key').on(t.tokenHash),
    index('trusted_browsers_email_idx').on(t.email),
  ],
);

/** Permission to set a new password, granted by a verified reset code to one browser. */
export const passwordResetGrants = pgTable(
  'password_reset_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_grants_token_hash_key').on(t.tokenHash)],
);

/** Failed logins and similar events counted per e-mail for rate limits that survive many instances. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_attempts_email_kind_idx').on(t.email, t.kind, t.createdAt)],
);

// ---------- catalog ----------

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    gender: text('gender').notNull(),
    pricePaise: integer('price_paise').notNull(),
    discountPricePaise: integer('discount_price_paise').notNull(),
    /** HSN code on invoices; null means the category's usual code (src/contract/hsn.ts). */
    hsnCode: text('hsn_code'),
    /** Its life (src/contract/product-status.ts): only 'active' products are shown to shoppers. */
    status: text('status').$type<ProductStatus>().notNull().default('active'),
    /**
     * Units sold in the last 30 days (orders not cancelled or returned), for the "Popular" sort: refreshed by the
     * server every hour (catalog/popularity.ts) rather than summed over order_items per request.
     */
    unitsSold30d: integer('units_sold_30d').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The listing's covering indexes (newest, price, category) are created by migrations 0002_catalog_listing.sql
    // and 0016 (product life), partial on active products: they include in_stock_size_bits, a column the database
    // keeps and the application never writes.
    check('products_status_check', sql`${t.status} in ('draft', 'active', 'hidden', 'archived')`),
    check(
      'products_category_check',
      sql`${t.category} in ('Casual Wear', 'Formal Wear', 'Combo Sets', 'Ethnic Wear', 'Sports Wear', 'Party Wear')`,
    ),
    check('products_gender_check', sql`${t.gender} in ('Boys', 'Girls', 'Unisex')`),
    check('products_price_check', sql`${t.pricePaise} > 0`),
    check(
      'products_discount_price_check',
      sql`${t.discountPricePaise} > 0 and ${t.discountPricePaise} <= ${t.pricePaise}`,
    ),
  ],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    stock: integer('stock').notNull().default(0),
    /**
     * The size's stock-keeping unit, unique whatever its case. A row inserted without one gets the generated
     * `LH-<product>-<size>` from the trigger product_sizes_sku_default (migration 0019_skus), so every path that
     * offers a size (admin form, import, a return that brings a size back, seeds) has one; the admin may edit it
     * (docs/decisions/0059-skus-and-product-csv.md). The SQL default is only a placeholder the trigger replaces.
     */
    sku: text('sku')
      .notNull()
      .default(sql`null`),
  },
  // A row is a size the product is offered in (made in); a size without a row is not offered, and one with stock 0
  // is sold out (docs/decisions/0058-product-life-and-offered-sizes.md).
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
    uniqueIndex('product_sizes_sku_key').on(sql`lower(${t.sku})`),
    // "In stock in a size" is read from products.in_stock_size_bits (migration 0002), not from an index here.
    check('product_sizes_size_check', sql`${t.size} in ('2-3 y', '4-5 y', '6-7 y', '8-9 y', '10-11 y')`),
    check('product_sizes_stock_check', sql`${t.stock} >= 0`),
  ],
);

/** An uploaded or generated picture; its WebP renditions live in image_variants. */
export const images = pgTable('images', {
  id: uuid('id').primaryKey().defaultRandom(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Widths of the renditions pages may list in srcset (stored, or for a drawing made on first request). */
  widths: integer('widths').array().notNull(),
  createdAt: createdAt(),
});

export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    contentType: text('content_type').notNull().default('image/webp'),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    check('product_images_position_check', sql`${t.position} >= 0 and ${t.position} < 5`),
  ],
);

// ---------- cart and wishlist ----------

export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId, t.size] }),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 5`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_items_user_product_key').on(t.userId, t.productId)],
);

// ---------- addresses, coupons, orders ----------

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    landmark: text('landmark').notNull(),
    city: text('city').notNull(),
    zipCode: text('zip_code').notNull(),
    mobileNo: text('mobile_no').notNull(),
    cod: boolean('cod').notNull(),
    /** Derived from the PIN code by the server (India Post's directory); the place of supply on invoices. */
    state: text('state'),
    /** Flat or house number and building; empty for addresses saved with the spec's five fields. */
    house: text('house').notNull().default(''),
    /** Street, area or locality; empty for addresses saved with the spec's five fields (landmark holds it). */
    area: text('area').notNull().default(''),
    addressType: text('address_type').$type<AddressType>().notNull().default('home'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId, t.createdAt),
    // At most one default address per shopper, whatever runs at the same time.
    uniqueIndex('addresses_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('addresses_address_type_check', sql`${t.addressType} in ('home', 'work', 'other')`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    /** 'flat' (discountPaise off) or 'percent' (discountPercent off the items, capped by maxDiscountPaise). */
    type: text('type', { enum: ['flat', 'percent'] })
      .notNull()
      .default('flat'),
    discountPaise: integer('discount_paise'),
    discountPercent: integer('discount_percent'),
    maxDiscountPaise: integer('max_discount_paise'),
    /** The items' value an order needs for the coupon; 0: no minimum. */
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    /** Uses per customer; null: no limit. */
    perCustomer: integer('per_customer').default(1),
    /** Uses by all customers together; null: no limit. */
    totalUses: integer('total_uses'),
    /**
     * Uses now (orders not cancelled): raised by a conditional update in the order's transaction, so two orders
     * cannot both take the last use; lowered when an order with the coupon is cancelled.
     */
    usesCount: integer('uses_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check(
      'coupons_discount_check',
      sql`(${t.type} = 'flat' and ${t.discountPaise} between 100 and 100000 and ${t.discountPercent} is null and ${t.maxDiscountPaise} is null)
        or (${t.type} = 'percent' and ${t.discountPercent} between 1 and 90 and ${t.discountPaise} is null)`,
    ),
    check(
      'coupons_limits_check',
      sql`${t.minOrderPaise} >= 0 and (${t.maxDiscountPaise} is null or ${t.maxDiscountPaise} > 0)
        and (${t.perCustomer} is null or ${t.perCustomer} > 0) and (${t.totalUses} is null or ${t.totalUses} > 0)
        and ${t.usesCount} >= 0 and (${t.startsAt} is null or ${t.startsAt} < ${t.expiresAt})`,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The order's number as shops and parents read it ("#A1B2C3": labels, UPI notes, invoices, mails), the id's
     * last six characters, given to one order only (src/server/modules/orders/order-number.ts). Null on an order placed
     * before numbers were kept unique whose number an earlier order already had.
     */
    shortCode: text('short_code'),
    /** Null once the customer's account is deleted; the order stays for the shop's books. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    /** Snapshot of the delivery address at the time of ordering. */
    addressInfo: jsonb('address_info').$type<OrderAddress>().notNull(),
    paymentMethod: text('payment_method').notNull().default('cod'),
    couponId: uuid('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    totalMrpPaise: integer('total_mrp_paise').notNull(),
    totalDiscountPaise: integer('total_discount_paise').notNull(),
    platformFeePaise: integer('platform_fee_paise').notNull(),
    couponDiscountPaise: integer('coupon_discount_paise').notNull().default(0),
    finalAmountPaise: integer('final_amount_paise').notNull(),
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request the key first came with: the same key with another body is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    /** "LH/2026-27/000123", given once when the order ships; with the invoice as issued, frozen. */
    invoiceNumber: text('invoice_number'),
    invoice: jsonb('invoice').$type<IssuedInvoice>(),
    /** The shipment (src/contract/couriers.ts): set once when it ships; courier and AWB null for a bare "shipped". */
    courier: text('courier'),
    /** The courier's name when `courier` is "other". */
    courierName: text('courier_name'),
    awb: text('awb'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** Why the shop cancelled it or marked it returned to origin, as the parent is told. */
    statusReason: text('status_reason'),
    /** The 12-digit UPI transaction reference (UTR) the parent gave for a UPI order; one order per UTR. */
    upiUtr: text('upi_utr'),
    utrSubmittedAt: timestamp('utr_submitted_at', { withTimezone: true }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_placed_idx').on(t.userId, t.placedAt),
    index('orders_placed_at_idx').on(t.placedAt),
    index('orders_status_idx').on(t.status),
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_invoice_number_key').on(t.invoiceNumber),
    uniqueIndex('orders_upi_utr_key').on(t.upiUtr),
    uniqueIndex('orders_short_code_key').on(t.shortCode),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'rto')`,
    ),
    check(
      'orders_courier_check',
      sql`${t.courier} is null or ${t.courier} in ('delhivery', 'bluedart', 'dtdc', 'ekart', 'xpressbees', 'indiapost', 'shadowfax', 'other')`,
    ),
    check('orders_shipment_check', sql`(${t.courier} is null) = (${t.awb} is null)`),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('unpaid', 'paid', 'failed', 'refunded', 'partially_refunded')`,
    ),
    check('orders_upi_utr_check', sql`${t.upiUtr} is null or ${t.upiUtr} ~ '^[0-9]{12}$'`),
    check('orders_amounts_check', sql`${t.finalAmountPaise} >= 0 and ${t.couponDiscountPaise} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    /** The main picture's path (`/media/…`), without a host: answers and mails add today's (shop-links.ts). */
    imageUrl: text('image_url'),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    pricePaise: integer('price_paise').notNull(),
    discountPricePaise: integer('discount_price_paise').notNull(),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_product_id_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 5`),
  ],
);

/** One use of a coupon by one customer on one order; a cancelled order's row is deleted (its use given back). */
export const couponUses = pgTable(
  'coupon_uses',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // One coupon per order; a customer may use a coupon as often as its perCustomer allows.
  (t) => [
    primaryKey({ columns: [t.orderId] }),
    index('coupon_uses_coupon_user_idx').on(t.couponId, t.userId),
  ],
);

// ---------- stock ledger, order history, outbox ----------

/**
 * Every change of a size's stock, written in the same transaction as the change (src/server/modules/stock):
 * for every size, the stock now equals the stock when the size was created plus the sum of its deltas.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Who moved it: a shopper, an admin, or the shop itself (seed, background jobs). */
    actorKind: text('actor_kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_product_size_idx').on(t.productId, t.size, t.createdAt),
    index('stock_movements_order_id_idx').on(t.orderId),
    check('stock_movements_delta_check', sql`${t.delta} <> 0 and ${t.stockAfter} >= 0`),
    check(
      'stock_movements_reason_check',
      sql`${t.reason} in ('order-placed', 'order-cancelled', 'return-received', 'exchange-hold', 'exchange-release', 'admin-set', 'order-rto', 'import')`,
    ),
    check('stock_movements_actor_kind_check', sql`${t.actorKind} in ('shopper', 'admin', 'shop')`),
  ],
);

/** Each status an order went through, from placement on: the timeline shopper and admin see. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for the placement itself. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reason given with a cancellation or a return to origin. */
    reason: text('reason'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.changedAt),
    check('order_status_history_actor_kind_check', sql`${t.actorKind} in ('shopper', 'admin', 'shop')`),
  ],
);

/** Each payment status an order went through (src/contract/payment-status.ts): who moved it, when, and why. */
export const paymentStatusHistory = pgTable(
  'payment_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What moved it: the UTR checked, the remittance's reference, the refund's. */
    note: text('note'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_status_history_order_idx').on(t.orderId, t.changedAt),
    check('payment_status_history_actor_kind_check', sql`${t.actorKind} in ('shopper', 'admin', 'shop')`),
  ],
);

/**
 * Cash on delivery paid to the shop by a courier: one transfer covering the orders listed in remittance_orders,
 * whose amounts add up to it exactly (src/server/modules/payments/remittances.service.ts).
 */
export const remittances = pgTable(
  'remittances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courier: text('courier').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** The day the courier paid, as on the bank statement (YYYY-MM-DD). */
    remittedOn: text('remitted_on').notNull(),
    /** The courier's or the bank's reference; the same transfer cannot be recorded twice. */
    reference: text('reference').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('remittances_reference_key').on(t.reference),
    index('remittances_remitted_on_idx').on(t.remittedOn),
    check(
      'remittances_courier_check',
      sql`${t.courier} in ('delhivery', 'bluedart', 'dtdc', 'ekart', 'xpressbees', 'indiapost', 'shadowfax', 'other')`,
    ),
    check('remittances_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

/** The orders one remittance covers; an order is in one remittance at most (its primary key). */
export const remittanceOrders = pgTable(
  'remittance_orders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    remittanceId: uuid('remittance_id')
      .notNull()
      .references(() => remittances.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
  },
  (t) => [index('remittance_orders_remittance_idx').on(t.remittanceId)],
);

/**
 * Side effects of committed changes (mails, cache invalidation), written in the changing transaction and
 * delivered after commit by the outbox worker of any instance (src/server/outbox). `handled` lists the handlers
 * that already succeeded, so a retry runs only the ones that failed.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    handled: text('handled')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take it next: now for a new event, later after a failure or while one works on it. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Set when it kept failing past the retry window; kept for the shop to look at. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_events_pending_idx')
      .on(t.availableAt)
      .where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
    // Retention drops delivered events by age (src/server/outbox/retention.ts).
    index('outbox_events_delivered_idx')
      .on(t.deliveredAt)
      .where(sql`${t.deliveredAt} is not null`),
    // The day's low-stock digest looks for its own event by type and day before writing one.
    index('outbox_events_type_day_idx').on(t.type, sql`(${t.payload}->>'day')`),
  ],
);

// ---------- back office ----------

/**
 * Who did what in the back office, written in the same transaction as the change. Append-only: a trigger
 * (migration audit_log) refuses UPDATE and DELETE. The actor is kept by id and e-mail without a foreign key,
 * so entries outlive a deleted account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at, t.id), index('audit_log_action_at_idx').on(t.action, t.at)],
);

// ---------- invoices ----------

/**
 * The last number a GST document series (invoices, credit notes) gave in each financial year; its row lock makes
 * the numbers gapless under concurrency (modules/invoices/gst-document-series.ts). One shape for every series.
 */
function documentSeriesTable(name: string) {
  return pgTable(name, {
    financialYear: text('financial_year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  });
}

export const invoiceSequences = documentSeriesTable('invoice_sequences');

// ---------- returns and size exchanges ----------

export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the shopper's account is deleted; the request stays for the shop's books. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('requested'),
    reason: text('reason').notNull(),
    /** Where a cash-on-delivery return is refunded: {upiId} or {accountNumber, ifsc, holderName}. */
    refundTo: jsonb('refund_to').$type<Record<string, string>>(),
    refundReference: text('refund_reference'),
    /** What the return gives back (src/contract/refunds.ts), decided when it is asked for; 0 for an exchange. */
    refundAmountPaise: integer('refund_amount_paise').notNull().default(0),
    /** The part of it that is the order's platform fee: given back only with the return that completes the order. */
    refundPlatformFeePaise: integer('refund_platform_fee_paise').notNull().default(0),
    /** When the shop refunded it: the day net sales lose it (src/contract/revenue.ts). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_refunded_idx').on(t.refundedAt),
    index('return_requests_user_idx').on(t.userId, t.createdAt),
    index('return_requests_status_idx').on(t.status, t.createdAt),
    check('return_requests_kind_check', sql`${t.kind} in ('return', 'exchange')`),
    check(
      'return_requests_status_check',
      sql`${t.status} in ('requested', 'approved', 'rejected', 'received', 'refunded', 'replacement-shipped', 'completed')`,
    ),
  ],
);

export const returnItems = pgTable(
  'return_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    exchangeSize: text('exchange_size'),
    /** These pieces' price paid less their part of the coupon; 0 in an exchange. */
    refundPaise: integer('refund_paise').notNull().default(0),
  },
  (t) => [
    index('return_items_return_idx').on(t.returnId),
    check('return_items_quantity_check', sql`${t.quantity} between 1 and 5`),
  ],
);

/** The running number of each financial year's credit notes, as `invoiceSequences` for invoices. */
export const creditNoteSequences = documentSeriesTable('credit_note_sequences');

/** The GST credit note of a refunded return whose order had a tax invoice; issued once, never changed. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    returnId: uuid('return_id')
      .notNull()
      .unique()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    totalPaise: integer('total_paise').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    note: jsonb('note').$type<IssuedCreditNote>().notNull(),
  },
  (t) => [index('credit_notes_order_idx').on(t.orderId), index('credit_notes_issued_idx').on(t.issuedAt)],
);

/** Every step of a return: from, to, who, when, and the shop's note; the shopper's tracker reads it. */
export const returnEvents = pgTable(
  'return_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_events_return_idx').on(t.returnId, t.at)],
);
