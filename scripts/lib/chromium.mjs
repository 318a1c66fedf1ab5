// @ts-check
// Debian's Chromium, headless, as every script of this repo launches it (Playwright downloads
// no browser on these machines). CHROMIUM_PATH overrides the executable.
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export function chromiumAvailable() {
  return existsSync(CHROMIUM_PATH);
}

/** `chromium.launch` options for playwright-core. */
export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
}
