import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import type { MailMessage, Mailer } from '../mail/mailer';
import { adminUrl, databaseUrlFor } from './postgres-urls';

/** A mailer that keeps every message, and can be told to fail like a broken SMTP server. */
export class TestMailbox implements Mailer {
  readonly messages: MailMessage[] = [];
  failing = false;

  async send(message: MailMessage): Promise<void> {
    if (this.failing) throw new Error('SMTP server unavailable (test)');
    this.messages.push(message);
  }

  /**
   * The newest mail to the address, or the newest whose subject has `subject` in it. A shopper's mails about
   * different things (an order, a return, a code) are sent side by side, so the last one sent may not be the one a
   * test waits for: it names that mail by its subject.
   */
  lastTo(email: string, subject?: string | RegExp): MailMessage | undefined {
    const about = (m: MailMessage) =>
      subject === undefined ||
      (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject));
    return this.messages.filter((m) => m.to.toLowerCase() === email.toLowerCase() && about(m)).at(-1);
  }

  /** Waits up to 15 s for a mail to the address whose subject has `subject` in it; the newest such mail. */
  async waitFor(email: string, subject: string | RegExp): Promise<MailMessage> {
    await expect.poll(() => this.lastTo(email, subject), { timeout: 15_000 }).toBeDefined();
    return this.lastTo(email, subject)!;
  }
}

/** A clock that tests can move; it runs with real time until set. */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  /** Puts the clock at `instant`; it runs on with real time from there. */
  setTo(instant: Date): void {
    this.offsetMs = instant.getTime() - Date.now();
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  mailbox: TestMailbox;
  clock: TestClock;
  config: Config;
  close(): Promise<void>;
}

/** A fresh, migrated database: in-memory PGlite, or a copy of the PostgreSQL template when TEST_DB=postgres. */
async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
    const database = await openDatabase({ pgliteSnapshot: snapshot });
    return { database, drop: async () => undefined };
  }
  const serverUrl = inject('pgServerUrl');
  const name = `lh_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: adminUrl(serverUrl), poolSize: 1 });
  await admin.pool!.query(`create database ${name} template ${inject('pgTemplate')}`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), poolSize: 20 });
  return {
    database,
    drop: async () => {
      await admin.pool!.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

interface TestAppOptions extends BuildAppOptions {
  /** A real mailer (e.g. SMTP to a server in the test) instead of the captured mailbox. */
  mailer?: (config: Config) => Mailer;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env });
  const mailbox = new TestMailbox();
  const clock = new TestClock();
  const { mailer: makeMailer, ...buildOptions } = options;
  const mailer = makeMailer?.(config) ?? mailbox;
  const app = await buildApp({ config, database, mailer, now: clock.now }, buildOptions);
  await app.ready();
  return {
    app,
    database,
    mailbox,
    clock,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** Builds one app on a fresh database for the test file, and tears it down after. */
export function useTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): TestApp {
  const context = {} as TestApp;
  beforeAll(async () => {
    Object.assign(context, await createTestApp(env, options));
  });
  afterAll(async () => {
    await context.close?.();
  });
  return context;
}

let addresses = 0;
/**
 * A client address of its own (10.200.0.0/16 upwards), as each phone on the internet has: limits per address then
 * count one test's requests, not the whole file's. Rate-limit tests choose their addresses themselves.
 */
export function nextAddress(): string {
  addresses += 1;
  return `10.${200 + ((addresses >> 16) & 15)}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** Keeps the cookies a browser would, across requests made with app.inject, from one address of its own. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: () => FastifyInstance,
    readonly address: string = nextAddress(),
  ) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookieHeader = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app().inject({
      remoteAddress: this.address,
      ...options,
      headers: { ...(cookieHeader ? { cookie: cookieHeader } : {}), ...options.headers },
    });
    for (const cookie of response.cookies) {
      const expired = cookie.expires !== undefined && new Date(cookie.expires).getTime() <= Date.now();
      if (expired || cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }
}
