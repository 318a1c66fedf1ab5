import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  firebaseJson,
  firebaserc,
  previewFirebaseJson,
  shellContentSecurityPolicy,
} from './firebase-config.mjs';
import { emulatorPreviewOrigins } from './preview-sites.mjs';
import {
  HOSTING_IGNORE,
  IMMUTABLE,
  NO_CACHE,
  SECTION_HEADERS,
  SECURITY_HEADERS,
} from '@site/hosting-policy';
import { demoTopology } from '../lib/demo-topology.mjs';

// Every service on.
const topology = demoTopology({
  formBuilderOrigin: 'https://forms.example.net',
  firestore: true,
  analytics: true,
});
const SECTION_ORIGINS = {
  production: [
    'https://demo-blog.web.app',
    'https://demo-red.web.app',
    'https://demo-portfolio.web.app',
  ],
  emulator: ['http://127.0.0.1:6005', 'http://127.0.0.1:6006', 'http://127.0.0.1:6007'],
};

function site(config, name) {
  return config.hosting.find((entry) => entry.target === name);
}

/** The headers of a site's `source: '**'` rule as a record. */
function everyPathHeaders(entry) {
  const rule = entry.headers.find((candidate) => candidate.source === '**');
  assert.ok(rule, `${entry.target} has a rule for every path`);
  return Object.fromEntries(rule.headers.map(({ key, value }) => [key, value]));
}

function immutable(entry) {
  const rules = entry.headers.filter((rule) =>
    rule.headers.some(({ key, value }) => key === 'Cache-Control' && value === IMMUTABLE),
  );
  assert.equal(rules.length, 1, `${entry.target} has one immutable rule`);
  return rules[0];
}

