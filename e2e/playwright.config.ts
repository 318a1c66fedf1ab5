import { defineConfig } from '@playwright/test';
// Debian's Chromium with the flags every script of the repo uses (Playwright downloads no
// browser on these machines).
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
import { TRACE } from './support/trace';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  // The web server below makes a fresh likes database per run; it goes when the run ends.
  globalTeardown: './support/remove-test-databases.ts',
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: chromiumLaunchOptions(),
    trace: TRACE,
    // No service worker unless a spec asks for one (offline.spec.ts): a worker answers
    // requests that page.route() then never sees, and the tests that refuse or hold a
    // section's files would test the worker's copies instead.
    serviceWorkers: 'block',
    // A reader whose system is dark, as Playwright's default is light: the specs written for
    // the dark site keep checking it; the light scheme has its own (colour-scheme.spec.ts and
    // a11y.spec.ts's light pass, which set `colorScheme` themselves).
    colorScheme: 'dark',
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
      NEWSLETTER_DB_FILE: `.data/e2e-newsletter-${Date.now()}.sqlite`,
      LIKES_CREATE_STORE: '1',
      LIKES_RATE_LIMIT_PER_MINUTE: '100000',
    },
  },
});
