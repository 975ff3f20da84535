import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: port 3000, embedded database in ./data, demo data on', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.trustProxy).toBe('loopback');
    expect(config.databasePoolSize).toBe(4);
  });

  it('reads DATABASE_POOL_SIZE as a number of connections and refuses anything else', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE must be 1 or more');
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '2.5' })).toThrow(
      'DATABASE_POOL_SIZE must be a whole number',
    );
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE must be a number/);
  });

  it('takes any plain ADMIN_EMAIL, not only gmail.com', () => {
    const config = loadConfig({ ADMIN_EMAIL: ' Owner@LittleHope.in ', ADMIN_PASSWORD: 'Owner@1234' });
    expect(config.admin?.email).toBe('owner@littlehope.in');
  });

  it('reads the SMTP timeouts in milliseconds, within connect and greet 5 s and 15 s of silence', () => {
    expect(loadConfig({}).smtpTimeouts).toEqual({ connectionMs: 5000, greetingMs: 5000, socketMs: 10000 });
    const config = loadConfig({
      SMTP_CONNECTION_TIMEOUT_MS: '2000',
      SMTP_GREETING_TIMEOUT_MS: '3000',
      SMTP_SOCKET_TIMEOUT_MS: '15000',
    });
    expect(config.smtpTimeouts).toEqual({ connectionMs: 2000, greetingMs: 3000, socketMs: 15000 });
    expect(() => loadConfig({ SMTP_GREETING_TIMEOUT_MS: '30000' })).toThrow(
      'SMTP_GREETING_TIMEOUT_MS must be at most 5000 (milliseconds)',
    );
    expect(() => loadConfig({ SMTP_SOCKET_TIMEOUT_MS: '60000' })).toThrow(
      'SMTP_SOCKET_TIMEOUT_MS must be at most 15000',
    );
    expect(() => loadConfig({ SMTP_CONNECTION_TIMEOUT_MS: 'soon' })).toThrow(/SMTP_CONNECTION_TIMEOUT_MS/);
  });

  it('reads TRUST_PROXY as addresses, a hop count or true, and refuses junk', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'a b;c' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the documented variables', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'owner@gmail.com',
      ADMIN_PASSWORD: 'Owner@1234',
      PUBLIC_URL: 'https://littlehope.in/',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://shop@db:5432/shop');
    expect(config.seedDemo).toBe(false);
    expect(config.admin).toEqual({ email: 'owner@gmail.com', password: 'Owner@1234' });
    expect(config.publicUrl).toBe('https://littlehope.in');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ADMIN_EMAIL: 'owner@gmail.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'Owner <owner@littlehope.in>', ADMIN_PASSWORD: 'Owner@123' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'owner+<x@evil.test>@gmail.com', ADMIN_PASSWORD: 'Owner@123' }, 'ADMIN_EMAIL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
  ])('refuses %o with one line naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrowError(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it('offers UPI only with a valid UPI_ID, with its payee name and a payment window of 24 hours by default', () => {
    expect(loadConfig({}).upi).toBeUndefined();
    expect(loadConfig({}).upiPaymentWindowHours).toBe(24);
    expect(loadConfig({ UPI_ID: ' littlehope@okicici ' }).upi).toEqual({
      vpa: 'littlehope@okicici',
      payeeName: 'LittleHope',
    });
    const named = loadConfig({
      UPI_ID: 'shop@ybl',
      UPI_PAYEE_NAME: 'LittleHope Kids',
      UPI_PAYMENT_WINDOW_HOURS: '6',
    });
    expect(named.upi?.payeeName).toBe('LittleHope Kids');
    expect(named.upiPaymentWindowHours).toBe(6);
    expect(() => loadConfig({ UPI_ID: 'littlehope' })).toThrow(
      'UPI_ID must be a UPI ID such as littlehope@okicici',
    );
    expect(() => loadConfig({ UPI_PAYMENT_WINDOW_HOURS: '0' })).toThrow(
      'UPI_PAYMENT_WINDOW_HOURS must be at least 1',
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('checks the seller’s GSTIN at start-up and uses specimen details on a loopback demo shop', () => {
    expect(loadConfig({}).invoices.seller).toMatchObject({ specimen: true, gstin: '29AABCL1234F1ZU' });
    expect(() => loadConfig({ SHOP_GSTIN: '27AAPFU0939F1ZA' })).toThrow(
      /SHOP_GSTIN has a wrong check character/,
    );
    expect(() => loadConfig({ SHOP_STATE: 'Atlantis' })).toThrow(/SHOP_STATE/);
    expect(() => loadConfig({ SHOP_GSTIN: '27AAPFU0939F1ZV', SHOP_STATE: 'Karnataka' })).toThrow(
      /Maharashtra/,
    );
    // A public shop must name its admin (issue 14), whatever its invoices.
    const owner = { ADMIN_EMAIL: 'owner@gmail.com', ADMIN_PASSWORD: 'Owner@2025' };
    const real = loadConfig({
      ...owner,
      PUBLIC_URL: 'https://littlehope.in',
      SHOP_GSTIN: '27aapfu0939f1zv',
      SHOP_LEGAL_NAME: 'LittleHope Retail LLP',
    });
    expect(real.invoices.seller).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      state: 'Maharashtra',
      specimen: false,
    });
    const small = loadConfig({ ...owner, PUBLIC_URL: 'https://littlehope.in' });
    expect(small.invoices.seller).toMatchObject({ gstin: undefined, specimen: false });
    expect(loadConfig({ GST_RATE_THRESHOLD_RUPEES: '1000' }).invoices.gstRates.thresholdPaise).toBe(100_000);
  });

  it('reads where parcels leave from and the dispatch cut-off, with the specimen address and 14:00 by default', () => {
    expect(loadConfig({}).delivery).toEqual({
      shopPinCode: '560025',
      dispatchCutoffMinutes: 14 * 60,
      closedDays: new Set(),
    });
    expect(
      loadConfig({ SHOP_PIN_CODE: ' 400001 ', DISPATCH_CUTOFF_IST: '11:30', SHOP_CLOSED_DAYS: '2026-11-09' })
        .delivery,
    ).toEqual({
      shopPinCode: '400001',
      dispatchCutoffMinutes: 11 * 60 + 30,
      closedDays: new Set(['2026-11-09']),
    });
    // Unset, it is the PIN of the seller's address when that has one.
    const mumbai = { SHOP_ADDRESS: 'Shop 4, Linking Road, Bandra West, Mumbai 400050 (Tel 02226400000)' };
    expect(loadConfig(mumbai).delivery.shopPinCode).toBe('400050');
    expect(loadConfig({ ...mumbai, SHOP_PIN_CODE: '400001' }).delivery.shopPinCode).toBe('400001');
    expect(loadConfig({ SHOP_ADDRESS: 'Residency Road, Bengaluru' }).delivery.shopPinCode).toBe('560025');
    expect(() => loadConfig({ SHOP_PIN_CODE: '56001' })).toThrow(/SHOP_PIN_CODE must be a six-digit PIN/);
    expect(() => loadConfig({ SHOP_PIN_CODE: '056001' })).toThrow(/SHOP_PIN_CODE/);
    expect(() => loadConfig({ SHOP_PIN_CODE: '900001' })).toThrow(/SHOP_PIN_CODE must be a civil PIN/);
    expect(() => loadConfig({ DISPATCH_CUTOFF_IST: '2pm' })).toThrow(/DISPATCH_CUTOFF_IST must be a 24-hour/);
    expect(() => loadConfig({ DISPATCH_CUTOFF_IST: '24:00' })).toThrow(/DISPATCH_CUTOFF_IST/);
    expect(() => loadConfig({ SHOP_CLOSED_DAYS: '2026-11-31' })).toThrow(
      /SHOP_CLOSED_DAYS must be YYYY-MM-DD/,
    );
  });
});
