import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

// `npm test` / `npm run check`: everything CI runs, in order, then one summary line of all tests.
// The API suite runs on PGlite always, and on PostgreSQL too: TEST_DATABASE_URL's server, or a private one.

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const steps: Array<{ name: string; command: string; args: string[] }> = [
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  // Files, dependencies and exports nothing uses (knip.jsonc names the entry points its plugins cannot see).
  { name: 'unused code', command: 'npx', args: ['knip', '--no-progress'] },
  { name: 'unit and API tests', command: 'npx', args: ['vitest', 'run'] },
  // The journeys run the production build: the web app and the compiled server, started with node.
  { name: 'build', command: 'npx', args: ['tsx', 'scripts/build.ts'] },
  { name: 'browser journeys', command: 'npx', args: ['playwright', 'test', '--fail-on-flaky-tests'] },
];

fs.rmSync('.reports', { recursive: true, force: true });
const failedSteps: string[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    failedSteps.push(step.name);
    console.log(`=== ${step.name}: FAILED (${seconds} s) ===`);
    // Later steps still run so that one report shows every problem, except the journeys need a build.
    if (step.name === 'build') break;
  } else {
    console.log(`=== ${step.name}: ok (${seconds} s) ===`);
  }
}

function readJson<T>(file: string): T | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}

const vitest = readJson<Record<string, Counts>>('.reports/vitest-summary.json') ?? {};
const playwright = readJson<{
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}>('.reports/playwright.json');
const journeys: Counts = playwright
  ? {
      // A journey that passed only on a retry is a failure: something in it does not hold every time.
      passed: playwright.stats.expected,
      failed: playwright.stats.unexpected + playwright.stats.flaky,
      skipped: playwright.stats.skipped,
    }
  : { passed: 0, failed: 0, skipped: 0 };

const rows: Array<[string, Counts | undefined]> = [
  ['unit tests', vitest['unit']],
  ['component tests', vitest['components']],
  ['API tests on PGlite', vitest['api-pglite']],
  ['API tests on PostgreSQL', vitest['api-postgres']],
  ['fault tests', vitest['faults']],
  ['production start', vitest['production-start']],
  ['browser journeys (Chromium)', playwright ? journeys : undefined],
];
console.log('\n=== summary ===');
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const [label, counts] of rows) {
  if (!counts) {
    console.log(`  ${label}: not run`);
    continue;
  }
  console.log(`  ${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
if (failedSteps.length) console.log(`  failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps.length || total.failed ? 1 : 0);
