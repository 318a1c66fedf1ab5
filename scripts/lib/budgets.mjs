// @ts-check
// The budgets of the production site's routes: what each route fetched when last measured
// (e2e/budgets.json, data written by `npm run measure -- --update-budgets`) and the policy that
// turns a measurement into a budget. Read by the budgets test (e2e/tests/budgets.spec.ts),
// which holds no figure of its own, and by the update that writes the table in
// docs/performance.md.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './repo-root.mjs';

/**
 * @typedef {{ jsKb: number, requests: number }} Load JS gzip KB and requests
 * @typedef {Load & { ahead?: Load, onceIdleKb?: number }} Fetched what a route fetched before
 *   idle, ahead of the reader once idle, and the JS of all it fetched without the reader
 *   acting (`onceIdleKb`: before idle, ahead, and the deferred work such as another section's
 *   part coming into view; a phone that is not scrolled)
 * @typedef {{ about: string, measured: string, routes: Record<string, Fetched> }} MeasuredBudgets
 */

export const BUDGETS_FILE = path.join(REPO_ROOT, 'e2e/budgets.json');

/**
 * The ceilings no measurement raises: `/`, the 404 page and /search (the shell alone) 131 KB
 * of JS before idle, a section's page 143 (docs/performance.md, "Targets and budgets": 140
 * until the served page became the floor and pages were kept for offline reading, ~2 KB on
 * every section page; 143 since the cards, the one Button and the newest poem: 3 KB owed
 * back; the shell's 130 became 131 with search's control and route, ~0.7 KB on every page,
 * docs/decisions/018-search-built-with-the-pages.md: 1 KB owed back; 132 and 144 with light
 * and dark, ~1.2 KB on every page: the scheme's colours and the header's control,
 * docs/decisions/020-light-and-dark.md: 1 KB owed back; a section's 145 when, merged with
 * the day's other changes, /portfolio measured 144.1: 5 KB owed back on section pages; the
 * shell's 133 with the home page's working sign-up form, ~1 KB on `/`,
 * docs/decisions/027-a-sign-up-that-works-where-the-site-runs.md: 1 KB owed back; 133.5 and
 * 145.5 with the site's player, whose listener and slot every page carries so that a
 * recording plays on across pages, ~0.35 KB on every page, its controls fetched on the first
 * play: docs/decisions/032-the-players-listener-on-every-page.md); back to 133 and 145 when
 * Module Federation's unused asset preloader left the shell's runtime, 0.9 KB on every page
 * (decision 032, "Paid back"). Down to 110 and 140 (2026-11-29) when the shell stopped
 * starting the federation runtime with every page: built without the MF plugin, it creates
 * the runtime when a page first needs a section (docs/decisions/033-the-shell-starts-federation-when-a-section-is-needed.md):
 * `/` 132.2 -> 108.5 KB, a section's page 4.5 KB less (/portfolio 143.9 -> 139.4). A section's
 * down to 136 the same day, when the shell's build defined for the runtime what the MF plugin
 * had defined for it (toolchain/shell-build.mjs, SHELL_RUNTIME_DEFINES: no snapshot plugin,
 * no Node loader), 4.3 KB less on every section page (/portfolio 139.4 -> 135.2).
 */
export const SHELL_JS_KB = 110;
export const SECTION_JS_KB = 136;

/**
 * A poem's own page: a section's ceiling and the 2 KB its context line (day, theme,
 * collection), its served audio control and the recording's loader take on every poem
 * (docs/decisions/031-a-poem-page-carries-its-voice.md: 2 KB owed back). Other section pages
 * keep the section ceiling.
 */
export const POEM_PAGE_JS_KB = SECTION_JS_KB + 2;

/**
 * What a shell's own page (`/`, the 404 page, /search) may download in all without the reader
 * acting: no more than its ceiling before idle, so that nothing it defers to after idle grows
 * unseen. Issue 42 asks at most 130 KB of `/`; it measures 108.5 (docs/performance.md,
 * "Targets and budgets").
 */
export const SHELL_ONCE_IDLE_JS_KB = SHELL_JS_KB;

/** Headroom over a measurement, so that a change that adds code to a page is noticed. */
export const HEADROOM = { jsKb: 1.5, requests: 2, ahead: { jsKb: 1, requests: 1 } };

/**
 * What the archive fetches ahead is bounded by design, not by today's measurement: the poems
 * of the rows on a phone's screen or within a screen below it and the dialog's chunk, at most
 * ~24 rows however long the diary grows (the archive's poem cache, src/archive/poem-cache.ts).
 */
export const ARCHIVE_AHEAD_BOUND = { jsKb: 15, requests: 28 };

/**
 * The limits of a kind of page: the shell's own pages (home, 404, /search) and the sections'
 * differ.
 * @param {string} measuredAs a route's name in e2e/budgets.json
 * @returns {{ ceilingKb: number, aheadBound?: Load, onceIdleCeilingKb?: number }}
 */
export function limitsOf(measuredAs) {
  if (['/', '/no-such-page', '/search'].includes(measuredAs)) {
    return { ceilingKb: SHELL_JS_KB, onceIdleCeilingKb: SHELL_ONCE_IDLE_JS_KB };
  }
  // The poems' pages are measured as one kind (e2e/tests/budgets.spec.ts).
  if (measuredAs === 'a poem') return { ceilingKb: POEM_PAGE_JS_KB };
  if (measuredAs === '/red-archive') {
    return { ceilingKb: SECTION_JS_KB, aheadBound: ARCHIVE_AHEAD_BOUND };
  }
  return { ceilingKb: SECTION_JS_KB };
}

