import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The journeys run in two browsers side by side, and each has a shop of its own: its own port, data directory
// (embedded database, demo data) and caught mails. A journey then never meets another's stock, coupons or
// orders half-way, and the journeys of one browser run one after another on its shop as they always did.
// The values go through the environment because Playwright loads the configuration again in each test worker.

/** How many journeys run at once (and how many shops are started for them). */
export const JOURNEY_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

process.env.E2E_PORT ??= String(firstOfFreePorts(JOURNEY_WORKERS));
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

/**
 * The first of `count` consecutive ports that nothing listens on now, between 4100 and 4900 (below the range the
 * system hands out for outgoing connections). A port picked at random without looking once met a message broker's
 * port mapper on 4369. The ports are tried by listening on them in a child process, as the configuration loads
 * synchronously.
 */
function firstOfFreePorts(count: number): number {
  const tryPorts = `
    const net = require('node:net');
    const listening = (port) => new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(undefined));
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
    (async () => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const first = 4100 + Math.floor(Math.random() * (800 - ${count}));
        const servers = [];
        for (let port = first; port < first + ${count}; port++) servers.push(await listening(port));
        servers.forEach((server) => server && server.close());
        if (servers.every(Boolean)) return console.log(first);
      }
      process.exit(1);
    })();`;
  return Number(execFileSync(process.execPath, ['-e', tryPorts], { encoding: 'utf8' }).trim());
}
