import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';
import { JOURNEY_WORKERS, journeyShops, thisWorkersShop } from './e2e/support/journey-shops';

// Journeys run in Debian's Chromium against the built shop, started on its own port with a throwaway
// data directory (embedded database, demo data) and a local SMTP catcher whose mails the tests read:
// one such shop for each test worker (e2e/support/journey-shops.ts).

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // A journey's cap catches a hang, not slowness (the bench measures speed): a journey with a parent and an owner in
  // two browsers took 40–60 s on a slower machine of this kind with two journeys side by side, where it takes 10–20
  // on a fast one.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // A spec file's journeys run in order in one worker, on that worker's shop.
  fullyParallel: false,
  workers: JOURNEY_WORKERS,
  // A journey that passes only when tried again is a failure to find, not to hide.
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: thisWorkersShop().url,
    // No trace: recording one for every journey (to keep those that fail) made the whole run a fifth slower, and a
    // run's failures are read from its printed errors and call logs. To look into one, run it again with
    // `npx playwright test <file> --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: journeyShops.map((shop) => ({
    command: 'npx tsx e2e/support/start-shop.ts',
    env: { E2E_SHOP_PORT: String(shop.port), E2E_SHOP_DATA_DIR: shop.dataDir },
    url: `${shop.url}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
  ],
});
