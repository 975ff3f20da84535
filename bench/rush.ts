// `npm run bench:rush`: a sale-day rush on one core. The built shop (dist/server/main.js, as `npm start` runs it)
// is pinned to one CPU with taskset; this process, on its own, is the crowd: 200 shoppers and 2 admins for
// 2 minutes (bench/rush/crowd.ts), first on the embedded database, then on PostgreSQL. It prints orders per
// minute, p95 and p99 per kind of call, errors, the shop's memory idle after start and at the end, and checks the
// books (bench/rush/books.ts); it exits non-zero when a budget is missed. See bench/README.md.
//
//   npm run bench:rush                     both databases
//   npm run bench:rush -- pglite           one of them (pglite or postgres)
//   RUSH_SECONDS=30 RUSH_SHOPPERS=50 npm run bench:rush -- postgres
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { cpuSeconds, residentMb, percentile } from './lib/load';
import { throwawayPostgres } from './support/throwaway-postgres';
import { checkBooks } from './rush/books';
import { admin, newRecord, shopper, type CallRecord } from './rush/crowd';
import { prepareShop, type RushShop } from './rush/prepare';
import { atLeast, atMost, info, type BenchRow } from './types';
import { freePort, waitUntilHealthy } from '../src/server/test/shop-process';
import { SmtpCatcher } from '../src/server/test/smtp-catcher';

const SECONDS = Number(process.env.RUSH_SECONDS ?? 120);
const SHOPPERS = Number(process.env.RUSH_SHOPPERS ?? 200);
const ADMINS = 2;
const THINK_MS = Number(process.env.RUSH_THINK_MS ?? 1000);
/** The core the shop is pinned to (the crowd and PostgreSQL use whatever the system gives them). */
const SHOP_CORE = process.env.RUSH_CORE ?? '0';

const BUDGETS = {
  p99Ms: 250,
  checkoutsPerSecond: { pglite: 10, postgres: 20 },
  idleMb: { pglite: 300, postgres: 250 },
  endMb: { pglite: 400, postgres: 250 },
  startSeconds: 5,
};

/** Collects the confirmations the shop mails (subject "…: order #… placed"), one for each recipient and order number. */
async function mailCatcher(): Promise<{ port: number; confirmations: () => number; close(): Promise<void> }> {
  const confirmed = new Set<string>();
  const catcher = new SmtpCatcher({
    onMail: (mail) => {
      // A mail the shop sends again (it gave up waiting for the answer and the outbox retried) counts once. The
      // number in the subject is the order's short one (its last six characters), which two of a rush's thousands
      // of orders can share: a confirmation is its recipient and that number.
      const head = mail.raw.slice(0, 4096);
      const number = /^Subject: .*order #(\S+) placed\s*$/im.exec(head)?.[1];
      const to = /^To: (.+)$/im.exec(head)?.[1]?.trim();
      if (number && to) confirmed.add(`${to} ${number}`);
    },
  });
  await catcher.start();
  return { port: catcher.port, confirmations: () => confirmed.size, close: () => catcher.stop() };
}

interface PinnedShop {
  child: ChildProcess;
  base: string;
  startMs: number;
  stop(): Promise<void>;
}

