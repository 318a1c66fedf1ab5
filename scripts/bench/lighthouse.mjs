// Lighthouse through its Node API, when the package is installed (lighthouse@12.8.x; 13
// needs Node 22). Mobile form factor at 390 x 844, Lighthouse's default simulated slow-4G
// throttling. Returns null when Lighthouse is not installed.
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';

const require = createRequire(import.meta.url);
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function loadLighthouse() {
  try {
    require.resolve('lighthouse');
  } catch {
    return null;
  }
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  return async function runLighthouse(url) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
    });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        {
          extends: 'lighthouse:default',
          settings: {
            onlyCategories: CATEGORIES,
            formFactor: 'mobile',
            screenEmulation: {
              mobile: true,
              width: 390,
              height: 844,
              deviceScaleFactor: 3,
              disabled: false,
            },
          },
        },
      );
      const { categories, audits } = result.lhr;
      return {
        scores: Object.fromEntries(
          CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
        ),
        failing: CATEGORIES.flatMap((id) =>
          (categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
            .map((ref) => `${id}: ${ref.id}`),
        ),
      };
    } finally {
      await chrome.kill();
    }
  };
}
