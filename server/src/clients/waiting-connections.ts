import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface Reclaimed {
  socket: Socket;
  /** It never sent a whole request (a slow client's, or a spare the browser never used). */
  halfSent: boolean;
}

export interface WaitingConnections {
  /** Follows `socket`, a connection of the client `bucket`, until it closes. */
  watch(socket: Socket, bucket: string): void;
  /**
   * The client's connection to close so that a new one can come in, no longer followed;
   * null when each of its connections is answering a request.
   */
  reclaim(bucket: string): Reclaimed | null;
}

interface Connection {
  openedAt: number;
  /** Requests read and not yet answered. */
  inFlight: number;
  /** When its last answer went, or null while it has never answered one. */
  idleSince: number | null;
}

/**
 * A request's head comes right behind its connection, a round trip at most: a connection
 * still without one after this long is a slow client's, or a spare the browser opened and
 * has not used.
 */
const HALF_SENT_AFTER_MS = 1000;

/**
 * The connections of each client that are waiting on their client, not on the server: kept
 * alive between requests, or still without a whole first request. When a client holds its
 * share, one of them is closed to admit the new connection, so that no one connection's
 * sender, a slow client holding half-sent requests included, keeps the readers who share
 * its address out. Which one goes, in this order:
 * 1. the oldest that has sent no whole request for a second since it opened: a slow
 *    client's (the headers timeout would cut it anyway), or a browser's unused spare, which
 *    the browser drops and replaces without a word;
 * 2. the one idle longest since its last answer: a browser sends again a request that a
 *    kept-alive connection drops;
 * 3. the oldest still sending its first request: under a flood of new connections, the one
 *    that came in first goes first, and a reader's request, on its way in a few ms, lands.
 */
export function trackWaitingConnections(server: Server): WaitingConnections {
  const byBucket = new Map<string, Map<Socket, Connection>>();
  const bucketOf = new WeakMap<Socket, string>();

  function findOf(socket: Socket): Connection | undefined {
    const bucket = bucketOf.get(socket);
    return bucket === undefined ? undefined : byBucket.get(bucket)?.get(socket);
  }

  server.on('request', (req, res) => {
    const connection = findOf(req.socket);
    if (!connection) return;
    connection.inFlight += 1;
    connection.idleSince = null;
    res.once('close', () => {
      connection.inFlight -= 1;
      if (connection.inFlight === 0) connection.idleSince = performance.now();
    });
  });

  /** Lower goes first: the step of the order above, then how long it has waited. */
  function rank(connection: Connection, now: number): [number, number] | null {
    if (connection.inFlight > 0) return null;
    if (connection.idleSince !== null) return [2, connection.idleSince];
    return [now - connection.openedAt > HALF_SENT_AFTER_MS ? 1 : 3, connection.openedAt];
  }

  return {
    watch(socket, bucket) {
      let connections = byBucket.get(bucket);
      if (!connections) byBucket.set(bucket, (connections = new Map()));
      connections.set(socket, { openedAt: performance.now(), inFlight: 0, idleSince: null });
      bucketOf.set(socket, bucket);
      socket.once('close', () => {
        connections.delete(socket);
        if (connections.size === 0 && byBucket.get(bucket) === connections) byBucket.delete(bucket);
      });
    },
    reclaim(bucket) {
      const connections = byBucket.get(bucket);
      if (!connections) return null;
      const now = performance.now();
      let best: { socket: Socket; rank: [number, number]; halfSent: boolean } | null = null;
      for (const [socket, connection] of connections) {
        const order = rank(connection, now);
        if (!order) continue;
        if (
          !best ||
          order[0] < best.rank[0] ||
          (order[0] === best.rank[0] && order[1] < best.rank[1])
        ) {
          best = { socket, rank: order, halfSent: connection.idleSince === null };
        }
      }
      if (!best) return null;
      connections.delete(best.socket);
      return { socket: best.socket, halfSent: best.halfSent };
    },
  };
}
