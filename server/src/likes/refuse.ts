import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Refusal } from './like-answers.js';
import { sendError } from './send-json.js';

/** Whether the request has a body that has not been read (yet). */
function bodyPending(req: IncomingMessage): boolean {
  if (req.complete) return false;
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** A refusal sent before a request's body was read closes the connection, so it is not read. */
export function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  { status, message, headers = {} }: Refusal,
): void {
  const closing: OutgoingHttpHeaders = bodyPending(req) ? { Connection: 'close' } : {};
  sendError(res, status, message, { ...headers, ...closing });
}
