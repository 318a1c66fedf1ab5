import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/** Debian's Chromium: Playwright downloads no browser on these machines. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
  },
  // The site as readers get it: production builds (made by `npm test` before this runs),
  // served by the local server on a fresh likes database with a high rate limit.
  webServer: {
    command: 'node server/dist/main.js',
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/runtime-manifest.json`,
    reuseExistingServer: false,
    env: {
      PORT: String(E2E_PORT),
      LIKES_DB_FILE: `.data/e2e-likes-${Date.now()}.sqlite`,
      LIKES_RATE_LIMIT_PER_MINUTE: '100000',
    },
  },
});
