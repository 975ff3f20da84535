import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { ensureWrk, wrkThroughput } from './wrk';

/** A server in its own process (so that the load generator never shares its event loop). */
export interface ChildServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startServer(script: string, env: Record<string, string>): Promise<ChildServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 60 s`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /LISTENING (\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Shoppers reach the shop through the reverse proxy from many addresses; loopback proxies are trusted. */
let ipCounter = 0;
export const shopperIp = () => {
  ipCounter = (ipCounter + 1) % 16_000_000;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export interface Throughput {
  requestsPerSecond: number;
  /** Requests answered in the run, each from an address of its own. */
  requests: number;
  p99: number;
  p50: number;
  errors: number;
  non2xx: number;
}

type LoadGenerator = 'wrk' | 'autocannon';

let generator: LoadGenerator | undefined;

/** wrk when it can be had (see wrk.ts), else autocannon in this process: the figures then read low. */
export function loadGenerator(): LoadGenerator {
  generator ??= ensureWrk() ? 'wrk' : 'autocannon';
  return generator;
}

/** Load for `seconds` over the given paths in turn, as browsers would ask (gzip, many addresses). */
export async function throughput(
  baseUrl: string,
  paths: string[],
  options: { connections: number; seconds: number; generator?: LoadGenerator },
): Promise<Throughput> {
  return (options.generator ?? loadGenerator()) === 'wrk'
    ? wrkThroughput(baseUrl, paths, options)
    : autocannonThroughput(baseUrl, paths, options);
}

/** autocannon in the bench's own process: kept to show how far an in-process generator falls short. */
async function autocannonThroughput(
  baseUrl: string,
  paths: string[],
  options: { connections: number; seconds: number },
): Promise<Throughput> {
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    requests: paths.map((path) => ({
      method: 'GET' as const,
      path,
      setupRequest: (request: Record<string, unknown>) => ({
        ...request,
        headers: { 'accept-encoding': 'gzip, deflate, br', 'x-forwarded-for': shopperIp() },
      }),
    })),
  });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p99: result.latency.p99,
    p50: result.latency.p50,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The resident memory of a process (Linux), in MB. */
export function residentMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no resident memory figure for process ${pid}`);
  return Math.round(Number(kb) / 1024);
}

/** CPU seconds a process has used (user + system; Linux clock ticks of 10 ms). */
export function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Latency of requests sent by `concurrency` clients until `count` have been answered; fails on a non-2xx. */
export async function latencies(
  baseUrl: string,
  paths: string[],
  options: { count: number; concurrency: number; warmup?: number },
): Promise<number[]> {
  const samples: number[] = [];
  let next = 0;
  const one = async (path: string) => {
    const started = performance.now();
    const status = await send(baseUrl + path, {
      headers: { 'accept-encoding': 'gzip', 'x-forwarded-for': shopperIp() },
    });
    if (status < 200 || status > 299) throw new Error(`${path}: ${status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < (options.warmup ?? Math.max(30, paths.length)); i++)
    await one(paths[i % paths.length]!);
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.count) {
        const path = paths[next++ % paths.length]!;
        samples.push(await one(path));
      }
    }),
  );
  return samples;
}

/**
 * Kept-alive connections for the requests the bench sends itself (latency runs, checkout). `fetch` spent about 2 ms
 * of CPU a request in the bench process, as much as the shop spent placing an order: on a 2-core machine the
 * generator took the CPU the measured server needed. node:http on kept-alive sockets is several times cheaper.
 */
const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** Sends one request and reads the whole answer (as it comes, still compressed); resolves with the status. */
export function send(
  url: string,
  {
    method = 'GET',
    headers = {},
    json,
  }: { method?: string; headers?: Record<string, string>; json?: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const bodyHeaders =
      json === undefined
        ? {}
        : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(json)) };
    const request = http.request(
      url,
      { method, agent: keptAlive, headers: { ...headers, ...bodyHeaders } },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(json);
  });
}
