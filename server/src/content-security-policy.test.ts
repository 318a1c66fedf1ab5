import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COLOR_SCHEME_CSP_HASH, EARLY_TAPS_CSP_HASH } from '@site/hosting-policy';
import {
  buildContentSecurityPolicy,
  createCspProvider,
  cspSourcesFromEnv,
} from './content-security-policy.js';

/** Search's WebAssembly (Pagefind): allowed to compile, while eval stays refused. */
const WASM = "'wasm-unsafe-eval'";

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('Content-Security-Policy', () => {
  it('allows only the site itself when no service is configured', () => {
    const policy = buildContentSecurityPolicy(cspSourcesFromEnv({}, []));
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      WASM,
      EARLY_TAPS_CSP_HASH,
      COLOR_SCHEME_CSP_HASH,
    ]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toMatch(/googleapis|google-analytics|googletagmanager/);
  });

  it('adds exactly the configured Firebase, analytics and form-builder origins', () => {
    const policy = buildContentSecurityPolicy(
      cspSourcesFromEnv(
        {
          FIREBASE_PROJECT_ID: 'p',
          FIREBASE_MEASUREMENT_ID: 'G-1',
          NEWSLETTER_FORM_URL: 'https://forms.example.net/embed.js?id=7',
          FIRESTORE_EMULATOR_HOST: '127.0.0.1:8181',
        },
        ['https://blog.cdn.example.com'],
      ),
    );
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      WASM,
      EARLY_TAPS_CSP_HASH,
      COLOR_SCHEME_CSP_HASH,
      'https://blog.cdn.example.com',
      'https://forms.example.net',
      'https://www.googletagmanager.com',
    ]);
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://firestore.googleapis.com', 'http://127.0.0.1:8181']),
    );
    expect(directive(policy, 'frame-src')).toEqual(['https://forms.example.net']);
  });

  it("lets Firestore's channel load its one probe image, only where Firestore is configured", () => {
    const probe = 'https://www.google.com/images/cleardot.gif';
    const firestore = buildContentSecurityPolicy(
      cspSourcesFromEnv({ FIREBASE_PROJECT_ID: 'p' }, []),
    );
    expect(directive(firestore, 'img-src')).toEqual(["'self'", 'data:', probe]);
    const embedded = buildContentSecurityPolicy(cspSourcesFromEnv({}, []));
    expect(directive(embedded, 'img-src')).toEqual(["'self'", 'data:']);
  });

  it('allows reCAPTCHA and App Check only when App Check is configured', () => {
    const without = buildContentSecurityPolicy(cspSourcesFromEnv({ FIREBASE_PROJECT_ID: 'p' }, []));
    expect(without).not.toMatch(/recaptcha|appcheck/);
    const policy = buildContentSecurityPolicy(
      cspSourcesFromEnv(
        { FIREBASE_PROJECT_ID: 'p', FIREBASE_APP_CHECK_RECAPTCHA_SITE_KEY: '6LcExample' },
        [],
      ),
    );
    const recaptcha = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      WASM,
      EARLY_TAPS_CSP_HASH,
      COLOR_SCHEME_CSP_HASH,
      ...recaptcha,
    ]);
    expect(directive(policy, 'frame-src')).toEqual(recaptcha);
    expect(directive(policy, 'connect-src')).toContain(
      'https://content-firebaseappcheck.googleapis.com',
    );
  });

  it('follows the runtime manifest when a remote moves to another origin', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-'));
    const manifest = path.join(dir, 'runtime-manifest.json');
    writeFileSync(manifest, JSON.stringify({ blog_remote: '/remotes/blog/remoteEntry.js' }));
    const policy = createCspProvider(manifest, {});
    expect(directive(policy(), 'script-src')).toEqual([
      "'self'",
      WASM,
      EARLY_TAPS_CSP_HASH,
      COLOR_SCHEME_CSP_HASH,
    ]);
    writeFileSync(
      manifest,
      JSON.stringify({ blog_remote: 'https://blog.example.org/v3/remoteEntry.js' }),
    );
    // A different mtime is what tells the provider to recompute.
    const later = new Date(Date.now() + 5000);
    utimesSync(manifest, later, later);
    expect(directive(policy(), 'script-src')).toEqual([
      "'self'",
      WASM,
      EARLY_TAPS_CSP_HASH,
      COLOR_SCHEME_CSP_HASH,
      'https://blog.example.org',
    ]);
  });
});
