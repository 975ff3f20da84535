import path from 'node:path';
import { z } from 'zod';

// The environment is read here once; nothing else in the server touches process.env.

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('LittleHope <no-reply@littlehope.in>'),
    // The login form takes gmail.com addresses only (SPEC.md section 5), so any other admin could never log in.
    ADMIN_EMAIL: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[^\s@]+@gmail\.com$/, 'must be a gmail.com address (the login form accepts only those)')
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
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  publicUrl: string;
  logLevel: string;
  redisUrl: string | undefined;
  /** Which proxies' X-Forwarded-For to believe (Fastify trustProxy): addresses/subnets, a hop count, or true. */
  trustProxy: boolean | number | string;
}

export class ConfigError extends Error {}

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
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir: path.resolve(c.DATA_DIR),
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    admin:
      c.ADMIN_EMAIL && c.ADMIN_PASSWORD ? { email: c.ADMIN_EMAIL, password: c.ADMIN_PASSWORD } : undefined,
    seedDemo: c.SEED_DEMO,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    logLevel: c.LOG_LEVEL,
    redisUrl: c.REDIS_URL,
    trustProxy:
      c.TRUST_PROXY === 'true' ? true : /^\d+$/.test(c.TRUST_PROXY) ? Number(c.TRUST_PROXY) : c.TRUST_PROXY,
  };
}
