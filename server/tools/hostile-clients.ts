// Clients that try to starve the server (issue 34), and the measures taken while they do:
// a reader's page timed, the server's memory read from /proc. Shared by the tests
// (server/src/connection-limits.test.ts) and the reproduction (tools/hostile-load.ts).
// Loopback has all of 127/8: each client binds its own address (localAddress), so the
// server sees the attacker and the reader as different clients.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface Timed {
  /** The HTTP status, or the error's code (ECONNRESET, ...) when there was no answer. */
  status: number | string;
  ms: number;
}

/** One GET on a connection of its own from `localAddress`, its body read; never rejects. */
export function timedGet(url: string, localAddress: string, timeoutMs = 30_000): Promise<Timed> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { agent: false, localAddress, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
      );
      res.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ status: error.code ?? 'error', ms: performance.now() - started }),
      );
    });
    req.on('timeout', () =>
      req.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })),
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: error.code ?? 'error', ms: performance.now() - started }),
    );
    req.end();
  });
}

/** The median of `values` (0 for none). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? 0;
}

/** `count` pages one after the other: their times, and the answers that were not 200. */
export async function readPages(
  url: string,
  localAddress: string,
  count: number,
): Promise<{ ms: number[]; failed: Timed[] }> {
  const ms: number[] = [];
  const failed: Timed[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await timedGet(url, localAddress);
    if (answer.status === 200) ms.push(answer.ms);
    else failed.push(answer);
  }
  return { ms, failed };
}

/** The process's resident memory now and at its peak (VmRSS, VmHWM), in MB. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

export interface PipelineFlood {
  /** Stops the flood (closes its sockets) and says what it did. */
  stop(): Promise<{ connections: number; closedByServer: number }>;
}

/**
 * `sockets` connections from `localAddress`, each writing `requests` pipelined `GET path`
 * at once and never reading an answer. A connection the server closes is opened again
 * (and floods again), as an attacker would, until stop().
 */
export function pipelineFlood(
  port: number,
  { sockets = 3, requests = 20_000, localAddress = '127.0.0.1', path = '/' } = {},
): PipelineFlood {
  const single = Buffer.from(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`, 'latin1');
  const burst = Buffer.concat(Array.from({ length: requests }, () => single));
  const open = new Set<Socket>();
  let connections = 0;
  let closedByServer = 0;
  let stopping = false;

  function flood(): void {
    if (stopping) return;
    connections += 1;
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    open.add(socket);
    // Never read: no 'data' listener, and paused, so the answers pile up on the server.
    socket.pause();
    socket.on('error', () => undefined);
    // A request more now and then, as a flood goes on: a write is also how a client that
    // reads nothing learns that the server closed the connection.
    let more: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(burst);
      more = setInterval(() => socket.write(single), 100);
    });
    socket.on('close', () => {
      clearInterval(more);
      open.delete(socket);
      if (stopping) return;
      closedByServer += 1;
      // Again, as soon as the server lets go; a short pause keeps the loop from spinning.
      setTimeout(flood, 10);
    });
  }
  for (let i = 0; i < sockets; i += 1) flood();

  return {
    async stop() {
      stopping = true;
      for (const socket of open) socket.destroy();
      return { connections, closedByServer };
    },
  };
}

export interface HalfSentRequests {
  /** Connections the server accepted that are still open. */
  open(): number;
  /** Connections closed or reset by the server so far. */
  closedByServer(): number;
  /** What the server wrote back before it closed them, by status line (429, 503, 408...). */
  answers(): Map<string, number>;
  stop(): void;
}

/**
 * Slowloris: `count` connections from `localAddress`, each sending the start of a request
 * and never the end of its headers. Resolves once every connection is open or refused.
 * With `reopen`, each connection the server closes is opened again (and half-sent again),
 * so that the client keeps holding `count`, as an attacker would.
 */
export async function halfSentRequests(
  port: number,
  count: number,
  { localAddress = '127.0.0.1', reopen = false } = {},
): Promise<HalfSentRequests> {
  const sockets = new Set<Socket>();
  const answers = new Map<string, number>();
  let closedByServer = 0;
  let stopping = false;

  function open(settled: () => void): void {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    sockets.add(socket);
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('connect', () => {
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', () => settled());
    });
    socket.on('error', () => settled());
    socket.on('close', () => {
      sockets.delete(socket);
      settled();
      if (stopping) return;
      closedByServer += 1;
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 'no answer';
      answers.set(status, (answers.get(status) ?? 0) + 1);
      // A short pause keeps a refused client from spinning.
      if (reopen) setTimeout(() => stopping || open(() => undefined), 10);
    });
  }
  await Promise.all(Array.from({ length: count }, () => new Promise<void>(open)));
  return {
    open: () => sockets.size,
    closedByServer: () => closedByServer,
    answers: () => answers,
    stop() {
      stopping = true;
      for (const socket of sockets) socket.destroy();
    },
  };
}

export interface PipelinedBursts {
  /** Stops the bursts and says what they met: bursts sent, connections cut by the server. */
  stop(): { bursts: number; cut: number; refused: number };
}

/**
 * Issue 45's pipelining client: every `everyMs`, a new connection from `localAddress`
 * writes `requests` GET / at once (one packet, about 1 KB for 12) and reads what comes
 * back. A connection closed before all its answers came was cut (or refused: a 429 first).
 */
export function pipelinedBursts(
  port: number,
  { requests = 12, everyMs = 10_000, localAddress = '127.0.0.1' } = {},
): PipelinedBursts {
  const single = `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: pipelining-client/1.0\r\nAccept: text/html\r\n\r\n`;
  const burst = Buffer.from(single.repeat(requests), 'latin1');
  const open = new Set<Socket>();
  let bursts = 0;
  let cut = 0;
  let refused = 0;

  function send(): void {
    bursts += 1;
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => socket.write(burst));
    open.add(socket);
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (!open.delete(socket)) return;
      const statuses = received.match(/HTTP\/1\.1 \d{3}/g) ?? [];
      if (statuses[0] === 'HTTP/1.1 429') refused += 1;
      else if (statuses.length < requests) cut += 1;
    });
    // Kept-alive after its answers: closed by the client once they have all come.
    socket.on('data', () => {
      if ((received.match(/HTTP\/1\.1 \d{3}/g) ?? []).length >= requests) socket.end();
    });
  }
  send();
  const timer = setInterval(send, everyMs);
  return {
    stop() {
      clearInterval(timer);
      for (const socket of open) socket.destroy();
      open.clear();
      return { bursts, cut, refused };
    },
  };
}

/** `count` page loads from `localAddress`, one every `everyMs`, each on a new connection. */
export async function pagesEvery(
  url: string,
  localAddress: string,
  count: number,
  everyMs: number,
): Promise<Timed[]> {
  const answers: Timed[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    answers.push(await timedGet(url, localAddress));
    const left = everyMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
  return answers;
}
