import type { IncomingMessage, ServerResponse } from 'node:http';
import { addressBucket } from '../clients/address-bucket.js';
import { addressOrRefusal } from '../likes/address-or-refusal.js';
import { createRateLimiter } from '../likes/rate-limiter.js';
import { sendJson } from '../likes/send-json.js';
import { crossSiteWrite } from '../likes/write-origin.js';
import { answerPageHtml, type AnswerPage } from './answer-page.js';
import { normaliseAddress } from './newsletter-address.js';
import { NEWSLETTER_COPY } from './newsletter-copy.js';
import { openNewsletterDb, type NewsletterDb } from './newsletter-db.js';
import { readForm } from './read-form.js';

/** Where the sign-up form posts (shared/src/design/newsletter-form.tsx names it too). */
export const SIGNUP_PATH = '/api/newsletter';
/** The page each address's unsubscribe link opens (newsletter-export.ts writes the links). */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

export interface NewsletterApiOptions {
  dbFile: string;
  /** Sign-ups accepted per client per minute (429 beyond), as likes are limited. */
  rateLimitPerMinute: number;
  trustProxyHops: number;
  ownOrigins: ReadonlySet<string>;
}

export interface NewsletterApi {
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean>;
  close(): void;
}

/** The form's script asks for JSON; a plain form (no JavaScript) gets a page. */
function wantsJson(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes('application/json');
}

/** The page the reader came from, when it is one of this site's, else the home page. */
function backTo(req: IncomingMessage): { href: string; label: string } {
  const referer = req.headers.referer;
  if (referer && req.headers.host) {
    try {
      const url = new URL(referer);
      if (url.host === req.headers.host && url.pathname !== UNSUBSCRIBE_PATH) {
        return { href: `${url.pathname}${url.search}`, label: NEWSLETTER_COPY.back };
      }
    } catch {
      // not a URL: home
    }
  }
  return { href: '/', label: NEWSLETTER_COPY.home };
}

function sendPage(res: ServerResponse, status: number, page: AnswerPage, extra = {}): void {
  const html = answerPageHtml(page);
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    ...extra,
  });
  res.end(html);
}

/**
 * The embedded newsletter: the sign-up form's endpoint (POST /api/newsletter) and each
 * address's unsubscribe page (/newsletter/unsubscribe?token=...), over the newsletter's own
 * store (newsletter-db.ts). A sign-up is checked like a like (the site's own pages only, a
 * rate per client address), its address validated, and answered the same whether it is new
 * or already on the list, so the form tells no one who has signed up.
 */
export function createNewsletterApi(options: NewsletterApiOptions): NewsletterApi {
  const db: NewsletterDb = openNewsletterDb(options.dbFile);
  const limiter = createRateLimiter(options.rateLimitPerMinute);

  function answer(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    title: string,
    line: string,
    headers: Record<string, string> = {},
  ): void {
    if (wantsJson(req)) {
      sendJson(res, status, status < 300 ? { message: line } : { error: line }, headers);
    } else {
      sendPage(res, status, { title, lines: [line], back: backTo(req) }, headers);
    }
  }

  async function signUp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const foreign = crossSiteWrite(req, options.ownOrigins);
    if (foreign !== null) {
      sendJson(res, 403, { error: 'Sign-ups are only accepted from this site’s own pages' });
      return;
    }
    const address = addressOrRefusal(req, res, options.trustProxyHops);
    if (address === null) return;
    const decision = limiter.take(addressBucket(address));
    if (!decision.allowed) {
      res.setHeader('Connection', 'close');
      answer(req, res, 429, NEWSLETTER_COPY.tooMany.title, NEWSLETTER_COPY.tooMany.line, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
      return;
    }
    const form = await readForm(req);
    if (form.kind === 'aborted') return;
    const email = form.kind === 'ok' ? normaliseAddress(form.fields.email) : null;
    if (email === null) {
      if (form.kind !== 'ok') res.setHeader('Connection', 'close');
      answer(req, res, 400, NEWSLETTER_COPY.invalid.title, NEWSLETTER_COPY.invalid.line);
      return;
    }
    // Committed and synced before the answer (newsletter-db.ts).
    db.add(email);
    answer(req, res, 200, NEWSLETTER_COPY.signedUp.title, NEWSLETTER_COPY.signedUp.line(email));
  }

  async function unsubscribe(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
  ): Promise<void> {
    const copy = NEWSLETTER_COPY.unsubscribe;
    const home = { href: '/', label: NEWSLETTER_COPY.home };
    if (method === 'GET' || method === 'HEAD') {
      // Opening the link only asks: mail scanners open links, and must not unsubscribe anyone.
      const token = new URL(req.url ?? '/', 'http://x').searchParams.get('token') ?? '';
      sendPage(res, 200, {
        title: copy.title,
        lines: [copy.line],
        back: home,
        form: { action: UNSUBSCRIBE_PATH, fields: { token }, button: copy.button },
      });
      return;
    }
    if (crossSiteWrite(req, options.ownOrigins) !== null) {
      sendPage(res, 403, { title: copy.unknown, lines: [copy.unknownLine], back: home });
      return;
    }
    const form = await readForm(req);
    if (form.kind === 'aborted') return;
    const token = form.kind === 'ok' ? form.fields.token : undefined;
    const removed = typeof token === 'string' && token !== '' && db.removeByToken(token);
    sendPage(
      res,
      200,
      removed
        ? { title: copy.done, lines: [copy.doneLine], back: home }
        : { title: copy.unknown, lines: [copy.unknownLine], back: home },
    );
  }

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
  ): Promise<boolean> {
    const method = req.method ?? 'GET';
    if (pathname === SIGNUP_PATH) {
      if (method === 'POST') await signUp(req, res);
      else
        sendJson(res, 405, { error: `Method ${method} not allowed; use POST` }, { Allow: 'POST' });
      return true;
    }
    if (pathname === UNSUBSCRIBE_PATH) {
      if (['GET', 'HEAD', 'POST'].includes(method)) await unsubscribe(req, res, method);
      else
        sendJson(res, 405, { error: `Method ${method} not allowed` }, { Allow: 'GET, HEAD, POST' });
      return true;
    }
    return false;
  }

  return { handle, close: () => db.close() };
}
