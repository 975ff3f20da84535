// Throughput measured by wrk (Debian's C load generator) in a process of its own: one thread drives 50 connections
// without becoming the bottleneck, where autocannon in the bench's own Node process tops out below the server's
// limit and squeezes every ratio toward 1. Installed with apt-get when missing and the bench runs as root.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Throughput } from './load';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'shoppers.lua');

const onPath = () => spawnSync('wrk', ['--version']).error === undefined;

/** Whether wrk can be used, installing Debian's package first when it is missing and we may. */
export function ensureWrk(): boolean {
  if (onPath()) return true;
  if (process.getuid?.() !== 0) return false;
  console.log("Installing Debian's wrk for the throughput figures");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { env, stdio: 'ignore' });
  if (!onPath()) {
    spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { env, stdio: 'ignore' });
  }
  return onPath();
}

/** wrk's durations: "812.00us", "2.61ms", "1.02s", "2.00m". */
function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`wrk: unreadable duration '${text}'`);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(match[1]) * scale;
}

/** Reads wrk's report (run with --latency). Exported for its unit test. */
export function parseWrk(report: string): Throughput {
  const number = (pattern: RegExp) => Number(pattern.exec(report)?.[1] ?? 0);
  const latency = (percent: number) => {
    const match = new RegExp(`^\\s*${percent}%\\s+(\\S+)`, 'm').exec(report);
    if (!match) throw new Error(`wrk: no ${percent}% latency in its report`);
    return milliseconds(match[1]!);
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    requests: number(/(\d+) requests in /),
    p50: latency(50),
    p99: latency(99),
    errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
  };
}

/** Where the next run's shopper addresses start (shoppers.lua numbers them on from there). */
let nextAddress = 0;

/** One thread, `connections` connections for `seconds`, over `paths` in turn, each request from a new address. */
export function wrkThroughput(
  baseUrl: string,
  paths: string[],
  options: { connections: number; seconds: number },
): Throughput {
  const report = execFileSync(
    'wrk',
    [
      '-t1',
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      '--latency',
      '-s',
      SCRIPT,
      baseUrl,
      '--',
      ...paths,
    ],
    {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, WRK_FIRST_ADDRESS: String(nextAddress) },
    },
  );
  const result = parseWrk(report);
  nextAddress += result.requests + 1;
  return result;
}
