import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../test/shop-process';

// A PostgreSQL server of the test's own, in a temporary folder on a free loopback port, that the test may stop and
// start at will (the shared server on 5432 is never touched). Needs the server binaries of Debian's postgresql.

export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (fs.existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

export interface PrivatePostgres {
  url: string;
  start(): void;
  /** An immediate stop, as a crash or a failover would look to the app. */
  stop(): void;
  destroy(): void;
}

/** settings: extra server settings, e.g. 'max_connections=300'. */
export async function startPrivatePostgres(options: { settings?: string[] } = {}): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root; as root, run it as the postgres user.
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) execFileSync('chown', ['-R', 'postgres', dir]);
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    if (asPostgres) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
    else execFileSync(command, args, { stdio: 'pipe' });
  };
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const serverOptions = [
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    ...(options.settings ?? []).map((setting) => `-c ${setting}`),
  ].join(' ');
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      serverOptions,
      '-w',
      '-t',
      '30',
      '-l',
      path.join(dir, 'log'),
      'start',
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: () => run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
    destroy: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
