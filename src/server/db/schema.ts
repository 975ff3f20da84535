import { sql } from 'drizzle-orm';
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

// ---------- accounts ----------

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored trimmed and lower-cased; compared that way too. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('user'),
    isBlocked: boolean('is_blocked').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
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
export const pendingRegistrations = pgTable('pending_registrations', {
  email: text('email').primaryKey(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

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
  },
  (t) => [
    index('otp_codes_email_purpose_idx').on(t.email, t.purpose, t.createdAt),
    check('otp_codes_purpose_check', sql`${t.purpose} in ('register', 'reset')`),
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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The listing's covering indexes (newest, price, category) are created by migration 0002_catalog_listing.sql:
    // they include in_stock_size_bits, a column the database keeps and the application never writes.
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
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
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
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_id_idx').on(t.userId, t.createdAt)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_discount_check', sql`${t.discountPaise} between 100 and 100000`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the customer's account is deleted; the order stays for the shop's books. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    /** Snapshot of the delivery address at the time of ordering. */
    addressInfo: jsonb('address_info')
      .$type<{ fullName: string; landmark: string; city: string; zipCode: string; mobileNo: string }>()
      .notNull(),
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
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_placed_idx').on(t.userId, t.placedAt),
    index('orders_placed_at_idx').on(t.placedAt),
    index('orders_status_idx').on(t.status),
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled')`,
    ),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ('unpaid', 'paid', 'failed')`),
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

/** One use of a coupon by one customer; the unique key makes a second use impossible. */
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
  (t) => [primaryKey({ columns: [t.couponId, t.userId] })],
);
