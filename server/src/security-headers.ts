import type { ServerResponse } from 'node:http';
import { SECURITY_HEADERS, SHELL_ONLY_HEADERS } from '@site/hosting-policy';

/**
 * Headers every answer carries (firebase.json is generated from the same policy); a 304 drops
 * them again, as the stored answer keeps its own (static/send-file.ts).
 */
export function applySecurityHeaders(res: ServerResponse, contentSecurityPolicy: string): void {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy);
  for (const [key, value] of Object.entries({ ...SECURITY_HEADERS, ...SHELL_ONLY_HEADERS })) {
    res.setHeader(key, value);
  }
}
