import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { postgresBinDir } from './src/server/faults/private-postgres';

// Pure rules (unit), and the API suite run once on embedded PGlite and once more on PostgreSQL whenever one can
// be had: the server TEST_DATABASE_URL names, or else a private server the test setup starts from Debian's
// server binaries (src/server/test/global-setup.ts).
const postgresBinaries = postgresBinDir() !== undefined;
const postgresAvailable = Boolean(process.env.TEST_DATABASE_URL) || postgresBinaries;
const apiTests = ['src/server/**/*.test.ts'];
// Screens rendered in jsdom with Testing Library: their own project, so that the unit tests stay in plain Node.
const componentTests = ['src/web/**/*.component.test.tsx'];
const unitTests = [
  'src/contract/**/*.test.ts',
  'src/web/**/*.test.{ts,tsx}',
  'src/server/**/*.unit.test.ts',
  'bench/**/*.unit.test.ts',
];

const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: apiTests,
    exclude: ['src/server/**/*.unit.test.ts', 'src/server/faults/**'],
    environment: 'node',
    env: { TEST_DB: db },
    globalSetup: ['src/server/test/global-setup.ts'],
    // A test file's process goes on to the next file: each file builds its own app on its own database
    // (test/harness.ts), so files share only loaded code, and loading the server and PGlite afresh for every file
    // was half of the suite's time (docs/decisions/0086-api-test-files-share-a-process.md).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default leaves a core for itself (one file at a time on two cores). A test file spends much of its
    // time waiting, for PostgreSQL, a child process or a timer, so two run side by side even on two cores
    // (docs/decisions/0081-tests-share-the-cores.md).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: unitTests,
          exclude: [...configDefaults.exclude, ...componentTests],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'components',
          include: componentTests,
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      // Builds the shop into a temporary folder and starts it from a production-only install (about a minute).
      {
        test: {
          name: 'production-start',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 240_000,
        },
      },
      apiProject('api-pglite', 'pglite'),
      ...(postgresAvailable ? [apiProject('api-postgres', 'postgres')] : []),
      // Faults need a PostgreSQL server of their own to stop and start: Debian's server binaries.
      ...(postgresBinaries
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
