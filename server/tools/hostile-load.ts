// The issue 34 reproductions against a built server, for the figures in docs/operations.md
// ("Hostile clients"): the server runs at a 1,024-descriptor limit (prlimit), the
// attackers connect from 127.0.0.1, the other reader from 127.0.0.2.
//   node --import ./server/tools/register-ts.mjs server/tools/hostile-load.ts \
//     [--server server/dist/main.js] [--port 4321] [--shell-dist shell/dist] \
//     [--descriptors 1024] [pipelining] [slowloris] [write-lock]
//     [neighbour-pipelining] [neighbour-slowloris] [neighbour-flood]
// --server may be another checkout's build (the code before a change), or server/src/main.ts. Prints, for each
// scenario, the reader's page time idle and under attack, the server's memory and its log.
// The neighbour-* scenarios are issue 45's: the attacker and the reader share 127.0.0.3,
// as readers behind one NAT do, and the reader's page loads under the attack are counted.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  halfSentRequests,
  median,
  memoryOf,
  pagesEvery,
  pipelinedBursts,
  pipelineFlood,
  readPages,
  timedGet,
  type Timed,
} from './hostile-clients.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    server: { type: 'string', default: path.join(repoRoot, 'server/dist/main.js') },
    port: { type: 'string', default: '4321' },
    'shell-dist': { type: 'string', default: path.join(repoRoot, 'shell/dist') },
    descriptors: { type: 'string', default: '1024' },
  },
});
const scenarios = positionals.length > 0 ? positionals : ['pipelining', 'slowloris', 'write-lock'];
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const READER = '127.0.0.2';
/** The address the neighbour-* scenarios' attacker and reader share. */
const SHARED = '127.0.0.3';
const POST = 'test-post-a';

interface Server {
  child: ChildProcess;
  pid: number;
  store: string;
  log(): string;
  stop(): Promise<void>;
}

async function startServer(dir: string): Promise<Server> {
  const store = path.join(dir, `likes-${randomUUID()}.sqlite`);
  const posts = path.join(dir, 'likeable-posts.json');
  writeFileSync(posts, JSON.stringify({ postIds: [POST, 'test-post-b'] }));
  const entry = values.server as string;
  // Sources (server/src/main.ts) run through the tests' loader; a build runs as it is.
  const loader = entry.endsWith('.ts') ? ['--import', path.join(here, 'register-ts.mjs')] : [];
  const child = spawn(
    'prlimit',
    [`--nofile=${values.descriptors}`, process.execPath, ...loader, entry],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SHELL_DIST: values['shell-dist'],
        LIKES_DB_FILE: store,
        LIKES_CREATE_STORE: '1',
        LIKEABLE_POSTS_FILE: posts,
        LIKES_RATE_LIMIT_PER_MINUTE: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  await new Promise<void>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('Site ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${log}`)));
  });
  return {
    child,
    pid: child.pid!,
    store,
    log: () => log,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

function tally(answers: readonly Timed[]): string {
  const counts = new Map<string, number>();
  for (const { status } of answers)
    counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n} x ${status}`).join(', ') || 'none';
}

function logLines(server: Server): string {
  const lines = server.log().trim().split('\n').filter(Boolean);
  return lines.length === 0
    ? '(nothing)'
    : lines.map((line) => `    ${line.slice(0, 300)}`).join('\n');
}

/** The reader's page before any attack, after a few to warm the server up. */
async function idlePages(url = `${base}/`): Promise<{ ms: number[] }> {
  await readPages(url, READER, 10);
  return readPages(url, READER, 20);
}

async function pipelining(server: Server): Promise<void> {
  const idle = await idlePages();
  console.info(`  idle: the reader's page, median ${ms(median(idle.ms))} (20 pages)`);
  const rest = memoryOf(server.pid);
  const flood = pipelineFlood(port, { sockets: 3, requests: 20_000 });
  const answers: Timed[] = [];
  let peak = rest.rssMb;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(server.pid).rssMb)), 100);
  const until = performance.now() + 15_000;
  while (performance.now() < until) answers.push(await timedGet(`${base}/`, READER));
  clearInterval(sampler);
  const done = await flood.stop();
  const ok = answers.filter((answer) => answer.status === 200).map((answer) => answer.ms);
  console.info(
    `  3 sockets x 20,000 pipelined GET / never read, 15 s (${done.connections} connections, ${done.closedByServer} closed by the server):`,
  );
  console.info(
    `  the reader meanwhile: ${answers.length} pages (${tally(answers)}), median ${ms(median(ok))}, worst ${ms(Math.max(0, ...answers.map((a) => a.ms)))}`,
  );
  console.info(`  server RSS: ${rest.rssMb} MB at rest, ${peak} MB at most (sampled every 100 ms)`);
  console.info(`  server log:\n${logLines(server)}`);
}

