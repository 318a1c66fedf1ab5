import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ServerConfig } from './config.js';
import { createLikesApi, type LikesApi } from './likes/likes-api.js';
import { likeablePostsFrom } from './likes/likeable-posts.js';
import { createCspProvider } from './content-security-policy.js';
import { applySecurityHeaders } from './security-headers.js';
import { createSiteHandler } from './static/site-handler.js';

export interface App {
  server: Server;
  likes: LikesApi;
  /** Stops accepting connections, lets in-flight requests finish, closes the database. */
  close(): Promise<void>;
}

export function createApp(config: ServerConfig): App {
  const likes = createLikesApi({
    dbFile: config.likesDbFile,
    rateLimitPerMinute: config.likesRateLimitPerMinute,
    trustProxyHops: config.trustProxyHops,
    keys: config.likeKeys,
    isKnownPostId: likeablePostsFrom(config.likeablePostsFile).isKnown,
  });
  const handleSite = createSiteHandler(config);
  const contentSecurityPolicy = createCspProvider(config.runtimeManifestFile);

  let draining = false;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    applySecurityHeaders(res, contentSecurityPolicy());
    // While draining, every answer closes its connection so keep-alive cannot hold us open.
    if (draining) res.setHeader('Connection', 'close');
    if (await likes.handle(req, res)) return;
    await handleSite(req, res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('Request failed:', req.method, req.url, error);
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      }
      res.end('Internal server error');
    });
  });

  async function close(): Promise<void> {
    draining = true;
    likes.closeStreams();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Connections that go idle after their last answer are closed as they appear.
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      server.once('close', () => clearInterval(sweep));
      server.closeIdleConnections();
    });
    likes.close();
  }

  return { server, likes, close };
}