function directive(policy, name) {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

for (const target of ['production', 'emulator']) {
  test(`${target}: four sites from their staging folders (the emulator's preview sites after them), no rewrites, clean URLs`, () => {
    const config = firebaseJson(topology, target);
    const previews = target === 'emulator' ? ['shell-preview', 'section-preview'] : [];
    assert.deepEqual(
      config.hosting.map((entry) => [entry.target, entry.public]),
      ['shell', 'blog', 'red', 'portfolio', ...previews].map((name) => [
        name,
        `.hosting/production/${name}`,
      ]),
    );
    for (const entry of config.hosting) {
      assert.equal(entry.rewrites, undefined, `${entry.target} has no rewrites`);
      assert.equal(entry.redirects, undefined, `${entry.target} has no redirects`);
      assert.equal(entry.cleanUrls, true);
      assert.equal(entry.trailingSlash, false);
      assert.ok(entry.ignore.includes('**/*.map'));
    }
  });

  test(`${target}: every path is no-cache with the security headers`, () => {
    const config = firebaseJson(topology, target);
    for (const entry of config.hosting) {
      const headers = everyPathHeaders(entry);
      assert.equal(headers['Cache-Control'], NO_CACHE);
      for (const [key, value] of Object.entries(SECURITY_HEADERS)) {
        assert.equal(headers[key], value, `${entry.target} ${key}`);
      }
    }
    const shell = everyPathHeaders(site(config, 'shell'));
    assert.equal(shell['Cross-Origin-Opener-Policy'], 'same-origin');
    assert.equal(shell['Access-Control-Allow-Origin'], undefined);
    for (const name of ['blog', 'red', 'portfolio']) {
      const section = everyPathHeaders(site(config, name));
      assert.equal(section['Access-Control-Allow-Origin'], '*');
      assert.equal(section['Content-Security-Policy'], SECTION_HEADERS['Content-Security-Policy']);
      assert.equal(section['Cross-Origin-Opener-Policy'], undefined);
    }
  });

  test(`${target}: every site sends Strict-Transport-Security, a year, on every path`, () => {
    for (const entry of firebaseJson(topology, target).hosting) {
      assert.equal(
        everyPathHeaders(entry)['Strict-Transport-Security'],
        'max-age=31536000',
        entry.target,
      );
    }
  });

  test(`${target}: every site leaves out source maps, the build's stats and dotfiles`, () => {
    for (const entry of firebaseJson(topology, target).hosting) {
      assert.deepEqual(entry.ignore, HOSTING_IGNORE);
      assert.deepEqual(HOSTING_IGNORE, ['**/*.map', 'mf-manifest-stats.json', '**/.*']);
    }
  });

  test(`${target}: the shell's CSP lists the section origins`, () => {
    const config = firebaseJson(topology, target);
    const policy = everyPathHeaders(site(config, 'shell'))['Content-Security-Policy'];
    assert.equal(policy, shellContentSecurityPolicy(topology, target));
    for (const name of ['script-src', 'connect-src', 'img-src', 'media-src']) {
      const sources = directive(policy, name);
      for (const origin of SECTION_ORIGINS[target]) {
        assert.ok(sources.includes(origin), `${name} lists ${origin}: ${sources.join(' ')}`);
      }
    }
    assert.deepEqual(directive(policy, 'frame-ancestors'), ["'none'"]);
    assert.deepEqual(directive(policy, 'object-src'), ["'none'"]);
  });

  test(`${target}: without staged files the immutable rule is the static/ glob`, () => {
    for (const entry of firebaseJson(topology, target).hosting) {
      const rule = immutable(entry);
      assert.equal(rule.source, '/static/**');
      assert.equal(rule.regex, undefined);
    }
  });
}

test("the shell's CSP: production names the configured services, the emulator Firestore's emulator", () => {
  const production = shellContentSecurityPolicy(topology, 'production');
  assert.ok(directive(production, 'connect-src').includes('https://firestore.googleapis.com'));
  assert.ok(directive(production, 'script-src').includes('https://forms.example.net'));
  assert.ok(directive(production, 'script-src').includes('https://www.googletagmanager.com'));
  assert.ok(!directive(production, 'connect-src').includes('http://127.0.0.1:8099'));
  const emulator = shellContentSecurityPolicy(topology, 'emulator');
  const connect = directive(emulator, 'connect-src');
  assert.ok(connect.includes('http://127.0.0.1:8099'));
  assert.ok(!connect.includes('https://firestore.googleapis.com'));
  assert.doesNotMatch(emulator, /google-analytics|googletagmanager|forms\.example\.net/);
});

test('with staged files the immutable rule is a regex naming exactly those files', () => {
  const config = firebaseJson(topology, 'emulator', {
    hashedFiles: {
      shell: ['static/js/a.1234567890.js', 'static/css/main.(1).css'],
      blog: [],
    },
    publicDir: (name) => `/tmp/stage/${name}`,
  });
  assert.equal(site(config, 'shell').public, '/tmp/stage/shell');

  const shell = immutable(site(config, 'shell'));
  assert.equal(shell.source, undefined);
  const named = new RegExp(shell.regex);
  assert.ok(named.test('/static/js/a.1234567890.js'));
  assert.ok(named.test('/static/css/main.(1).css'));
  assert.ok(!named.test('/static/js/nope.js'));
  assert.ok(!named.test('/static/js/a.1234567890.js.map'));
  assert.ok(!named.test('/static/js/aX1234567890.js'), 'dots are literal');
  assert.ok(!named.test('/x/static/js/a.1234567890.js'));
  assert.ok(!named.test('/'));

  // A site with no staged files matches nothing.
  const empty = new RegExp(immutable(site(config, 'blog')).regex);
  for (const pathname of ['/static/js/a.1234567890.js', '/static/js/nope.js', '/']) {
    assert.ok(!empty.test(pathname), pathname);
  }
  // A site absent from hashedFiles keeps the glob.
  assert.equal(immutable(site(config, 'red')).source, '/static/**');
});

test('the emulator settings come from the topology', () => {
  const { emulators } = firebaseJson(topology, 'production');
  assert.deepEqual(emulators.hosting, { host: '127.0.0.1', port: 6000 });
  assert.deepEqual(emulators.firestore, { host: '127.0.0.1', port: 8099 });
});

test('firebaserc: the project and one deploy target per site', () => {
  assert.deepEqual(firebaserc(topology), {
    projects: { default: 'demo-site' },
    targets: {
      'demo-site': {
        hosting: {
          shell: ['demo-site'],
          blog: ['demo-blog'],
          red: ['demo-red'],
          portfolio: ['demo-portfolio'],
        },
      },
    },
  });
  const emulator = firebaserc(topology, topology.emulator.project);
  assert.deepEqual(emulator.projects, { default: 'demo-demo-site' });
  assert.deepEqual(Object.keys(emulator.targets), ['demo-demo-site']);
  assert.deepEqual(emulator.targets['demo-demo-site'].hosting.blog, ['demo-blog']);
});

test("the emulator's preview shell allows the preview section's site; the live shell does not", () => {
  const config = firebaseJson(topology, 'emulator');
  const previewSection = emulatorPreviewOrigins(topology).section;
  const scripts = (name) =>
    directive(everyPathHeaders(site(config, name))['Content-Security-Policy'], 'script-src');
  assert.ok(scripts('shell-preview').includes(previewSection));
  assert.ok(!scripts('shell').includes(previewSection));
  assert.equal(
    everyPathHeaders(site(config, 'section-preview'))['Access-Control-Allow-Origin'],
    '*',
  );
});

test("a production preview's shell allows exactly its section's channel", () => {
  const channel = 'https://demo-blog--pr-7-a1b2c3.web.app';
  const config = previewFirebaseJson(topology, 'blog', { sectionOrigin: channel });
  assert.deepEqual(
    config.hosting.map((entry) => entry.target),
    ['shell', 'blog'],
  );
  const csp = everyPathHeaders(site(config, 'shell'))['Content-Security-Policy'];
  assert.ok(directive(csp, 'script-src').includes(channel));
  // One channel, never a pattern of them.
  assert.doesNotMatch(csp, /\*\.web\.app/);
  assert.ok(!shellContentSecurityPolicy(topology, 'production').includes(channel));
});
