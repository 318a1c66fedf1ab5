// What the main thread does in each long task of a load, on the bench's phone profile: the
// tool behind the TBT work in docs/performance.md. Records a Chromium trace of one throttled
// load and prints, per task over 50 ms, where its time went (script evaluated or called, by
// file; compile; style, layout, paint; HTML parsing).
//
//   node scripts/bench/long-tasks.mjs http://localhost:4173/ [--runs 3] [--json FILE]
//
// Uses the site's running server (npm start, or the bench's): it measures, it serves nothing.
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { openPhonePage, QUIET_MS } from './measure-load.mjs';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'blink',
  'loading',
  'toplevel',
].join(',');
const LONG_TASK_MS = 50;

/** The trace of one load, as Chromium's trace events. */
async function traceLoad(browser, url) {
  const { context, page, cdp } = await openPhonePage(browser);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(QUIET_MS);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return events;
}

/** The renderer main thread that loaded the page: the one that parsed its HTML. */
function mainThreadOf(events, url) {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(url),
  );
  if (!parse) throw new Error(`no ParseHTML event for ${url} in the trace`);
  return { pid: parse.pid, tid: parse.tid };
}

const shortUrl = (url) => (url ? url.split('/').slice(3).join('/') || '/' : '');

/** What an event inside a task is, in words: one row of the breakdown. */
function labelOf(event) {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'EvaluateScript':
      return `evaluate ${shortUrl(data.url) || 'inline'}`;
    case 'v8.compile':
    case 'v8.compileModule':
      return `compile ${shortUrl(data.url ?? event.args?.fileName)}`;
    case 'FunctionCall':
      return `call ${data.functionName || '(anonymous)'} ${shortUrl(data.url)}`.trim();
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'FireIdleCallback':
    case 'EventDispatch':
      return `${event.name} ${data.type ?? ''}`.trim();
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'Commit':
      return 'paint';
    default:
      return null;
  }
}

/** Long tasks of the main thread, each with its time split by the outermost labelled events. */
export function longTasksOf(events, url) {
  const { pid, tid } = mainThreadOf(events, url);
  const onMain = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const navigationStart =
    events.find((event) => event.name === 'navigationStart' && event.pid === pid)?.ts ??
    onMain[0].ts;
  const tasks = onMain.filter(
    (event) => event.name === 'RunTask' && event.dur / 1000 > LONG_TASK_MS,
  );
  return tasks.map((task) => {
    const end = task.ts + task.dur;
    const inside = onMain.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= end,
    );
    // Count only the outermost labelled events, so nested ones are not counted twice.
    const split = new Map();
    let coveredUntil = -1;
    for (const event of inside) {
      const label = labelOf(event);
      if (!label || event.ts < coveredUntil) continue;
      coveredUntil = event.ts + event.dur;
      split.set(label, (split.get(label) ?? 0) + event.dur / 1000);
    }
    // Compiling (V8 compiles most functions lazily, on the main thread, at their first
    // call) happens inside evaluations and calls: reported apart, as part of them.
    let compiledUntil = -1;
    let compileMs = 0;
    for (const event of inside) {
      if (event.name !== 'V8.CompileCode' || event.ts < compiledUntil) continue;
      compiledUntil = event.ts + event.dur;
      compileMs += event.dur / 1000;
    }
    return {
      startMs: Math.round((task.ts - navigationStart) / 1000),
      durationMs: Math.round(task.dur / 1000),
      compileMs: Math.round(compileMs),
      split: [...split.entries()]
        .map(([label, ms]) => ({ label, ms: Math.round(ms) }))
        .filter((row) => row.ms >= 2)
        .sort((a, b) => b.ms - a.ms),
    };
  });
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: 'string', default: '1' }, json: { type: 'string' } },
  });
  const url = positionals[0];
  if (!url)
    throw new Error('usage: node scripts/bench/long-tasks.mjs URL [--runs N] [--json FILE]');
  const browser = await chromium.launch(chromiumLaunchOptions());
  const runs = [];
  try {
    for (let run = 0; run < Number(values.runs); run += 1) {
      // A warm-up load first: the server compresses each file once, on its first request.
      if (run === 0) await traceLoad(browser, url);
      const tasks = longTasksOf(await traceLoad(browser, url), url);
      runs.push(tasks);
      const tbt = tasks.reduce((sum, task) => sum + task.durationMs - LONG_TASK_MS, 0);
      console.log(`\nload ${run + 1}: ${tasks.length} long tasks, ${tbt} ms over 50 ms`);
      for (const task of tasks) {
        console.log(
          `  at ${task.startMs} ms, ${task.durationMs} ms (of which compiling ${task.compileMs} ms)`,
        );
        for (const row of task.split)
          console.log(`    ${String(row.ms).padStart(4)} ms  ${row.label}`);
      }
    }
  } finally {
    await browser.close();
  }
  if (values.json) await writeFile(values.json, JSON.stringify({ url, runs }, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