async function slowloris(server: Server): Promise<void> {
  const idle = await idlePages();
  console.info(`  idle: the reader's page, median ${ms(median(idle.ms))} (20 pages)`);
  const started = performance.now();
  const attack = await halfSentRequests(port, 1100);
  console.info(
    `  1,100 half-sent requests from 127.0.0.1 in ${ms(performance.now() - started)}: ${attack.open()} open, ${attack.closedByServer()} closed by the server (${[...attack.answers()].map(([status, n]) => `${n} x ${status}`).join(', ') || 'no answers'})`,
  );
  const settle = performance.now();
  while (performance.now() - settle < 2000 && attack.open() > 64) await sleep(50);
  console.info(
    `  ${ms(performance.now() - started)} after the first: ${attack.open()} open, ${attack.closedByServer()} closed (${[...attack.answers()].map(([status, n]) => `${n} x ${status}`).join(', ') || 'no answers'})`,
  );
  const readers = await Promise.all(
    Array.from({ length: 29 }, (_, i) => timedGet(`${base}/`, `127.0.0.${10 + i}`)),
  );
  const ok = readers.filter((answer) => answer.status === 200).map((answer) => answer.ms);
  console.info(
    `  29 other readers at once (127.0.0.10-38): ${tally(readers)}; median ${ms(median(ok))}, worst ${ms(Math.max(0, ...readers.map((a) => a.ms)))}`,
  );
  console.info(`  server RSS: ${memoryOf(server.pid).rssMb} MB`);
  attack.stop();
  console.info(`  server log:\n${logLines(server)}`);
}

/** The neighbour's 25 page loads, one a second, each on a new connection: what they met. */
async function neighbourPages(): Promise<string> {
  const answers = await pagesEvery(`${base}/`, SHARED, 25, 1000);
  const ok = answers.filter((answer) => answer.status === 200).map((answer) => answer.ms);
  return `${tally(answers)}; median ${ms(median(ok))}, worst ${ms(Math.max(0, ...answers.map((a) => a.ms)))}`;
}

async function neighbourPipelining(server: Server): Promise<void> {
  const bursts = pipelinedBursts(port, { requests: 12, everyMs: 10_000, localAddress: SHARED });
  const pages = await neighbourPages();
  const done = bursts.stop();
  console.info(
    `  12 pipelined GET / in one write from ${SHARED} every 10 s: ${done.bursts} bursts, ${done.cut} connections cut, ${done.refused} refused (429)`,
  );
  console.info(`  the neighbour at ${SHARED}, 25 pages one a second: ${pages}`);
  console.info(`  server log:\n${logLines(server)}`);
}

async function neighbourSlowloris(server: Server): Promise<void> {
  const attack = await halfSentRequests(port, 64, { localAddress: SHARED, reopen: true });
  await sleep(500);
  console.info(
    `  64 half-sent requests from ${SHARED}, reopened when closed: ${attack.open()} open`,
  );
  const pages = await neighbourPages();
  console.info(`  the neighbour at ${SHARED}, 25 pages one a second: ${pages}`);
  console.info(
    `  the attacker meanwhile: ${attack.open()} open, ${attack.closedByServer()} closed by the server (${[...attack.answers()].map(([status, n]) => `${n} x ${status}`).join(', ') || 'no answers'})`,
  );
  attack.stop();
  console.info(`  server log:\n${logLines(server)}`);
}

