import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

export class MalformedForwardedFor extends Error {}

/** Node reports IPv4 peers of a dual-stack socket as ::ffff:a.b.c.d. */
function unmapped(address: string): string {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match?.[1] ?? address;
}

/** The address a socket's peer connected from; an IPv4 peer of a dual-stack socket unmapped. */
export function peerAddress(socket: { remoteAddress?: string | undefined }): string {
  return unmapped(socket.remoteAddress ?? 'unknown');
}

/**
 * The IP address of one X-Forwarded-For entry, or null when it is not one. Some load
 * balancers write the client's port too: `a.b.c.d:port` and `[v6]:port` are read as their
 * address, and so is `[v6]`. A bare IPv6 address is taken whole (its last group is not a port).
 */
export function forwardedAddress(entry: string): string | null {
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(entry);
  if (bracketed?.[1] !== undefined) return isIP(bracketed[1]) === 6 ? unmapped(bracketed[1]) : null;
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d{1,5}$/.exec(entry);
  const candidate = withPort?.[1] ?? entry;
  return isIP(candidate) === 0 ? null : unmapped(candidate);
}

/**
 * The reader's address, which rate limits and stream caps key on. Behind `trustProxyHops`
 * proxies (a CDN, nginx, a load balancer) the peer is the nearest proxy, so the reader is
 * the address that many hops back in X-Forwarded-For (each proxy appends the address it
 * received from). With 0 the header is ignored: a client could write anything there and
 * pick its own bucket.
 */
export function clientAddress(req: IncomingMessage, trustProxyHops: number): string {
  const peer = peerAddress(req.socket);
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
  const address = candidate === peer ? peer : forwardedAddress(candidate);
  if (address === null) {
    throw new MalformedForwardedFor(
      `X-Forwarded-For must list IP addresses; "${candidate.slice(0, 100)}" is not one`,
    );
  }
  return address;
}
