// Reports at 100,000 orders: the SQL aggregates of GET /api/admin/reports on a throwaway PostgreSQL database
// (created and dropped here) holding a year of orders, two lines each, over 200 products.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { ReportQuery } from '../src/contract/reports';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { salesReport } from '../src/server/modules/reports/reports.service';
import { atMost, info, type BenchModule } from './types';

const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ORDERS = 100_000;
const RUNS = 7;
/**
 * Budgets per range: the screen's default (30 days) must feel instant; a quarter and a whole year (about 8,000,
 * 25,000 and 100,000 orders with their lines) are read less often and scale with the lines in the range.
 */
const QUERIES: Array<[string, ReportQuery, number]> = [
  ['reports: 30 days by day', { from: '2026-10-25', to: '2026-11-23', interval: 'day' }, 300],
  ['reports: 90 days by week', { from: '2026-08-26', to: '2026-11-23', interval: 'week' }, 600],
  ['reports: 1 year by month', { from: '2025-11-24', to: '2026-11-23', interval: 'month' }, 1500],
];

function withDatabase(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  await db.execute(sql`
    insert into products (name, description, category, gender, price_paise, discount_price_paise)
    select 'Product ' || g, 'Bench product', (array['Casual Wear','Formal Wear','Combo Sets','Ethnic Wear','Sports Wear','Party Wear'])[1 + g % 6],
           (array['Boys','Girls','Unisex'])[1 + g % 3], 99900 + g * 100, 69900 + g * 50
    from generate_series(1, 200) g`);
  await db.execute(sql`
    insert into orders (customer_name, customer_email, address_info, total_mrp_paise, total_discount_paise,
                        platform_fee_paise, final_amount_paise, status, placed_at, updated_at)
    select 'Shopper ' || g, 'shopper' || g || '@gmail.com',
           jsonb_build_object('fullName', 'Shopper ' || g, 'landmark', 'Near Park', 'city', 'Pune',
                              'zipCode', '411001', 'mobileNo', '9876543210'),
           199800, 60000, 2000, 141800,
           (array['pending','confirmed','shipped','delivered','delivered','delivered','cancelled'])[1 + g % 7],
           timestamptz '2026-11-23T18:00:00Z' - (g * interval '315 seconds'),
           now()
    from generate_series(1, ${ORDERS}) g`);
  await db.execute(sql`
    insert into order_items (order_id, product_id, name, size, quantity, price_paise, discount_price_paise)
    select o.id, p.id, p.name, s.size, 1 + (abs(hashtext(o.id::text || s.size)) % 3), p.price_paise, p.discount_price_paise
    from orders o
    cross join (values ('2-3 y', 0), ('6-7 y', 1)) as s(size, k)
    join lateral (select id, name, price_paise, discount_price_paise from products
                  order by id offset (abs(hashtext(o.id::text)) + s.k * 7) % 200 limit 1) p on true`);
  await db.execute(sql`analyze`);
}

const reportsBench: BenchModule = {
  name: 'reports',
  async run(record) {
    const admin = new pg.Pool({ connectionString: SERVER_URL, max: 1 });
    const name = `lh_bench_reports_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${name}`);
    const database = await openDatabase({ databaseUrl: withDatabase(name), poolSize: 8 });
    try {
      await runMigrations(database);
      const seeded = Date.now();
      await seed(database.db);
      console.log(
        `seeded ${ORDERS.toLocaleString('en-IN')} orders in ${((Date.now() - seeded) / 1000).toFixed(0)} s`,
      );
      record(info('reports: orders in the database', ORDERS, 'orders'));
      for (const [label, query, budget] of QUERIES) {
        await salesReport(database.db, query); // warm
        const times: number[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          const started = performance.now();
          await salesReport(database.db, query);
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        const median = times[Math.floor(times.length / 2)]!;
        console.log(`${label}: median ${median.toFixed(0)} ms, worst ${times.at(-1)!.toFixed(0)} ms`);
        record(atMost(`${label} (median of ${RUNS})`, median, budget, 'ms'));
      }
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  },
};

export default reportsBench;