async function neighbourFlood(server: Server): Promise<void> {
  const flood = pipelineFlood(port, { sockets: 3, requests: 20_000, localAddress: SHARED });
  const pages = await neighbourPages();
  const done = await flood.stop();
  console.info(
    `  3 sockets x 20,000 pipelined GET / never read from ${SHARED}, reconnecting when cut (${done.connections} connections, ${done.closedByServer} closed by the server)`,
  );
  console.info(`  the neighbour at ${SHARED}, 25 pages one a second: ${pages}`);
  console.info(`  server log:\n${logLines(server)}`);
}

function like(key: string): Promise<Timed & { count?: number }> {
  const started = performance.now();
  return fetch(`${base}/api/likes/${POST}`, { method: 'POST', headers: { 'Idempotency-Key': key } })
    .then(async (res) => {
      const body = (await res.json()) as { count?: number };
      const retry = res.headers.get('retry-after');
      return {
        status: retry ? `${res.status} (Retry-After: ${retry})` : res.status,
        ms: performance.now() - started,
        count: body.count,
      };
    })
    .catch((error: Error) => ({ status: error.message, ms: performance.now() - started }));
}

async function writeLock(server: Server): Promise<void> {
  const idle = await idlePages();
  const idleCounts = await idlePages(`${base}/api/likes/${POST}`);
  console.info(
    `  idle: page ${ms(median(idle.ms))}, count ${ms(median(idleCounts.ms))} (medians of 20)`,
  );
  const holder = spawn(
    process.execPath,
    [
      '--import',
      path.join(here, 'register-ts.mjs'),
      path.join(here, 'hold-write-lock.ts'),
      server.store,
      '10000',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const output = createInterface({ input: holder.stdout! });
  await new Promise<void>((resolve) => output.once('line', () => resolve()));
  const lockedAt = performance.now();
  const released = new Promise<void>((resolve) => output.once('line', () => resolve()));
  let holding = true;
  void released.then(() => (holding = false));
  const pages: Timed[] = [];
  const counts: Timed[] = [];
  const likes: Promise<Timed & { count?: number }>[] = [];
  const keys: string[] = [];
  const reader = (async () => {
    while (holding) {
      pages.push(await timedGet(`${base}/`, READER));
      counts.push(await timedGet(`${base}/api/likes/${POST}`, READER));
      await sleep(100);
    }
  })();
  for (let second = 0; second < 9; second += 1) {
    await sleep(second === 0 ? 500 : 1000);
    const key = randomUUID();
    keys.push(key);
    likes.push(like(key));
  }
  await released;
  await reader;
  const answered = await Promise.all(likes);
  console.info(
    `  another process held BEGIN IMMEDIATE for ${ms(performance.now() - lockedAt)}; a like every second meanwhile:`,
  );
  console.info(
    `  pages: ${tally(pages)}, median ${ms(median(pages.map((a) => a.ms)))}, worst ${ms(Math.max(...pages.map((a) => a.ms)))}`,
  );
  console.info(
    `  counts: ${tally(counts)}, median ${ms(median(counts.map((a) => a.ms)))}, worst ${ms(Math.max(...counts.map((a) => a.ms)))}`,
  );
  console.info(
    `  likes: ${tally(answered)}; times ${answered.map((a) => Math.round(a.ms)).join(', ')} ms`,
  );
  // The likes again with their keys, as the browser's queue sends them: each counted once.
  const retried = await Promise.all(keys.map((key) => like(key)));
  const count = Math.max(...retried.map((answer) => answer.count ?? 0));
  console.info(
    `  the same likes again once the lock is gone: ${tally(retried)}; count ${count} (${keys.length} keys)`,
  );
  console.info(`  server log:\n${logLines(server)}`);
}

const dir = mkdtempSync(path.join(tmpdir(), 'hostile-load-'));
const runs: Record<string, (server: Server) => Promise<void>> = {
  pipelining,
  slowloris,
  'write-lock': writeLock,
  'neighbour-pipelining': neighbourPipelining,
  'neighbour-slowloris': neighbourSlowloris,
  'neighbour-flood': neighbourFlood,
};
console.info(`server: ${values.server}, at --nofile=${values.descriptors}, port ${port}`);
try {
  for (const name of scenarios) {
    const run = runs[name];
    if (!run) throw new Error(`unknown scenario ${name}: use ${Object.keys(runs).join(', ')}`);
    const server = await startServer(dir);
    console.info(`${name}:`);
    try {
      await run(server);
    } finally {
      await server.stop();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
