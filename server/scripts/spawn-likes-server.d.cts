export interface LikesServerOptions {
  /** TRUST_PROXY_HOPS of the server (default 0: X-Forwarded-For ignored). */
  trustProxyHops?: number;
  /** SQLite file; reuse it across starts to test persistence. */
  dbFile: string;
  /** 0 (the default here) turns the limit off. */
  rateLimitPerMinute?: number;
  /** The like counters the server knows (default TEST_POST_IDS). */
  postIds?: readonly string[];
  timeoutMs?: number;
}

/** The like counters of test servers: fixtures, not the blog's posts. */
export const TEST_POST_IDS: readonly [string, string, string];

export interface RunningLikesServer {
  port: number;
  /** http://127.0.0.1:port */
  baseUrl: string;
  pid: number | undefined;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM: graceful shutdown (streams ended, database checkpointed). */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL: the crash case. */
  kill(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startLikesServer(options: LikesServerOptions): Promise<RunningLikesServer>;
