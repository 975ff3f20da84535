import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The journeys run in two browsers side by side, and each has a shop of its own: its own port, data directory
// (embedded database, demo data) and caught mails. A journey then never meets another's stock, coupons or
// orders half-way, and the journeys of one browser run one after another on its shop as they always did.
// The values go through the environment because Playwright loads the configuration again in each test worker.

/** How many journeys run at once (and how many shops are started for them). */
export const JOURNEY_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

process.env.E2E_PORT ??= String(4100 + 2 * Math.floor(Math.random() * 400));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'littlehope-e2e-'));

export interface JourneyShop {
  url: string;
  port: number;
  dataDir: string;
}

/** The shops, one per test worker: consecutive ports from E2E_PORT, a data directory each under E2E_DATA_DIR. */
export const journeyShops: JourneyShop[] = Array.from({ length: JOURNEY_WORKERS }, (_, index) => {
  const port = Number(process.env.E2E_PORT) + index;
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
