import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface IdleConnections {
  /** Follows `socket`, a connection of the client `bucket`, until it closes. */
  watch(socket: Socket, bucket: string): void;
  /**
   * The client's connection that has waited longest since its last answer (kept alive
   * between requests), if it has one, no longer followed.
   */
  takeOldestIdle(bucket: string): Socket | null;
}

interface Connection {
  /** Requests read and not yet answered. */
  inFlight: number;
  /** When its last answer went, or null while it has never answered one. */
  idleSince: number | null;
}

/**
 * Which connections are kept alive between requests, per client. Only a connection that has
 * answered a request counts: a browser retries a request that a reused connection drops, but
 * a fresh connection that has sent nothing yet may be a request on its way (or a slow
 * client's, which the headers timeout handles).
 */
export function trackIdleConnections(server: Server): IdleConnections {
  const byBucket = new Map<string, Map<Socket, Connection>>();

  server.on('request', (req, res) => {
    const socket = req.socket;
    const connection = findOf(socket);
    if (!connection) return;
    connection.inFlight += 1;
    connection.idleSince = null;
    res.once('close', () => {
      connection.inFlight -= 1;
      if (connection.inFlight === 0) connection.idleSince = Date.now();
    });
  });

  const bucketOf = new WeakMap<Socket, string>();
  function findOf(socket: Socket): Connection | undefined {
    const bucket = bucketOf.get(socket);
    return bucket === undefined ? undefined : byBucket.get(bucket)?.get(socket);
  }

  return {
    watch(socket, bucket) {
      let connections = byBucket.get(bucket);
      if (!connections) byBucket.set(bucket, (connections = new Map()));
      connections.set(socket, { inFlight: 0, idleSince: null });
      bucketOf.set(socket, bucket);
      socket.once('close', () => {
        connections.delete(socket);
        if (connections.size === 0 && byBucket.get(bucket) === connections) byBucket.delete(bucket);
      });
    },
    takeOldestIdle(bucket) {
      const connections = byBucket.get(bucket);
      let oldest: [Socket, number] | null = null;
      for (const [socket, connection] of connections ?? []) {
        const since = connection.inFlight === 0 ? connection.idleSince : null;
        if (since !== null && (!oldest || since < oldest[1])) oldest = [socket, since];
      }
      if (!oldest) return null;
      connections?.delete(oldest[0]);
      return oldest[0];
    },
  };
}
