import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gateConnections } from './clients/connection-gate.js';
import { capPipelining } from './clients/pipelining-cap.js';
import type { ServerConfig } from './config.js';
import { createLikesApi, type LikesApi } from './likes/likes-api.js';
import { likeablePostsFrom } from './likes/likeable-posts.js';
import { createCspProvider } from './content-security-policy.js';
import { createNewsletterApi } from './newsletter/newsletter-api.js';
import { createOperationalLog, type OperationalLog } from './log/operational-log.js';
import { requestPath } from './request-target.js';
import { applySecurityHeaders } from './security-headers.js';
import { createSiteHandler } from './static/site-handler.js';

export interface App {
  server: Server;
  likes: LikesApi;
  /** Stops accepting connections, lets in-flight requests finish, closes the database. */
  close(): Promise<void>;
}

export interface AppDependencies {
  /** Where operational problems are reported (stderr, one line each, repeats held back). */
  log?: OperationalLog;
}

/** Connections still open this long into a shutdown (a client stalling mid-request) are cut. */
const STRAGGLER_GRACE_MS = 3000;
/** The whole of a request must have arrived this long after it began. */
const REQUEST_TIMEOUT_MS = 30_000;

function sendBadTarget(res: ServerResponse): void {
  res
    .writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    .end('Bad request: the path must start with a single "/" and contain no "\\"');
}

/** The server, its likes store open and checked (a StoreProblem when it is refused). */
export async function createApp(
  config: ServerConfig,
  dependencies: AppDependencies = {},
): Promise<App> {
  const log = dependencies.log ?? createOperationalLog();
  const likes = await createLikesApi({
    dbFile: config.likesDbFile,
    createStore: config.createLikesStore,
    rateLimitPerMinute: config.likesRateLimitPerMinute,
    trustProxyHops: config.trustProxyHops,
    keys: config.likeKeys,
    isKnownPostId: likeablePostsFrom(config.likeablePostsFile).isKnown,
    streams: config.likeStreams,
    ownOrigins: config.ownOrigins,
    commitWaitMs: config.likesCommitWaitMs,
    log,
  });
  const newsletter = createNewsletterApi({
    dbFile: config.newsletterDbFile,
    rateLimitPerMinute: config.newsletterRateLimitPerMinute,
    trustProxyHops: config.trustProxyHops,
    ownOrigins: config.ownOrigins,
  });
  const handleSite = createSiteHandler(config);
  const contentSecurityPolicy = createCspProvider(config.runtimeManifestFile);

  let draining = false;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    applySecurityHeaders(res, contentSecurityPolicy());
    // While draining, every answer closes its connection so keep-alive cannot hold us open.
    if (draining) res.setHeader('Connection', 'close');
    const pathname = requestPath(req.url);
    if (pathname === null) {
      sendBadTarget(res);
      return;
    }
    if (await likes.handle(req, res, pathname)) return;
    if (await newsletter.handle(req, res, pathname)) return;
    await handleSite(req, res, pathname);
  }

  const limits = config.connections;
  // A slow client gets this long for its request's headers, and for the whole request (a
  // like's body has its own, shorter limit: likes-api.ts).
  const requestTimeoutMs = Math.max(REQUEST_TIMEOUT_MS, limits.headersTimeoutMs);
  const pipelining = capPipelining(limits.pipelined, log, (socket) =>
    gate.offended(socket, 'pipelining (MAX_PIPELINED_REQUESTS)'),
  );
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      // Node looks for requests past those timeouts this often (by default every 30 s,
      // which let a stalled request hold its connection up to twice as long).
      connectionsCheckingInterval: 1000,
      // Node's default, said here: a longer head is answered 431.
      maxHeaderSize: 16 * 1024,
    },
    (req, res) => {
      if (!pipelining.admit(req, res)) return;
      handle(req, res).catch((error: unknown) => {
        log.unexpected(`answering ${req.method} ${JSON.stringify(req.url?.slice(0, 200))}`, error);
        if (!res.headersSent) {
          res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        }
        res.end('Internal server error');
      });
    },
  );

  // Trusted proxies carry many readers on their connections: the share per client is then
  // the proxy's to enforce (docs/operations.md), only the total applies here.
  const gate = gateConnections(
    server,
    {
      perClient: config.trustProxyHops > 0 ? Number.POSITIVE_INFINITY : limits.perClient,
      total: limits.total,
      headersTimeoutMs: limits.headersTimeoutMs,
      requestTimeoutMs,
    },
    log,
  );

  async function close(): Promise<void> {
    draining = true;
    likes.drain();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Connections that go idle after their last answer are closed as they appear.
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const stragglers = setTimeout(() => server.closeAllConnections(), STRAGGLER_GRACE_MS);
      server.once('close', () => {
        clearInterval(sweep);
        clearTimeout(stragglers);
      });
      server.closeIdleConnections();
    });
    await likes.close();
    newsletter.close();
    log.flush();
  }

  return { server, likes, close };
}
