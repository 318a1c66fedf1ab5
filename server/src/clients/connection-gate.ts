import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { OperationalLog } from '../log/operational-log.js';
import { addressBucket } from './address-bucket.js';
import { peerAddress } from './client-address.js';
import { createClientSlots, type ClientSlotsOptions } from './client-slots.js';
import { trackRepeatOffenders } from './repeat-offenders.js';
import { trackWaitingConnections } from './waiting-connections.js';

export interface ConnectionGateOptions extends ClientSlotsOptions {
  /** How long a request's headers, and the whole request, may take (for the log line). */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
}

export interface ConnectionGate {
  /** Connections admitted and still open. */
  open(): number;
  /**
   * Says that `socket` was cut for breaking a rule (`rule`, for the log). A client that does
   * it past REPEAT_OFFENCES has its new connections refused a while; not behind proxies,
   * whose address is everyone's.
   */
  offended(socket: Socket, rule: string): void;
}

/** When a refused client may try again; also how long a barred client is refused. */
const RETRY_AFTER_S = 10;
/**
 * A client whose connections are cut more than 10 times within 10 s is barred for 10 s. A
 * cut can cost the server tens of ms (Node has parsed the whole chunk first: decision 014),
 * and a client that comes straight back would make it pay without end; but a bar refuses
 * every reader at that address, so one offence, or a handful, never brings it (decision 026).
 */
export const REPEAT_OFFENCES = { bound: 10, windowMs: 10_000, barMs: RETRY_AFTER_S * 1000 };
/**
 * A refused socket stays open a moment so that its client reads the refusal (closing it
 * with the request unread would reset the connection, and the answer with it)...
 */
const LINGER_MS = 1000;
/** ...but only so many at once: a flood of refusals must not hold descriptors itself. */
const MAX_LINGERING = 32;

function refusal(status: 429 | 503, text: string): Buffer {
  const reason = status === 429 ? 'Too Many Requests' : 'Service Unavailable';
  const body = `${text}\n`;
  return Buffer.from(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nRetry-After: ${RETRY_AFTER_S}\r\nConnection: close\r\n\r\n${body}`,
    'latin1',
  );
}

const CLIENT_FULL = refusal(429, 'Too many connections from this address; try again later');
const BARRED = refusal(429, "This address keeps breaking the server's limits; try again later");
const SERVER_FULL = refusal(503, 'Too many connections; try again later');

/**
 * Caps the connections a client (an IPv4 address or an IPv6 /64) and the whole server may
 * hold, before Node's HTTP layer sees the socket: a client at its share has one of its
 * connections that wait on it closed for the new one (waiting-connections.ts), or, when
 * none waits, is answered 429; anyone over the total 503, and the socket is closed. A
 * client whose connections are cut again and again is refused a while (REPEAT_OFFENCES).
 * Without the caps, one host holding a thousand half-sent requests took every descriptor of
 * a process limited to 1,024, and every other reader's connection was reset. Also logs
 * requests cut by the headers or request timeout (a client holding a connection by sending
 * its request slowly: slowloris).
 */
export function gateConnections(
  server: Server,
  options: ConnectionGateOptions,
  log: OperationalLog,
): ConnectionGate {
  const slots = createClientSlots(options);
  // Node's HTTP server takes each socket in its own 'connection' listener: this gate runs
  // first and hands over only the sockets it admits.
  const httpListeners = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  let lingering = 0;
  const offenders = trackRepeatOffenders(REPEAT_OFFENCES);
  const perClientCap = Number.isFinite(options.perClient);

  function refuse(socket: Socket, answer: Buffer): void {
    socket.on('error', () => undefined);
    if (lingering >= MAX_LINGERING) {
      socket.end(answer);
      socket.destroy();
      return;
    }
    lingering += 1;
    // Whatever the client sends is read and dropped, so the close is a clean one.
    socket.resume();
    socket.end(answer);
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => {
      lingering -= 1;
      clearTimeout(timer);
    });
  }

  const waiting = trackWaitingConnections(server);
  const releases = new WeakMap<Socket, () => void>();

  server.on('connection', (socket: Socket) => {
    const bucket = addressBucket(peerAddress(socket));
    if (perClientCap && offenders.isBarred(bucket)) {
      refuse(socket, BARRED);
      return;
    }
    let slot = slots.admit(bucket);
    // A client at its share that holds a connection waiting on its client (kept alive, or
    // with no whole request yet) gets that one closed rather than the new one refused: many
    // readers may share an address, and one of them holding half-sent requests, or a
    // browser keeping idle connections (Firefox those of a closed window too), must not
    // have the others' pages answered 429. The slot freed is the new connection's.
    const spare = !slot.admitted && slot.reason === 'client' ? waiting.reclaim(bucket) : null;
    if (spare) {
      // Its 'close', which releases its slot, comes on a later tick: released here.
      releases.get(spare.socket)?.();
      // A browser's unused spare sent nothing: closing it is routine, not worth a line.
      if (spare.halfSent && spare.socket.bytesRead > 0) {
        log.problem(
          'connections-half-sent',
          `Server: ${bucket} holds ${options.perClient} connections (MAX_CONNECTIONS_PER_CLIENT), some with half-sent requests; closing the oldest of those for each new connection from it`,
        );
      }
      spare.socket.destroy();
      slot = slots.admit(bucket);
    }
    if (!slot.admitted) {
      if (slot.reason === 'client') {
        log.problem(
          'connections-client',
          `Server: ${bucket} holds ${options.perClient} connections (MAX_CONNECTIONS_PER_CLIENT); refusing more from it with 429`,
        );
        refuse(socket, CLIENT_FULL);
      } else {
        log.problem(
          'connections-total',
          `Server: ${options.total} connections are open (MAX_CONNECTIONS); refusing new ones with 503 until some close`,
        );
        refuse(socket, SERVER_FULL);
      }
      return;
    }
    socket.once('close', slot.release);
    releases.set(socket, slot.release);
    waiting.watch(socket, bucket);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // Node answers 408 and closes the socket; this only says so. A connection that sent
      // nothing is a browser's spare (preconnected, never used): closing it is routine.
      if (error.code !== 'ERR_HTTP_REQUEST_TIMEOUT' || socket.bytesRead === 0) return;
      log.problem(
        'request-timeout',
        `Server: a request from ${bucket} was not complete in time (headers within ${options.headersTimeoutMs / 1000} s, HEADERS_TIMEOUT_SECONDS; the whole request within ${options.requestTimeoutMs / 1000} s): a stalled or very slow client; answered 408 and closed`,
      );
    });
    for (const listener of httpListeners) listener.call(server, socket);
  });

  return {
    open: () => slots.open(),
    offended(socket, rule) {
      if (!perClientCap) return;
      const bucket = addressBucket(peerAddress(socket));
      if (!offenders.offend(bucket)) return;
      log.problem(
        'connections-barred',
        `Server: ${bucket} had more than ${REPEAT_OFFENCES.bound} connections cut for ${rule} within ${REPEAT_OFFENCES.windowMs / 1000} s; refusing its new connections with 429 for ${REPEAT_OFFENCES.barMs / 1000} s`,
      );
    },
  };
}
