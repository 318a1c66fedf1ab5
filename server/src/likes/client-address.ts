import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

export class MalformedForwardedFor extends Error {}

/**
 * The address a like is rate-limited by. Behind `trustProxyHops` proxies (a CDN, nginx, a
 * load balancer) the peer is the nearest proxy, so the reader is the address that many hops
 * back in X-Forwarded-For (each proxy appends the address it received from). With 0 the header
 * is ignored: a client could write anything there and pick its own bucket.
 */
export function clientAddress(req: IncomingMessage, trustProxyHops: number): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (trustProxyHops === 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  const forwarded = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const chain = [...forwarded, peer];
  // Fewer hops than trusted: the leftmost is as far back as anyone vouches for.
  const candidate = chain[Math.max(0, chain.length - 1 - trustProxyHops)] ?? peer;
  if (isIP(candidate) === 0) {
    throw new MalformedForwardedFor(
      `X-Forwarded-For must list IP addresses; "${candidate}" is not one`,
    );
  }
  return candidate;
}
