import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createShopLogger } from './logger';
import { shopLogDestination } from './log-destination';

// A file opened beforehand and named by its descriptor, as the shop's standard output is: ready from the first line.
const files: string[] = [];
function logFile(): { file: string; fd: number } {
  const file = path.join(os.tmpdir(), `littlehope-log-${process.pid}-${files.length}.log`);
  files.push(file);
  return { file, fd: fs.openSync(file, 'w') };
}
afterEach(() => {
  for (const file of files.splice(0)) fs.rmSync(file, { force: true });
});

const linesOf = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; n?: number });

/** Runs a script in a process of its own (the shop's TypeScript through tsx), as the shop runs. */
function runAlone(script: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.resolve(__dirname, '../..'),
    encoding: 'utf8',
  });
}

describe("the shop's log destination", () => {
  it('writes every line of a busy turn, whole and in order', async () => {
    const { file, fd } = logFile();
    const logger = createShopLogger('info', shopLogDestination(fd));
    for (let n = 0; n < 2_000; n++) logger.info({ n }, 'request completed');
    // Written in the background, as pino's destination writes them.
    await expect.poll(() => linesOf(file).length).toBe(2_000);
    const lines = linesOf(file);
    expect(lines.map((line) => line.n)).toEqual(Array.from({ length: 2_000 }, (_, n) => n));
  });

  it.each([
    ['the process exits', `process.exit(3);`, 3],
    ['an uncaught error ends the process', `throw new Error('the shop failed');`, 1],
  ])('writes the lines of the last turn when %s', (_, ending, status) => {
    const { file } = logFile();
    const ran = runAlone(`
      import fs from 'node:fs';
      import { createShopLogger } from './src/server/logger.ts';
      import { shopLogDestination } from './src/server/log-destination.ts';
      const logger = createShopLogger('info', shopLogDestination(fs.openSync(${JSON.stringify(file)}, 'a')));
      for (let n = 0; n < 500; n++) logger.info({ n }, 'line');
      logger.error('the last line');
      ${ending}
    `);
    expect(ran.status, ran.stderr).toBe(status);
    const lines = linesOf(file);
    expect(lines).toHaveLength(501);
    expect(lines.at(-1)!.msg).toBe('the last line');
  });
});
