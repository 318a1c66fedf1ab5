// The HTTP policy every site answers with, on Firebase Hosting (firebase.json is generated
// from it) and on the local server: security headers, the Content-Security-Policy and the
// cache rules.
import { COLOR_SCHEME_CSP_HASH } from './color-scheme.js';
import { EARLY_TAPS_CSP_HASH } from './early-taps.js';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Content-hashed files live under /static/ in every app (toolchain/create-app-config.mjs). */
export const HASHED_DIR = 'static';

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
};

/**
 * Only on the Hosting sites, which are HTTPS only: browsers then refuse plain HTTP to them
 * for a year, so no first request can be downgraded. Without includeSubDomains: the sites
 * may move to the owner's own domain, whose other subdomains this site does not decide
 * for. (The local server is plain HTTP, where browsers ignore the header anyway.)
 */
export const HOSTING_ONLY_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=31536000',
};

/**
 * Files a deploy leaves out of every site (firebase.json's `ignore`): source maps, the
 * build's stats and dotfiles. The local server does not serve them either
 * (server/src/static/hosting-ignore.ts).
 */
export const HOSTING_IGNORE: string[] = ['**/*.map', 'mf-manifest-stats.json', '**/.*'];

/** The shell's pages are a browsing context of their own (no popup can reach into them). */
export const SHELL_ONLY_HEADERS: Record<string, string> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** A section's site serves scripts and images to the shell's origin. */
export const SECTION_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
};

const FIRESTORE = ['https://firestore.googleapis.com'];
// Firestore's channel (the SDK's WebChannel) loads this image each time one of its requests is
// refused (a 400 when the server has ended its session), to tell "offline" from "refused";
// the address is hard-coded (firebase/firebase-js-sdk#6777). Blocked, nothing the reader sees
// changes, but every such moment logged a CSP violation; allowed, it is this one image, from
// the company the likes already go to. The SDK reopens its channel either way.
const FIRESTORE_IMG = ['https://www.google.com/images/cleardot.gif'];
const ANALYTICS_SCRIPT = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT = [
  'https://firebase.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];
const ANALYTICS_IMG = ['https://*.google-analytics.com', 'https://www.googletagmanager.com'];
// App Check's reCAPTCHA v3 provider: Google's script and its invisible frame, and the
// token exchange with App Check.
const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const APP_CHECK_CONNECT = ['https://content-firebaseappcheck.googleapis.com'];

export interface CspSources {
  /** Origins of sections deployed elsewhere. */
  remoteOrigins: string[];
  firestore: boolean;
  analytics: boolean;
  formBuilderOrigin: string | null;
  firestoreEmulatorOrigin: string | null;
  /** Firebase App Check with reCAPTCHA v3 (optional; off when absent). */
  appCheck?: boolean;
}

/**
 * The shell's policy: the site itself, its sections' origins, and only the configured
 * services. Styles allow inline because Emotion inserts <style> elements at run time.
 */
export function buildContentSecurityPolicy(sources: CspSources): string {
  const form = sources.formBuilderOrigin ? [sources.formBuilderOrigin] : [];
  // The inline scripts of the prerendered pages, each allowed by its hash: the early-taps
  // holder and the reader's colour scheme.
  // 'wasm-unsafe-eval': the site's search (Pagefind, on the site itself) compiles its
  // WebAssembly; it allows WebAssembly alone, not eval (docs/decisions/018-*).
  const script = [
    "'self'",
    "'wasm-unsafe-eval'",
    EARLY_TAPS_CSP_HASH,
    COLOR_SCHEME_CSP_HASH,
    ...sources.remoteOrigins,
    ...form,
  ];
  const connect = ["'self'", ...sources.remoteOrigins, ...form];
  const img = ["'self'", 'data:', ...sources.remoteOrigins, ...form];
  const frame = [...form];
  if (sources.analytics) {
    script.push(...ANALYTICS_SCRIPT);
    connect.push(...ANALYTICS_CONNECT);
    img.push(...ANALYTICS_IMG);
  }
  if (sources.firestore) {
    connect.push(...FIRESTORE);
    img.push(...FIRESTORE_IMG);
  }
  if (sources.appCheck) {
    script.push(...RECAPTCHA);
    frame.push(...RECAPTCHA);
    connect.push(...APP_CHECK_CONNECT);
  }
  if (sources.firestoreEmulatorOrigin) connect.push(sources.firestoreEmulatorOrigin);
  const unique = (list: string[]) => [...new Set(list)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${unique(script)}`,
    `style-src 'self' 'unsafe-inline' ${form.join(' ')}`.trim(),
    `img-src ${unique(img)}`,
    // A poem's recording is a file of the Red section's build, on its own origin.
    `media-src ${unique(["'self'", ...sources.remoteOrigins])}`,
    `connect-src ${unique(connect)}`,
    `font-src 'self' ${form.join(' ')}`.trim(),
    `frame-src ${frame.length ? unique(frame) : "'none'"}`,
    `form-action 'self' ${form.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
