import path from 'node:path';
import { z } from 'zod';
import { PIN_CODE_PATTERN } from '../contract/address';
import {
  cutoffMinutes,
  DEFAULT_DISPATCH_CUTOFF,
  DISPATCH_CUTOFF_PATTERN,
  isArmyPostalPin,
  parseClosedDays,
  type ClosedDays,
} from '../contract/delivery';
import { isPlainEmail } from '../contract/email-address';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../contract/stock-alerts';
import { DEFAULT_UPI_PAYMENT_WINDOW_HOURS, UPI_VPA_PATTERN, type UpiPayee } from '../contract/upi';
import { DEFAULT_POOL_SIZE } from './db/pool-size';
import { DEFAULT_SMTP_TIMEOUTS, MAX_SMTP_TIMEOUTS, type SmtpTimeouts } from './mail/smtp-timeouts';
import { DEFAULT_MAIL_CONCURRENCY } from './outbox/mail-lane-size';
import { isLoopbackUrl } from './shop-links';
import {
  DEFAULT_SHOP_PIN_CODE,
  InvoiceSettingsError,
  resolveInvoiceSettings,
  type InvoiceSettings,
} from './invoice-settings';

// The environment is read here once; nothing else in the server touches process.env.

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A wait in milliseconds, at least a quarter second and at most `max`. */
function milliseconds(max: number, fallback: number) {
  return z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(250, 'must be at least 250 (milliseconds)')
    .max(max, `must be at most ${max} (milliseconds)`)
    .default(fallback);
}

