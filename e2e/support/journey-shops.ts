import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The journeys run in two browsers side by side, and each has a shop of its own: its own port, data directory
// (embedded database, demo data) and caught mails. A journey then never meets another's stock, coupons or
// orders half-way, and the journeys of one browser run one after another on its shop as they always did.
// The values go through the environment because Playwright loads the configuration again in each test worker.

/** How many journeys run at once (and how many shops are started for them). */
export const JOURNEY_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

process.env.E2E_PORTS ??= freePorts(JOURNEY_WORKERS).join(',');
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'littlehope-e2e-'));

interface JourneyShop {
  url: string;
  port: number;
  dataDir: string;
}

/** The shops, one per test worker: a port each from E2E_PORTS, a data directory each under E2E_DATA_DIR. */
export const journeyShops: JourneyShop[] = Array.from({ length: JOURNEY_WORKERS }, (_, index) => {
  const port = Number(process.env.E2E_PORTS!.split(',')[index]);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir: path.join(process.env.E2E_DATA_DIR!, `shop-${index + 1}`),
  };
});

/**
 * The shop of the test worker this runs in (Playwright numbers its running workers from 0; a worker started
 * again after a failure keeps its number, and so its shop). The first shop outside a worker.
 */
export function thisWorkersShop(): JourneyShop {
  return journeyShops[Number(process.env.TEST_PARALLEL_INDEX ?? 0)]!;
}

/**
 * `count` distinct ports nobody listens on, by the shops' one helper for it (`freePort`), asked in a child process
 * because the configuration loads synchronously. A port drawn at random once met a message broker's on 4369.
 */
function freePorts(count: number): number[] {
  const askFreePorts = `
    import { freePort } from './src/server/test/shop-process.ts';
    const ports = new Set();
    while (ports.size < ${count}) ports.add(await freePort());
    console.log([...ports].join(','));`;
  const node = ['--import', 'tsx', '--input-type=module', '-e', askFreePorts];
  const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
  const printed = execFileSync(process.execPath, node, { cwd: projectRoot, encoding: 'utf8' });
  return printed.trim().split(',').map(Number);
}