/** Starts the built shop pinned to one core and waits until /api/health answers 200. */
async function startPinnedShop(env: Record<string, string>): Promise<PinnedShop> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('taskset', ['-c', SHOP_CORE, process.execPath, 'dist/server/main.js'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      // As docs/deploy.md has a service start it: two malloc arenas (docs/decisions/0066-two-malloc-arenas.md).
      MALLOC_ARENA_MAX: '2',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A rush that fails must not leave its shop running on the pinned core, where it would slow the next one.
  process.once('exit', () => child.kill('SIGKILL'));
  const base = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(base, child);
  return {
    child,
    base,
    startMs: performance.now() - started,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the confirmations match the accepted orders (the outbox delivers after commit), or none has arrived
 * for 20 s, at most 2 minutes. A mail whose sending timed out while the core was full is tried again 15 s later
 * (src/server/outbox/worker.ts): a shorter patience counted mails still on their way as never sent.
 */
async function mailsSettled(catcher: { confirmations: () => number }, expected: number): Promise<void> {
  const quietLimitMs = 20_000;
  const deadline = Date.now() + 120_000;
  let last = catcher.confirmations();
  let lastChange = Date.now();
  while (catcher.confirmations() < expected && Date.now() < deadline) {
    await pause(500);
    if (catcher.confirmations() !== last) {
      last = catcher.confirmations();
      lastChange = Date.now();
    } else if (Date.now() - lastChange > quietLimitMs) return;
  }
}

function latencyRows(label: string, record: CallRecord): BenchRow[] {
  const rows: BenchRow[] = [];
  const kinds = [...record.latencies.keys()].sort();
  console.log(
    `\n  ${'kind of call'.padEnd(16)} ${'calls'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)}  (ms)`,
  );
  for (const kind of kinds) {
    const samples = record.latencies.get(kind)!;
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(samples, p));
    console.log(
      `  ${kind.padEnd(16)} ${String(samples.length).padStart(7)} ${p50!.toFixed(1).padStart(7)} ${p95!.toFixed(1).padStart(7)} ${p99!.toFixed(1).padStart(7)} ${Math.max(
        ...samples,
      )
        .toFixed(0)
        .padStart(7)}`,
    );
    rows.push(info(`${label}: ${kind} p95`, p95!, 'ms'));
    rows.push(atMost(`${label}: ${kind} p99`, p99!, BUDGETS.p99Ms, 'ms'));
  }
  return rows;
}

async function rushOn(kind: 'pglite' | 'postgres'): Promise<BenchRow[]> {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  console.log(
    `\n=== rush on ${label}: ${SHOPPERS} shoppers, ${ADMINS} admins, ${SECONDS} s, shop on core ${SHOP_CORE} ===`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-rush-'));
  let database: Database;
  let serverEnv: Record<string, string>;
  let drop = async () => undefined as void;
  if (kind === 'pglite') {
    database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await runMigrations(database);
    serverEnv = { DATA_DIR: dataDir };
  } else {
    const throwaway = await throwawayPostgres();
    database = throwaway.database;
    drop = throwaway.drop;
    serverEnv = { DATABASE_URL: throwaway.url };
  }
  const catcher = await mailCatcher();
  try {
    const shop: RushShop = await prepareShop(database.db, SHOPPERS, ADMINS);
    // The embedded database can be open in one process only: the shop's.
    if (kind === 'pglite') await database.close();

    const server = await startPinnedShop({ ...serverEnv, SMTP_URL: `smtp://127.0.0.1:${catcher.port}` });
    const pid = server.child.pid!;
    await pause(5000);
    const idleMb = residentMb(pid);
    console.log(`  started in ${(server.startMs / 1000).toFixed(1)} s; ${idleMb} MB resident after 5 s idle`);

    const record = newRecord();
    const options = {
      base: server.base,
      shop,
      record,
      deadline: Date.now() + SECONDS * 1000,
      thinkMs: THINK_MS,
    };
    const started = Date.now();
    const cpuBefore = cpuSeconds(pid);
    await Promise.all([
      ...shop.shoppers.map((me) => shopper(options, me)),
      ...shop.admins.map((me) => admin(options, me)),
    ]);
    const elapsed = (Date.now() - started) / 1000;
    const endMb = residentMb(pid);
    const shopCpu = cpuSeconds(pid) - cpuBefore;
    await mailsSettled(catcher, record.accepted.size);
    await server.stop();

    const books = await (async () => {
      const after =
        kind === 'pglite' ? await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') }) : database;
      try {
        return await checkBooks(after.db, shop, record, catcher.confirmations());
      } finally {
        if (kind === 'pglite') await after.close();
      }
    })();

    const calls = [...record.latencies.values()].reduce((sum, samples) => sum + samples.length, 0);
    const statuses = [...record.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    const perSecond = record.accepted.size / elapsed;
    console.log(`
  ${calls} calls in ${elapsed.toFixed(0)} s (${(calls / elapsed).toFixed(0)}/s); by status ${statuses}
  orders accepted ${record.accepted.size}: ${(perSecond * 60).toFixed(0)} a minute (${perSecond.toFixed(1)}/s); cancelled by shoppers ${record.cancelled}; admin moves ${record.adminMoves}, restocks ${record.restocks}, exports ${record.exports}
  the shop's CPU: ${shopCpu.toFixed(1)} s in ${elapsed.toFixed(0)} s (${((100 * shopCpu) / elapsed).toFixed(0)} % of its core), ${((1000 * shopCpu) / calls).toFixed(1)} ms a call; machine load ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores
  memory: ${idleMb} MB idle after start, ${endMb} MB at the end
  books: ${books.ordersChecked} orders and ${books.sizesChecked} sizes checked, ${catcher.confirmations()} orders' confirmations received: ${books.problems.length === 0 ? 'all in order' : `FAILED: ${books.problems.slice(0, 8).join('; ')}`}`);
    for (const error of [...record.serverErrors, ...record.lostCalls].slice(0, 5)) console.log(`  ${error}`);

    return [
      atMost(`${label}: built start to healthy`, server.startMs / 1000, BUDGETS.startSeconds, 's'),
      atMost(`${label}: RSS idle after start`, idleMb, BUDGETS.idleMb[kind], 'MB'),
      atMost(`${label}: RSS at the end of the rush`, endMb, BUDGETS.endMb[kind], 'MB'),
      info(`${label}: orders a minute`, perSecond * 60, 'orders'),
      info(`${label}: the shop's CPU a call`, (1000 * shopCpu) / calls, 'ms'),
      atLeast(`${label}: checkouts a second`, perSecond, BUDGETS.checkoutsPerSecond[kind], '/s'),
      atMost(`${label}: 5xx answers`, record.serverErrors.length, 0, 'answers'),
      atMost(`${label}: calls with no answer`, record.lostCalls.length, 0, 'calls'),
      atMost(`${label}: problems in the books`, books.problems.length, 0, 'problems'),
      ...latencyRows(label, record),
    ];
  } finally {
    await catcher.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!fs.existsSync('dist/server/main.js')) throw new Error('No build: run `npm run build` first.');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const rows: BenchRow[] = [];
for (const kind of ['pglite', 'postgres'] as const)
  if (only.length === 0 || only.includes(kind)) rows.push(...(await rushOn(kind)));

const format = (value: number) => (Math.abs(value) >= 100 ? Math.round(value).toString() : value.toFixed(1));
console.log(`\n| figure | measured | budget | |\n| --- | --- | --- | --- |`);
for (const row of rows)
  console.log(
    `| ${row.name} | ${format(row.measured)} ${row.unit} | ${row.info ? '' : `${row.atMost ? '≤' : '≥'} ${format(row.budget)}`} | ${row.info ? '' : row.ok ? 'ok' : 'MISSED'} |`,
  );
const missed = rows.filter((row) => !row.ok);
console.log(missed.length ? `\n${missed.length} budget(s) missed.` : '\nEvery budget met.');
process.exit(missed.length ? 1 : 0);
