import { defineConfig } from '@playwright/test';
import { readTopology, siteOrigins } from '@site/hosting-policy';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
import { TRACE } from './support/trace';

// The delivery tests: the site as deployed, on firebase-tools' Hosting emulator (four sites,
// four origins, the project's staged firebase.json) with the Firestore emulator for likes.
// `npm run hosting -- --rebuild` builds and stages the emulator target first.
const shellOrigin = siteOrigins(readTopology(), 'emulator').shell;

export default defineConfig({
  testDir: './hosting',
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // One Hosting emulator serves every test, and the redeploy test replaces a site's files.
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../test-results/hosting.json' }]],
  outputDir: '../test-results/hosting',
  use: {
    baseURL: shellOrigin,
    launchOptions: chromiumLaunchOptions(),
    trace: TRACE,
    // The redeploy test may take 10 minutes in all; one click or fill that waits on nothing
    // must not take them all.
    actionTimeout: 30_000,
    // As in the local suite: no service worker unless a spec asks for one (redeploy.spec.ts).
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'node scripts/hosting/serve.mjs --rebuild',
    cwd: '..',
    url: `${shellOrigin}/runtime-manifest.json`,
    timeout: 300_000,
    // npm test starts it itself (scripts/test-all.mjs); a developer may keep one running.
    reuseExistingServer: true,
    stdout: 'ignore',
  },
});
