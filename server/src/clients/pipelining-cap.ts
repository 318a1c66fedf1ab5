import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { OperationalLog } from '../log/operational-log.js';
import { addressBucket } from './address-bucket.js';
import { peerAddress } from './client-address.js';

export interface PipeliningCap {
  /**
   * Whether `req` may be answered. False when its connection already has `limit` requests
   * whose answers have not been taken by the client: the connection is then closed.
   */
  admit(req: IncomingMessage, res: ServerResponse): boolean;
}

/**
 * HTTP/1.1 lets a client send requests without waiting for the answers (pipelining), and
 * Node reads and answers them all, keeping in memory every answer the client has not read:
 * three sockets sending 20,000 `GET /` each and never reading took the server past 700 MB
 * and another reader's page past 30 s. Browsers never pipeline; a connection with more than
 * `limit` answers waiting is a client that does not read them, and it is closed. An answer
 * counts as taken once it is handed to the kernel ('finish'), which a client that does not
 * read holds back as soon as its socket buffers are full. Node has by then read and parsed
 * every request of the chunk that carried it (thousands): cutting costs a few tens of ms,
 * so a client whose connections are cut again and again is barred for a while
 * (connection-gate.ts); one cut costs its connection only, not the readers at its address.
 */
export function capPipelining(
  limit: number,
  log: OperationalLog,
  /** Called with each connection cut (connection-gate.ts counts them per client). */
  onCut: (socket: Socket) => void = () => undefined,
): PipeliningCap {
  const waiting = new WeakMap<Socket, number>();
  const cut = new WeakSet<Socket>();

  return {
    admit(req, res) {
      const socket = req.socket;
      // Requests Node had already read from a connection that was just cut.
      if (cut.has(socket)) return false;
      const unanswered = (waiting.get(socket) ?? 0) + 1;
      if (unanswered > limit) {
        cut.add(socket);
        log.problem(
          'pipelining',
          `Server: ${addressBucket(peerAddress(socket))} sent more than ${limit} requests on one connection without reading the answers (MAX_PIPELINED_REQUESTS); that connection is closed`,
        );
        onCut(socket);
        socket.destroy();
        return false;
      }
      waiting.set(socket, unanswered);
      let answered = false;
      const taken = (): void => {
        if (answered) return;
        answered = true;
        waiting.set(socket, (waiting.get(socket) ?? 1) - 1);
      };
      res.once('finish', taken);
      res.once('close', taken);
      return true;
    },
  };
}
