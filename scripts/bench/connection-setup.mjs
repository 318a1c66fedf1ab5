// A phone's first connection to a site, which a local server cannot show. CDP's network
// emulation delays each request by one round trip, the request's own; it does not count what
// comes before a new origin's first byte. Lighthouse's model of a first visit (its Lantern
// simulator: TCPConnection and DNSCache) does: a DNS lookup (2 round trips), TCP's handshake
// (1) and TLS's (1, with False Start), then the request. This relay stands in front of a
// column's server and holds what a visit connects first for those 4 round trips; what the
// visit connects after that goes at once, as the requests of one HTTP/2 connection would.
// docs/performance.md, "Connection setup".
import net from 'node:net';

/** DNS (2), TCP (1) and TLS (1) round trips before a new origin's first request. */
export const SETUP_ROUND_TRIPS = 4;

/**
 * Starts a relay on a free local port to `targetOrigin` (http://host:port). `newVisit()` starts
 * a visit: its first connection, and any other it opens meanwhile, wait `setupMs` from that
 * first one; later connections of the visit do not wait. Returns { origin, newVisit, close }.
 */
export async function startConnectionSetupRelay(targetOrigin, { setupMs }) {
  const target = new URL(targetOrigin);
  /** When the visit's connection is set up: null until the visit connects first. */
  let readyAt = null;
  const sockets = new Set();
  const track = (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };

  const server = net.createServer((client) => {
    track(client);
    client.pause();
    readyAt ??= Date.now() + setupMs;
    const wait = Math.max(0, readyAt - Date.now());
    let upstream = null;
    // From the start: a browser may drop a connection while it waits (an unhandled error
    // would end the bench).
    client.on('error', () => upstream?.destroy());
    const timer = setTimeout(() => {
      upstream = net.connect(Number(target.port), target.hostname);
      track(upstream);
      upstream.on('connect', () => {
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
      upstream.on('error', () => client.destroy());
    }, wait);
    client.on('close', () => clearTimeout(timer));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    newVisit() {
      readyAt = null;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
