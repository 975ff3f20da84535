import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { bootstrapData, DEMO_ADMIN } from '../../seed/bootstrap';
import { ConfigError, loadConfig } from '../../config';
import { dashboardFigures } from '../reports/dashboard.service';
import { useTestApp } from '../../test/harness';
import { authCalls, registeredUser } from '../../test/auth-helpers';

// The admin account at start: the configured one, or on a shop only this computer can reach a demo admin with a
// random password; a public shop without ADMIN_EMAIL does not start.

describe('admin bootstrap', () => {
  const t = useTestApp();
  const { post } = authCalls(t);

  const logger = () => {
    const lines: string[] = [];
    const log = (...args: unknown[]) => {
      lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
    };
    return { lines, logger: { info: log, warn: log, error: log, debug: log } as never };
  };

  it('creates the configured admin, or promotes and unblocks an existing account', async () => {
    const { userId, email } = await registeredUser(t);
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, userId));
    const config = loadConfig({
      ADMIN_EMAIL: email.toUpperCase(),
      ADMIN_PASSWORD: 'Boss@2025',
      SEED_DEMO: 'false',
    });
    await bootstrapData(t.database.db, config, logger().logger);
    const [promoted] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(promoted).toMatchObject({ role: 'admin', isBlocked: false });
    const login = await post('/api/user/login', { email, password: 'Boss@2025' });
    expect(login.json().user.role).toBe('admin');
  });

  it('promoting an existing account ends its sessions (they were a shopper’s, or held the old password)', async () => {
    const { userId, email, jar: shopperBrowser } = await registeredUser(t);
    const config = loadConfig({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'Boss@2025', SEED_DEMO: 'false' });
    await bootstrapData(t.database.db, config, logger().logger);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect((await shopperBrowser.request({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(401);
    // Started again with the same settings, nothing changes and the admin's new sessions stay.
    const login = await post('/api/user/login', { email, password: 'Boss@2025' });
    expect(login.statusCode).toBe(200);
    await bootstrapData(t.database.db, config, logger().logger);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(1);
  });

  it('refuses to start a public shop without ADMIN_EMAIL, in one line naming it', () => {
    for (const url of ['https://littlehope.in', 'http://203.0.113.7:3000', 'https://shop.example.in/']) {
      expect(() => loadConfig({ PUBLIC_URL: url })).toThrow(ConfigError);
      expect(() => loadConfig({ PUBLIC_URL: url })).toThrow(/^Invalid configuration: ADMIN_EMAIL [^\n]*$/);
      expect(
        loadConfig({ PUBLIC_URL: url, ADMIN_EMAIL: 'owner@gmail.com', ADMIN_PASSWORD: 'Owner@2025' }).admin,
      ).toBeTruthy();
    }
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:4100', 'http://[::1]:3000']) {
      expect(loadConfig({ PUBLIC_URL: url }).publicUrl).toBe(url);
    }
  });

  it('on a loopback shop with demo data, makes a demo admin with a random password printed once', async () => {
    const { lines, logger: log } = logger();
    await bootstrapData(t.database.db, loadConfig({ SEED_DEMO: 'true' }), log);
    const printed = lines.join('\n');
    const password = new RegExp(`${DEMO_ADMIN.email} / (\\S+)`).exec(printed)?.[1];
    expect(password).toBeTruthy();
    expect(password).not.toBe('Admin@123');
    expect(
      (await post('/api/user/login', { email: DEMO_ADMIN.email, password: 'Admin@123' })).statusCode,
    ).toBe(401);
    const login = await post('/api/user/login', { email: DEMO_ADMIN.email, password: password! });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('admin');

    // The demo shop comes with a few weeks of past orders, so that the back office shows what it is for.
    const figures = await dashboardFigures(t.database.db, new Date());
    expect(figures.totalRevenue).toBeGreaterThan(0);
    expect(figures.totalOrders).toBeGreaterThan(0);
    expect(figures.todayOrders).toBeGreaterThan(0);
    expect(figures.bestSellingProducts.length).toBeGreaterThan(0);
    const demoShoppers = await t.database.db.select().from(users).where(eq(users.role, 'user'));
    expect(demoShoppers.length).toBeGreaterThanOrEqual(8);
    // Started again on the same data: nothing is seeded twice, the password is neither changed nor printed again.
    const again = logger();
    await bootstrapData(t.database.db, loadConfig({ SEED_DEMO: 'true' }), again.logger);
    expect(again.lines.join('\n')).not.toContain(password!);
    expect((await post('/api/user/login', { email: DEMO_ADMIN.email, password: password! })).statusCode).toBe(
      200,
    );
    expect(await t.database.db.select().from(users).where(eq(users.role, 'user'))).toHaveLength(
      demoShoppers.length,
    );
  });
});