/** @returns {MeasuredBudgets} */
export function readMeasuredBudgets(file = BUDGETS_FILE) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * How much more than measured a page may fetch ahead of the reader under its bound by design.
 * @param {Fetched} measured
 * @param {Load | undefined} aheadBound
 */
const aheadSlackKb = (measured, aheadBound) =>
  aheadBound ? Math.max(0, aheadBound.jsKb - (measured.ahead?.jsKb ?? 0)) : 0;

/**
 * A route's budget from its measurement: the headroom above it, never over its ceiling.
 * @param {Fetched} measured
 * @param {{ ceilingKb: number, aheadBound?: Load, onceIdleCeilingKb?: number }} limits
 * @returns {Load & { ahead: Load, onceIdleKb: number | null }}
 */
export function budgetFrom(
  measured,
  { ceilingKb, aheadBound, onceIdleCeilingKb } = { ceilingKb: SECTION_JS_KB },
) {
  const ahead = measured.ahead
    ? {
        jsKb: measured.ahead.jsKb + HEADROOM.ahead.jsKb,
        requests: measured.ahead.requests + HEADROOM.ahead.requests,
      }
    : { jsKb: 0, requests: 0 };
  return {
    jsKb: Math.min(measured.jsKb + HEADROOM.jsKb, ceilingKb),
    requests: measured.requests + HEADROOM.requests,
    ahead: aheadBound ?? ahead,
    // Not measured yet (a budgets file from before the figure): nothing to hold. What a page
    // fetches ahead up to a bound by design (the archive's rows near the screen) may grow to
    // that bound here too.
    onceIdleKb:
      measured.onceIdleKb === undefined
        ? null
        : Math.min(
            measured.onceIdleKb + HEADROOM.jsKb + aheadSlackKb(measured, aheadBound),
            onceIdleCeilingKb ?? Infinity,
          ),
  };
}

/** Up to the next 0.1 KB: a budget written from it never sits below what was measured. */
const tenthUp = (/** @type {number} */ kb) => Math.ceil(kb * 10 - 1e-9) / 10;

/**
 * The measurements of one run of the budgets test (its record lines), one per kind of page:
 * pages measured as the same kind (a category list and its second page) keep the larger.
 * Kinds come in `order` (the file's before), new ones after: the two test workers record in
 * whichever order they finish, and a reordered file would hide the figures' diff in review.
 * @param {({ measuredAs: string } & Fetched)[]} lines
 * @param {string[]} [order]
 * @returns {Record<string, Fetched>}
 */
export function measurementsFrom(lines, order = []) {
  /** @type {Record<string, Fetched>} */
  const routes = {};
  const larger = (/** @type {Load | undefined} */ a, /** @type {Load} */ b) => ({
    jsKb: Math.max(a?.jsKb ?? 0, tenthUp(b.jsKb)),
    requests: Math.max(a?.requests ?? 0, b.requests),
  });
  for (const { measuredAs, ahead, onceIdleKb, ...load } of lines) {
    const known = routes[measuredAs];
    routes[measuredAs] = {
      ...larger(known, load),
      ...(onceIdleKb !== undefined
        ? { onceIdleKb: Math.max(known?.onceIdleKb ?? 0, tenthUp(onceIdleKb)) }
        : {}),
      ...(ahead || known?.ahead
        ? { ahead: larger(known?.ahead, ahead ?? { jsKb: 0, requests: 0 }) }
        : {}),
    };
  }
  // Where each kind stood in the file; new kinds after, in the order measured (a stable sort).
  const place = (/** @type {string} */ kind) =>
    order.includes(kind) ? order.indexOf(kind) : order.length;
  return Object.fromEntries(Object.entries(routes).sort(([a], [b]) => place(a) - place(b)));
}

/**
 * @param {MeasuredBudgets} budgets
 * @param {string} [file]
 */
export function writeMeasuredBudgets(budgets, file = BUDGETS_FILE) {
  writeFileSync(file, `${JSON.stringify(budgets, null, 2)}\n`);
}

/**
 * The budgets as a Markdown table (docs/performance.md shows it): each route's budget with
 * what was measured in brackets.
 * @param {MeasuredBudgets} budgets
 */
export function budgetsTable(budgets) {
  const rows = Object.entries(budgets.routes).map(([route, measured]) => {
    const budget = budgetFrom(measured, limitsOf(route));
    const name = route.startsWith('/') ? `\`${route}\`` : route;
    const ahead = measured.ahead
      ? `${budget.ahead.jsKb.toFixed(1)} (${measured.ahead.jsKb.toFixed(1)}) KB, ${budget.ahead.requests} (${measured.ahead.requests}) requests`
      : 'none';
    const onceIdle =
      budget.onceIdleKb === null || measured.onceIdleKb === undefined
        ? 'not measured'
        : `${budget.onceIdleKb.toFixed(1)} (${measured.onceIdleKb.toFixed(1)})`;
    return `| ${name} | ${budget.jsKb.toFixed(1)} (${measured.jsKb.toFixed(1)}) | ${budget.requests} (${measured.requests}) | ${ahead} | ${onceIdle} |`;
  });
  return [
    '| route | JS gz KB max (measured) | requests max (measured) | ahead of the reader, max (measured) | JS once idle, KB max (measured) |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
