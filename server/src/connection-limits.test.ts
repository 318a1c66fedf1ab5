import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  halfSentRequests,
  median,
  memoryOf,
  pagesEvery,
  pipelinedBursts,
  pipelineFlood,
  readPages,
  timedGet,
} from '../tools/hostile-clients.js';
import { startLikesServer, type RunningLikesServer } from '../tools/spawn-likes-server.cjs';

// Issue 34's reproductions against the real server in its own process, started at a
// 1,024-descriptor limit: no client starves the others. The attacker connects from
// 127.0.0.1, the other readers from other loopback addresses (127/8), so that the server
// sees them as different clients.
jest.setTimeout(60_000);

const ATTACKER = '127.0.0.1';
const READER = '127.0.0.2';
const DESCRIPTORS = 1024;
/** The figure: "a few hundred MB at most" under the floods. */
const MAX_RSS_MB = 300;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'connection-limits-'));
  mkdirSync(path.join(dir, 'shell'));
  // A page of the size of the prerendered home (28 KB): what a flood makes the server copy.
  const words = 'A paragraph of a page the reader came for. '.repeat(650);
  writeFileSync(
    path.join(dir, 'shell/index.html'),
    `<!doctype html><title>Home</title><p>${words}</p>`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function startServer(env: Record<string, string> = {}): Promise<RunningLikesServer> {
  return startLikesServer({
    dbFile: path.join(dir, `likes-${performance.now()}.sqlite`),
    descriptorLimit: DESCRIPTORS,
    env: {
      SHELL_DIST: path.join(dir, 'shell'),
      // The default cap per client (the launcher raises it for the other tests).
      MAX_CONNECTIONS_PER_CLIENT: '',
      ...env,
    },
  });
}

function logLines(server: RunningLikesServer): string[] {
  return server.stderr().trim().split('\n').filter(Boolean);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('3 sockets pipelining 20,000 GET / without reading: memory stays bounded, another reader is served as when idle', async () => {
  const server = await startServer();
  const page = `${server.baseUrl}/`;
  try {
    await readPages(page, READER, 10); // warm-up
    const idle = await readPages(page, READER, 20);
    const atRest = memoryOf(server.pid!).rssMb;

    const flood = pipelineFlood(server.port, { sockets: 3, requests: 20_000 });
    let peak = atRest;
    const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(server.pid!).rssMb)), 100);
    const during = { ms: [] as number[], failed: [] as unknown[] };
    const until = performance.now() + 5000;
    while (performance.now() < until) {
      const answer = await timedGet(page, READER);
      if (answer.status === 200) during.ms.push(answer.ms);
      else during.failed.push(answer.status);
    }
    clearInterval(sampler);
    const done = await flood.stop();

    console.info(
      `pipelining: reader median ${median(idle.ms).toFixed(1)} ms idle, ${median(during.ms).toFixed(1)} ms under the flood (${during.ms.length} pages); RSS ${atRest} MB at rest, ${peak} MB at most; ${done.connections} flood connections`,
    );
    expect(during.failed).toEqual([]);
    expect(during.ms.length).toBeGreaterThan(20);
    expect(median(during.ms)).toBeLessThan(10 * median(idle.ms));
    expect(peak).toBeLessThan(MAX_RSS_MB);
    // Each flooding connection was cut, not served to the end.
    expect(done.closedByServer).toBeGreaterThanOrEqual(3);
    // ...and a client cut again and again (more than 10 times in 10 s) is barred a while
    // (10 s), while others are not.
    expect((await timedGet(page, ATTACKER)).status).toBe(429);
    expect((await timedGet(page, READER)).status).toBe(200);
    expect(logLines(server)).toEqual([
      `Server: ${ATTACKER} sent more than 8 requests on one connection without reading the answers (MAX_PIPELINED_REQUESTS); that connection is closed`,
      `Server: ${ATTACKER} had more than 10 connections cut for pipelining (MAX_PIPELINED_REQUESTS) within 10 s; refusing its new connections with 429 for 10 s`,
    ]);
  } finally {
    await server.kill();
  }
});