const percent = z.coerce.number({ message: 'must be a percentage' }).min(0).max(100);

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce
      .number({ message: 'must be a number of connections' })
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(200, 'must be at most 200')
      .default(DEFAULT_POOL_SIZE),
    DATA_DIR: z.string().min(1).default('./data'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    SMTP_CONNECTION_TIMEOUT_MS: milliseconds(
      MAX_SMTP_TIMEOUTS.connectionMs,
      DEFAULT_SMTP_TIMEOUTS.connectionMs,
    ),
    SMTP_GREETING_TIMEOUT_MS: milliseconds(MAX_SMTP_TIMEOUTS.greetingMs, DEFAULT_SMTP_TIMEOUTS.greetingMs),
    SMTP_SOCKET_TIMEOUT_MS: milliseconds(MAX_SMTP_TIMEOUTS.socketMs, DEFAULT_SMTP_TIMEOUTS.socketMs),
    MAIL_FROM: z.string().min(3).default('LittleHope <no-reply@littlehope.in>'),
    // Any plain address, by the one rule every form and route applies (the login form takes any address).
    ADMIN_EMAIL: z
      .string()
      .trim()
      .toLowerCase()
      .refine(isPlainEmail, 'must be a plain e-mail address such as owner@littlehope.in')
      .optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SEED_DEMO: booleanFromEnv.default(true),
    PUBLIC_URL: z.string().url('must be a URL such as https://shop.example.in').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    TRUST_PROXY: z
      .string()
      .regex(
        /^(true|\d{1,2}|[\w.:/-]+(\s*,\s*[\w.:/-]+)*)$/,
        'must be true, a number of hops, or comma-separated addresses/subnets',
      )
      .default('loopback'),
    LOW_STOCK_THRESHOLD: z.coerce
      .number({ message: 'must be a whole number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(1000, 'must be at most 1000')
      .default(DEFAULT_LOW_STOCK_THRESHOLD),
    // Mails the outbox sends at once per instance (docs/decisions/0047-outbox-handlers-apart.md).
    OUTBOX_MAIL_CONCURRENCY: z.coerce
      .number({ message: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(64, 'must be at most 64')
      .default(DEFAULT_MAIL_CONCURRENCY),
    // Invoices (docs/decisions/0029-gst-tax-invoice.md): the seller's details and the GST rates.
    SHOP_LEGAL_NAME: z.string().trim().min(2).max(120).optional(),
    SHOP_ADDRESS: z.string().trim().min(5).max(300).optional(),
    SHOP_STATE: z.string().trim().optional(),
    SHOP_GSTIN: z.string().trim().optional(),
    GST_RATE_LOW_PERCENT: percent.optional(),
    GST_RATE_HIGH_PERCENT: percent.optional(),
    GST_RATE_THRESHOLD_RUPEES: z.coerce.number({ message: 'must be an amount in rupees' }).min(0).optional(),
    GST_PLATFORM_FEE_RATE_PERCENT: percent.optional(),
    // Delivery dates (docs/decisions/0052-delivery-dates-by-pin.md): where parcels leave from, and until when
    // an order leaves the same day. Unset, the PIN is the one in SHOP_ADDRESS, else the specimen seller's.
    SHOP_PIN_CODE: z
      .string()
      .trim()
      .regex(PIN_CODE_PATTERN, 'must be a six-digit PIN code such as 560025')
      .refine((pin) => !isArmyPostalPin(pin), 'must be a civil PIN code, not an Army Postal Service one')
      .optional(),
    DISPATCH_CUTOFF_IST: z
      .string()
      .trim()
      .regex(DISPATCH_CUTOFF_PATTERN, 'must be a 24-hour IST time such as 14:00')
      .default(DEFAULT_DISPATCH_CUTOFF),
    // Festival days the couriers or the shop do not work (Diwali, Holi...), beyond Sundays and national holidays.
    SHOP_CLOSED_DAYS: z
      .string()
      .default('')
      .transform((list, context) => {
        const days = parseClosedDays(list);
        if (days) return days;
        context.addIssue({ code: 'custom', message: 'must be YYYY-MM-DD days separated by commas' });
        return z.NEVER;
      }),
    // UPI to the shop's own UPI ID (docs/decisions/0054-upi-to-the-shops-vpa.md): unset, only cash on delivery.
    UPI_ID: z
      .string()
      .trim()
      .regex(UPI_VPA_PATTERN, 'must be a UPI ID such as littlehope@okicici')
      .optional(),
    UPI_PAYEE_NAME: z.string().trim().min(2, 'must be at least 2 characters').max(50).default('LittleHope'),
    UPI_PAYMENT_WINDOW_HOURS: z.coerce
      .number({ message: 'must be a whole number of hours' })
      .int('must be a whole number of hours')
      .min(1, 'must be at least 1')
      .max(168, 'must be at most 168 (a week)')
      .default(DEFAULT_UPI_PAYMENT_WINDOW_HOURS),
  })
  .refine((c) => Boolean(c.ADMIN_EMAIL) === Boolean(c.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL an instance opens at most. */
  databasePoolSize: number;
  dataDir: string;
  smtpUrl: string | undefined;
  /** How long to wait for the mail provider to connect, greet and answer (src/server/mail/smtp-timeouts.ts). */
  smtpTimeouts: SmtpTimeouts;
  mailFrom: string;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  publicUrl: string;
  logLevel: string;
  redisUrl: string | undefined;
  /** Which proxies' X-Forwarded-For to believe (Fastify trustProxy): addresses/subnets, a hop count, or true. */
  trustProxy: boolean | number | string;
  /** A size with this many pieces or fewer is "low stock" (dashboard card, daily digest). */
  lowStockThreshold: number;
  /** Mails in flight at once per instance, in the outbox's mail lane. */
  outboxMailConcurrency: number;
  /** The seller on invoices and the GST rates. */
  invoices: InvoiceSettings;
  /**
   * Where parcels leave from, the IST minute of the day from which an order leaves the next working day, and the
   * festival days on which no parcel leaves or arrives.
   */
  delivery: { shopPinCode: string; dispatchCutoffMinutes: number; closedDays: ClosedDays };
  /** The shop's UPI ID and name when parents may pay by UPI; undefined for cash on delivery only. */
  upi: UpiPayee | undefined;
  /** Hours an unpaid UPI order waits for its payment before it is cancelled. */
  upiPaymentWindowHours: number;
}

export class ConfigError extends Error {}

/** The last six-digit PIN in the seller's address ("…, Residency Road, Bengaluru 560025"), if it has one. */
function pinInAddress(address: string | undefined): string | undefined {
  const pin = address?.match(/(?<!\d)[1-9]\d{5}(?!\d)/g)?.at(-1);
  return pin && !isArmyPostalPin(pin) ? pin : undefined;
}

/** Parses the environment; a bad value throws one line that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as shells and .env files commonly write it.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue?.path[0] ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${String(variable)} ${issue?.message ?? 'is invalid'}`);
  }
  const c = parsed.data;
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  // Without ADMIN_EMAIL only a shop on this computer gets a (demo) admin; a public shop names its own.
  if (!c.ADMIN_EMAIL && !isLoopbackUrl(publicUrl)) {
    throw new ConfigError(
      'Invalid configuration: ADMIN_EMAIL (with ADMIN_PASSWORD) must be set when PUBLIC_URL is a public address',
    );
  }
  let invoices: InvoiceSettings;
  try {
    invoices = resolveInvoiceSettings(c, publicUrl);
  } catch (error) {
    if (error instanceof InvoiceSettingsError)
      throw new ConfigError(`Invalid configuration: ${error.variable} ${error.message}`);
    throw error;
  }
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    dataDir: path.resolve(c.DATA_DIR),
    smtpUrl: c.SMTP_URL,
    smtpTimeouts: {
      connectionMs: c.SMTP_CONNECTION_TIMEOUT_MS,
      greetingMs: c.SMTP_GREETING_TIMEOUT_MS,
      socketMs: c.SMTP_SOCKET_TIMEOUT_MS,
    },
    mailFrom: c.MAIL_FROM,
    admin:
      c.ADMIN_EMAIL && c.ADMIN_PASSWORD ? { email: c.ADMIN_EMAIL, password: c.ADMIN_PASSWORD } : undefined,
    seedDemo: c.SEED_DEMO,
    publicUrl,
    logLevel: c.LOG_LEVEL,
    redisUrl: c.REDIS_URL,
    trustProxy:
      c.TRUST_PROXY === 'true' ? true : /^\d+$/.test(c.TRUST_PROXY) ? Number(c.TRUST_PROXY) : c.TRUST_PROXY,
    lowStockThreshold: c.LOW_STOCK_THRESHOLD,
    outboxMailConcurrency: c.OUTBOX_MAIL_CONCURRENCY,
    invoices,
    delivery: {
      shopPinCode: c.SHOP_PIN_CODE ?? pinInAddress(c.SHOP_ADDRESS) ?? DEFAULT_SHOP_PIN_CODE,
      dispatchCutoffMinutes: cutoffMinutes(c.DISPATCH_CUTOFF_IST),
      closedDays: new Set(c.SHOP_CLOSED_DAYS),
    },
    upi: c.UPI_ID ? { vpa: c.UPI_ID, payeeName: c.UPI_PAYEE_NAME } : undefined,
    upiPaymentWindowHours: c.UPI_PAYMENT_WINDOW_HOURS,
  };
}
