import type { IncomingMessage } from 'node:http';

/** A sign-up's body is one short field: anything longer is not a sign-up. */
export const MAX_FORM_BYTES = 4096;
const FORM_TIMEOUT_MS = 10_000;

export type FormResult =
  | { kind: 'ok'; fields: Record<string, unknown> }
  | { kind: 'too-large' | 'timed-out' | 'aborted' | 'unreadable' };

/**
 * Reads a form's fields: `application/x-www-form-urlencoded` (a plain form, and the form's
 * script) or JSON. Bounded in size and time like a like's body (likes/read-body.ts).
 */
export function readForm(req: IncomingMessage): Promise<FormResult> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_FORM_BYTES) {
    return Promise.resolve({ kind: 'too-large' });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let done = false;
    const timer = setTimeout(() => finish({ kind: 'timed-out' }), FORM_TIMEOUT_MS);
    function finish(result: FormResult): void {
      if (done) return;
      done = true;
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('aborted', onAborted);
      resolve(result);
    }
    function onData(chunk: Buffer): void {
      received += chunk.length;
      if (received > MAX_FORM_BYTES) finish({ kind: 'too-large' });
      else chunks.push(chunk);
    }
    function onEnd(): void {
      finish(parse(req.headers['content-type'], Buffer.concat(chunks).toString('utf8')));
    }
    function onAborted(): void {
      finish({ kind: 'aborted' });
    }
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('aborted', onAborted);
  });
}

function parse(contentType: string | undefined, text: string): FormResult {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') {
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        return { kind: 'ok', fields: value as Record<string, unknown> };
      }
    } catch {
      // falls through to unreadable
    }
    return { kind: 'unreadable' };
  }
  if (type === 'application/x-www-form-urlencoded' || type === '') {
    return { kind: 'ok', fields: Object.fromEntries(new URLSearchParams(text)) };
  }
  return { kind: 'unreadable' };
}