test('slowloris: 1,100 half-sent requests from one host: it keeps its newest 64, 29 other readers are served, and the log says so', async () => {
  const server = await startServer({ HEADERS_TIMEOUT_SECONDS: '3' });
  try {
    const started = performance.now();
    const attack = await halfSentRequests(server.port, 1100, { localAddress: ATTACKER });
    // Each connection past its 64 closes its oldest half-sent one, as the server gets to it.
    while (attack.open() > 64 && performance.now() - started < 5000) await sleep(20);
    expect(attack.open()).toBe(64);
    expect(attack.closedByServer()).toBe(1036);
    expect([...attack.answers()]).toEqual([['no answer', 1036]]);

    const readers = await Promise.all(
      Array.from({ length: 29 }, (_, i) => timedGet(`${server.baseUrl}/`, `127.0.0.${10 + i}`)),
    );
    expect(readers.map((answer) => answer.status)).toEqual(Array(29).fill(200));
    expect(memoryOf(server.pid!).rssMb).toBeLessThan(MAX_RSS_MB);

    // The 64 it holds are cut at the headers timeout (3 s here, checked every second).
    while (attack.open() > 0 && performance.now() - started < 15_000) await sleep(100);
    expect(attack.open()).toBe(0);
    expect(attack.answers().get('408')).toBe(64);
    expect(attack.closedByServer()).toBe(1100);
    attack.stop();
    expect(logLines(server)).toEqual([
      `Server: ${ATTACKER} holds 64 connections (MAX_CONNECTIONS_PER_CLIENT), some with half-sent requests; closing the oldest of those for each new connection from it`,
      `Server: a request from ${ATTACKER} was not complete in time (headers within 3 s, HEADERS_TIMEOUT_SECONDS; the whole request within 30 s): a stalled or very slow client; answered 408 and closed`,
    ]);
  } finally {
    await server.kill();
  }
});

// Issue 45: readers behind one address (an office, carrier-grade NAT, a shared /64) are one
// client to the server. A connection that breaks a rule is cut; its neighbours, at the same
// address, keep loading pages (each on a new connection here, the worst case).
const NEIGHBOURS = '127.0.0.3';

test('a neighbour loads every page while a client at its address sends 12 pipelined requests at once every 2 s', async () => {
  const server = await startServer();
  try {
    const bursts = pipelinedBursts(server.port, {
      requests: 12,
      everyMs: 2000,
      localAddress: NEIGHBOURS,
    });
    const pages = await pagesEvery(`${server.baseUrl}/`, NEIGHBOURS, 25, 400);
    const done = bursts.stop();
    // Before (the whole address refused 10 s from the first burst): 24 of 25 were 429.
    expect(pages.map((answer) => answer.status)).toEqual(Array(25).fill(200));
    expect(done.bursts).toBeGreaterThanOrEqual(5);
    expect(done.refused).toBe(0);
    expect(done.cut).toBeGreaterThanOrEqual(done.bursts - 1);
    expect(logLines(server)).toEqual([
      `Server: ${NEIGHBOURS} sent more than 8 requests on one connection without reading the answers (MAX_PIPELINED_REQUESTS); that connection is closed`,
    ]);
  } finally {
    await server.kill();
  }
});

test('a neighbour loads every page while a client at its address holds 64 half-sent requests (opening another for each one closed)', async () => {
  const server = await startServer();
  try {
    const attack = await halfSentRequests(server.port, 64, {
      localAddress: NEIGHBOURS,
      reopen: true,
    });
    await sleep(200);
    expect(attack.open()).toBe(64);
    const pages = await pagesEvery(`${server.baseUrl}/`, NEIGHBOURS, 18, 300);
    // Before (the address's 64 connections full until the headers timeout): 18 of 18 were 429.
    expect(pages.map((answer) => answer.status)).toEqual(Array(18).fill(200));
    // Each page took the place of one of the attacker's connections, which it opened again.
    expect(attack.answers().get('no answer')).toBeGreaterThanOrEqual(18);
    expect(attack.open()).toBeGreaterThanOrEqual(60);
    attack.stop();
    expect(logLines(server)).toEqual([
      `Server: ${NEIGHBOURS} holds 64 connections (MAX_CONNECTIONS_PER_CLIENT), some with half-sent requests; closing the oldest of those for each new connection from it`,
    ]);
  } finally {
    await server.kill();
  }
});

