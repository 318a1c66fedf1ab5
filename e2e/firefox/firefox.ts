import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type Page,
} from 'puppeteer-core';

/**
 * The Firefox smoke set's browser: Debian's Firefox ESR, headless, driven by puppeteer-core
 * over WebDriver BiDi (Playwright's Firefox is a patched build that cannot be downloaded
 * here). `page.setViewport` fails on Firefox over BiDi: the window size is set by arguments.
 */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WINDOW = { width: 1280, height: 900 };

/** `serviceWorkers`: the offline test's browser, with the site's worker allowed. */
export function launchFirefox({ serviceWorkers = false } = {}): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    protocol: 'webDriverBiDi',
    headless: true,
    defaultViewport: null,
    args: [`--width=${WINDOW.width}`, `--height=${WINDOW.height}`],
    // No service worker, as in the Playwright suites (docs/testing.md): the smoke set refuses
    // sections' files by request interception, which a worker's own fetches would bypass.
    extraPrefsFirefox: { 'dom.serviceWorkers.enabled': serviceWorkers },
  });
}

/**
 * React's reports of a prerendered page it could not adopt as it is: in production the
 * minified errors #418/#419/#421/#423/#425 (thrown to window.onerror), in development
 * "Hydration failed…", "…did not match…"; anything else that speaks of hydrating too. Not
 * #422: a section whose code failed while its part of the page waited to hydrate shows its
 * fallback (the containment test's business), as in e2e/support/test.ts.
 */
export const HYDRATION_ERROR =
  /Minified React error #(418|419|421|423|425)\b|hydrat|did not match/i;

/** What one page logged: console errors and warnings, and uncaught exceptions. */
interface PageLog {
  page: Page;
  /**
   * `error: …`, `warn: …` or `pageerror: …`, in order. A console error given an Error object
   * reads `JSHandle@error` (BiDi sends no message for it): React's uncaught and recoverable
   * errors, hydration mismatches among them, reach `pageerror` with their message.
   */
  entries: string[];
  /** Console errors the test expects (a remote it made fail); all others fail the test. */
  allowed: RegExp[];
  /** The guard's own test makes a mismatch on purpose. */
  hydrationMismatchExpected: boolean;
}

/**
 * The browser and the site of the whole run, and the pages of the test that is running:
 * every page opened through `open` is watched, and `finishTest` fails the test on a console
 * error it did not expect or on any hydration error, then closes what the test opened.
 */
export class Harness {
  private logs: PageLog[] = [];
  private contexts: BrowserContext[] = [];

  constructor(
    readonly browser: Browser,
    readonly origin: string,
  ) {}

  /** A page in a fresh browser context (its own storage: a separate reader). */
  async open(): Promise<Page> {
    const context = await this.browser.createBrowserContext();
    this.contexts.push(context);
    const page = await context.newPage();
    const log: PageLog = { page, entries: [], allowed: [], hydrationMismatchExpected: false };
    this.logs.push(log);
    page.on('console', (message) => {
      const type = message.type();
      if (type === 'error' || type === 'warn') log.entries.push(`${type}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      log.entries.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`);
    });
    return page;
  }

  /** Console errors matching one of `patterns` are expected on this page. */
  allowErrors(page: Page, ...patterns: RegExp[]): void {
    this.logOf(page).allowed.push(...patterns);
  }

  /** The hydration guard's own test: a mismatch is what it provokes. */
  expectHydrationMismatch(page: Page): void {
    this.logOf(page).hydrationMismatchExpected = true;
  }

  /** Everything the page logged so far. */
  entries(page: Page): string[] {
    return [...this.logOf(page).entries];
  }

  /** Closes the test's pages; then fails on a hydration error or an unexpected error. */
  async finishTest(): Promise<void> {
    const logs = this.logs;
    const contexts = this.contexts;
    this.logs = [];
    this.contexts = [];
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    const problems: string[] = [];
    for (const log of logs) {
      const url = log.page.url();
      for (const entry of log.entries) {
        if (HYDRATION_ERROR.test(entry)) {
          if (!log.hydrationMismatchExpected) problems.push(`hydration error on ${url}: ${entry}`);
        } else if (!entry.startsWith('warn: ') && !log.allowed.some((re) => re.test(entry))) {
          problems.push(`console error on ${url}: ${entry}`);
        }
      }
    }
    if (problems.length > 0) {
      throw new Error(`the pages logged what they should not:\n${problems.join('\n')}`);
    }
  }

