import fs from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

const LABELS: Record<string, string> = {
  unit: 'unit tests',
  components: 'component tests (screens in jsdom)',
  'api-pglite': 'API tests on PGlite',
  'api-postgres': 'API tests on PostgreSQL',
  faults: 'fault tests (PostgreSQL stopped, process killed)',
  'production-start': 'production start (build, production-only install)',
};

/** Prints how many tests ran per project (so per database), and leaves the counts for the check script. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = new Map<string, { passed: number; failed: number; skipped: number }>();
    for (const testModule of testModules) {
      const name = testModule.project.name;
      const count = counts.get(name) ?? { passed: 0, failed: 0, skipped: 0 };
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed++;
        else if (state === 'failed') count.failed++;
        else count.skipped++;
      }
      if (testModule.state() === 'failed' && count.failed === 0) count.failed++;
      counts.set(name, count);
    }
    const lines = [...counts].map(
      ([name, c]) =>
        `  ${LABELS[name] ?? name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`,
    );
    console.log(`\nTests by project:\n${lines.join('\n')}`);
    if (!counts.has('api-postgres'))
      console.log(
        '  API tests on PostgreSQL: not run (no TEST_DATABASE_URL and no PostgreSQL server binaries)',
      );
    fs.mkdirSync('.reports', { recursive: true });
    fs.writeFileSync('.reports/vitest-summary.json', JSON.stringify(Object.fromEntries(counts), null, 2));
  }
}
