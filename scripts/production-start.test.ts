// The production start: a production-only install (what `npm ci --omit=dev` installs: the lockfile's packages
// that are not development-only) plus the build output, and nothing else of the repository, starts the shop with
// `node scripts/start.mjs`; it serves the API, the web app and the API reference, and stops cleanly. A restart on
// the same data, with a source file newer than the build that this install cannot rebuild, starts the build as
// shipped.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, waitUntilHealthy } from '../src/server/test/shop-process';

const repo = path.resolve(import.meta.dirname, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-production-'));

interface LockEntry {
  dev?: boolean;
}

/** node_modules of a production install: each top-level package of the lockfile that is not a dev dependency. */
function productionInstall(target: string): string[] {
  const lock = JSON.parse(fs.readFileSync(path.join(repo, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const linked: string[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    const name = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(key)?.[1];
    // Optional packages for other platforms (sharp's, esbuild's) are in the lockfile but not installed here.
    if (!name || entry.dev || !fs.existsSync(path.join(repo, key))) continue;
    fs.mkdirSync(path.dirname(path.join(target, name)), { recursive: true });
    fs.symlinkSync(fs.realpathSync(path.join(repo, key)), path.join(target, name), 'dir');
    linked.push(name);
  }
  return linked;
}

interface Started {
  child: ChildProcess;
  base: string;
  output: () => string;
}

async function start(): Promise<Started> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'owner@gmail.com',
      ADMIN_PASSWORD: 'Owner-pass-42!',
      LOG_LEVEL: 'warn',
    },
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(base, child, {
    pollMs: 100,
    exitMessage: (code) => `the shop exited (${code}):\n${output}`,
  });
  return { child, base, output: () => output };
}

async function stop(shop: Started): Promise<number | null> {
  const exit = new Promise<number | null>((resolve) => shop.child.once('exit', resolve));
  shop.child.kill('SIGTERM');
  return exit;
}

let packages: string[] = [];

beforeAll(() => {
  const built = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build.ts', '--out', path.join(dir, 'dist')],
    {
      cwd: repo,
      encoding: 'utf8',
    },
  );
  if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}\n${built.stderr}`);
  packages = productionInstall(path.join(dir, 'node_modules'));
  fs.copyFileSync(path.join(repo, 'package.json'), path.join(dir, 'package.json'));
  fs.mkdirSync(path.join(dir, 'scripts'));
  fs.copyFileSync(path.join(repo, 'scripts/start.mjs'), path.join(dir, 'scripts/start.mjs'));
}, 240_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('a production-only install has none of the development tools', () => {
  expect(packages).toContain('fastify');
  expect(packages).toContain('@electric-sql/pglite');
  for (const tool of ['tsx', 'vite', 'esbuild', 'cross-env', 'typescript'])
    expect(packages).not.toContain(tool);
});

it('starts the built shop with node alone, serves it, and stops cleanly', async () => {
  const shop = await start();
  expect(shop.output()).not.toMatch(/building/i);
  const page = await fetch(`${shop.base}/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toMatch(/<script type="module"[^>]+src="\/assets\/[^"]+\.js"/);
  const products = await fetch(`${shop.base}/api/user/getAllproducts?page=1&limit=28`);
  expect(products.status).toBe(200);
  expect(await products.json()).toMatchObject({ products: [] });
  const login = await fetch(`${shop.base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@gmail.com', password: 'Owner-pass-42!' }),
  });
  expect(login.status).toBe(200);
  expect((await fetch(`${shop.base}/api/docs`)).status).toBe(200);
  expect(await stop(shop)).toBe(0);
}, 180_000);

it('restarts on its data without rebuilding, even when a source file looks newer than the build', async () => {
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'src', 'changed.ts'), 'export {};\n');
  const shop = await start();
  expect(shop.output()).toMatch(/cannot build: starting the build as shipped/);
  expect((await fetch(`${shop.base}/api/user/getAllproducts?page=1&limit=28`)).status).toBe(200);
  expect(await stop(shop)).toBe(0);
}, 180_000);
