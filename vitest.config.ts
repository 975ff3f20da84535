import fs from 'node:fs';
import { defineConfig } from 'vitest/config';

// Three projects: pure rules (unit), and the API suite run once on embedded PGlite and, when
// TEST_DATABASE_URL names a PostgreSQL server, once more on PostgreSQL.
const apiTests = ['src/server/**/*.test.ts'];
const unitTests = ['src/contract/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'src/server/**/*.unit.test.ts'];

const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: apiTests,
    exclude: ['src/server/**/*.unit.test.ts', 'src/server/faults/**'],
    environment: 'node',
    env: { TEST_DB: db },
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: unitTests, environment: 'node' } },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      // Faults need a PostgreSQL server of their own to stop and start: Debian's server binaries.
      ...(fs.existsSync('/usr/lib/postgresql')
        ? [
            {
              test: {
                name: 'faults',
                include: ['src/server/faults/**/*.test.ts'],
                environment: 'node',
                testTimeout: 120_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
  },
});