  private logOf(page: Page): PageLog {
    const log = this.logs.find((candidate) => candidate.page === page);
    if (!log) throw new Error('page not opened through the harness');
    return log;
  }
}

/**
 * Polls `check` in the page every 100 ms until it returns something truthy, and returns it.
 * (Puppeteer's waitForFunction builds a function from a string in the page, which the
 * site's Content-Security-Policy forbids: no 'unsafe-eval'; page.setBypassCSP needs CDP,
 * which Firefox does not speak. evaluate is not subject to the page's policy.)
 */
export async function waitFor<T, A = undefined>(
  page: Page,
  what: string,
  check: (arg: A) => T,
  arg?: A,
  timeout = 10_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = (await page.evaluate(check as (arg: unknown) => T, arg)) as T;
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      // A navigation in between destroys the context the check ran in: try again.
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeout} ms waiting for ${what} (last: ${String(last)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The first element matching `selector` whose aria-label (or else text) matches `name`,
 * waited for, as a handle to click or focus. A small stand-in for Playwright's getByRole.
 */
export async function findElement(
  page: Page,
  selector: string,
  name: string | RegExp,
  timeout = 10_000,
): Promise<ElementHandle<Element>> {
  const pattern = typeof name === 'string' ? new RegExp(`^${escape(name)}$`) : name;
  const query = { selector, source: pattern.source, flags: pattern.flags, found: true };
  const what = `${selector} named ${String(name)}`;
  // Waited for as a boolean (an element does not come back from evaluate), then fetched.
  await waitFor(page, what, findIn, query, timeout);
  const handle = (await page.evaluateHandle(findIn, { ...query, found: false })).asElement();
  if (!handle) throw new Error(`${what} went away`);
  return handle as ElementHandle<Element>;
}

/**
 * In the page: the element `findElement` looks for, or (`found`) whether there is one.
 * Self-contained: it is sent to the page as text.
 */
function findIn(query: {
  selector: string;
  source: string;
  flags: string;
  found: boolean;
}): Element | boolean | null {
  const re = new RegExp(query.source, query.flags);
  const element = [...document.querySelectorAll(query.selector)].find((candidate) => {
    const label = candidate.getAttribute('aria-label');
    return re.test(label ?? (candidate.textContent ?? '').replace(/\s+/g, ' ').trim());
  });
  return query.found ? element !== undefined : (element ?? null);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Waits until the shell has taken the page over (<html data-app="live">, as e2e/support). */
export async function waitForApp(page: Page): Promise<void> {
  try {
    await waitFor(page, 'the app to take the page over', () => {
      return document.documentElement.dataset.app === 'live';
    });
  } catch (error) {
    // What the page had fetched and how far it got: a stalled start says where it stalled.
    const state = await page
      .evaluate(() => ({
        readyState: document.readyState,
        scripts: [...document.scripts].map((script) => script.src || '(inline)'),
        fetched: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
          (entry) =>
            `${Math.round(entry.startTime)}-${Math.round(entry.responseEnd)} ${entry.name}`,
        ),
      }))
      .catch((reason: unknown) => String(reason));
    throw new Error(`${(error as Error).message}\n${JSON.stringify(state, null, 2)}`, {
      cause: error,
    });
  }
}

/**
 * Waits until the page's section has taken its part over too: the part holding the main
 * heading says `data-live` (as e2e/support/app-ready.ts; before then, a click is followed by
 * the browser, not the app).
 */
export async function waitForSection(page: Page, what = 'the section to hydrate'): Promise<void> {
  await waitForApp(page);
  await waitFor(
    page,
    what,
    () =>
      document.querySelector('main h1')?.closest('[data-part]')?.hasAttribute('data-live') === true,
  );
}
