import type { IncomingMessage, ServerResponse } from 'node:http';
import { refuse } from './refuse.js';
import { clientAddress, MalformedForwardedFor } from '../clients/client-address.js';

/** The client's address, or null once a 400 has been sent for a malformed forwarded one. */
export function addressOrRefusal(
  req: IncomingMessage,
  res: ServerResponse,
  trustProxyHops: number,
): string | null {
  try {
    return clientAddress(req, trustProxyHops);
  } catch (error) {
    if (!(error instanceof MalformedForwardedFor)) throw error;
    refuse(req, res, { status: 400, message: error.message });
    return null;
  }
}