test('beyond MAX_CONNECTIONS nobody gets a connection (503) until some close', async () => {
  const server = await startServer({ MAX_CONNECTIONS: '40' });
  try {
    const holders = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        halfSentRequests(server.port, 10, { localAddress: `127.0.1.${i + 1}` }),
      ),
    );
    await sleep(200);
    expect(holders.reduce((open, holder) => open + holder.open(), 0)).toBe(40);
    const refused = await timedGet(`${server.baseUrl}/`, READER);
    expect(refused.status).toBe(503);

    holders[0]?.stop();
    let answer = refused;
    for (let attempt = 0; attempt < 50 && answer.status !== 200; attempt += 1) {
      await sleep(20);
      answer = await timedGet(`${server.baseUrl}/`, READER);
    }
    expect(answer.status).toBe(200);
    for (const holder of holders) holder.stop();
    expect(logLines(server)).toEqual([
      'Server: 40 connections are open (MAX_CONNECTIONS); refusing new ones with 503 until some close',
    ]);
  } finally {
    await server.kill();
  }
});

test('behind trusted proxies the share per client is not applied (every reader comes through them)', async () => {
  const server = await startServer({
    TRUST_PROXY_HOPS: '1',
    MAX_CONNECTIONS_PER_CLIENT: '5',
    LIKES_STREAMS_PER_CLIENT: '2',
  });
  try {
    const proxy = await halfSentRequests(server.port, 20, { localAddress: ATTACKER });
    await sleep(200);
    expect(proxy.open()).toBe(20);
    expect((await timedGet(`${server.baseUrl}/`, ATTACKER)).status).toBe(200);
    proxy.stop();
    expect(server.stderr()).toBe('');
  } finally {
    await server.kill();
  }
});

/** `count` connections from `localAddress`, each kept open after one answered GET /. */
async function keptAliveConnections(port: number, count: number, localAddress: string) {
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect({ port, host: '127.0.0.1', localAddress }, () =>
            socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'),
          );
          let head = '';
          socket.on('data', (chunk: Buffer) => {
            // The page's whole answer has arrived once its length is read (Content-Length).
            head += chunk.toString('latin1');
            const length = /content-length: (\d+)/i.exec(head)?.[1];
            const bodyStart = head.indexOf('\r\n\r\n') + 4;
            if (length && head.length - bodyStart >= Number(length)) resolve(socket);
          });
          socket.on('error', reject);
        }),
    ),
  );
  let closedByServer = 0;
  for (const socket of sockets) socket.once('close', () => (closedByServer += 1));
  return {
    closedByServer: () => closedByServer,
    stop: () => sockets.forEach((socket) => socket.destroy()),
  };
}

test('a client at its share whose connections wait between requests (kept alive) is served: its oldest idle one is closed instead', async () => {
  // Firefox keeps a closed window's connections alive for a while: a reader opening pages
  // one after another reached 64 and had a script answered 429, which broke its page.
  const server = await startServer();
  try {
    const browser = await keptAliveConnections(server.port, 64, ATTACKER);
    const answer = await timedGet(`${server.baseUrl}/`, ATTACKER);
    expect(answer.status).toBe(200);
    await sleep(100);
    expect(browser.closedByServer()).toBe(1);
    browser.stop();
    expect(server.stderr()).toBe('');
  } finally {
    await server.kill();
  }
});

test("at its share, a client's half-sent connection older than a second goes before its kept-alive ones", async () => {
  // A reader's browser keeps its connections alive; a slow client at the same address holds
  // half-sent requests: the new connection takes the place of the slow client's oldest.
  const server = await startServer();
  try {
    const browser = await keptAliveConnections(server.port, 32, NEIGHBOURS);
    const slow = await halfSentRequests(server.port, 32, { localAddress: NEIGHBOURS });
    await sleep(1100);
    expect((await timedGet(`${server.baseUrl}/`, NEIGHBOURS)).status).toBe(200);
    await sleep(100);
    expect(slow.closedByServer()).toBe(1);
    expect(browser.closedByServer()).toBe(0);
    browser.stop();
    slow.stop();
  } finally {
    await server.kill();
  }
});
