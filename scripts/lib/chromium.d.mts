// Types for chromium.mjs, for the TypeScript that imports it (e2e/playwright.config.ts).
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export function chromiumAvailable(): boolean;
export function chromiumLaunchOptions(): { executablePath: string; args: string[] };
