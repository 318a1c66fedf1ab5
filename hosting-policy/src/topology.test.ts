import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { SECTIONS, SECTION_NAMES, SHELL, type SectionName } from '@site/sections';
import {
  type Topology,
  checkTopology,
  readTopology,
  runtimeManifest,
  sectionBase,
  sectionNames,
  siteOrigins,
} from './topology.js';

interface Site {
  site: string;
  origin: string;
}
/** A topology as a test may break it: fields can go missing. */
interface Draft {
  project?: string;
  sites: { shell: Site; blog: Site; red: Site; portfolio: Site; extra?: Site };
  services: Record<string, unknown>;
  keepReleases?: number;
  emulator: { project: string; hostingPort: number; firestorePort: number };
}

const DEMO_TOPOLOGY = readFileSync(
  new URL('../fixtures/demo-topology.json', import.meta.url),
  'utf8',
);

/** A valid topology (hosting-policy/fixtures/), fresh for each test to change. */
function topology(): Draft & Topology {
  return JSON.parse(DEMO_TOPOLOGY) as Draft & Topology;
}

test('a valid topology and the checked-in one pass the check', () => {
  const valid = topology();
  const checked = checkTopology(valid);
  assert.deepEqual(Object.keys(checked.sites), ['shell', ...SECTION_NAMES]);
  for (const [name, site] of Object.entries(checked.sites)) {
    assert.equal(site.app, name === 'shell' ? SHELL.app : SECTIONS[name as SectionName].app);
    assert.equal(site.origin, valid.sites[name as keyof Draft['sites']]?.origin);
  }
  assert.deepEqual(sectionNames(readTopology()), SECTION_NAMES);
});

test('checkTopology rejects each bad field, naming it', () => {
  const cases: [(t: Draft) => unknown, RegExp][] = [
    [(t) => (t.project = 'Not An Id'), /"project"/],
    [(t) => delete t.project, /"project"/],
    [
      (t) => delete (t.sites as Partial<Draft['sites']>).red,
      /"sites" must list shell, blog, red, portfolio in order/,
    ],
    [
      (t) => {
        const { blog, shell, ...others } = t.sites;
        t.sites = { blog, shell, ...others };
      },
      /"sites" must list/,
    ],
    [(t) => (t.sites.extra = t.sites.blog), /"sites" must list/],
    [(t) => (t.sites.blog.site = 'Blog_Site'), /sites\.blog\.site must be a Hosting site id/],
    [(t) => (t.sites.red.origin = 'not a url'), /sites\.red\.origin must be an absolute URL/],
    [
      (t) => (t.sites.portfolio.origin = 'http://demo-portfolio.web.app'),
      /sites\.portfolio\.origin must be an https origin.*"http:\/\/demo-portfolio\.web\.app"/,
    ],
    [
      (t) => (t.sites.shell.origin = 'https://demo-site.web.app/'),
      /sites\.shell\.origin must be an https origin without a path/,
    ],
    [
      (t) => (t.sites.blog.origin = 'https://demo-blog.web.app/blog'),
      /sites\.blog\.origin must be an https origin without a path/,
    ],
    [
      (t) => Object.assign(t.sites.red, { app: 'red-remote' }),
      /sites\.red\.app: an app's folder is in @site\/sections/,
    ],
    [(t) => (t.keepReleases = 0), /"keepReleases" must be a positive integer/],
    [(t) => (t.keepReleases = 1.5), /"keepReleases"/],
    [(t) => delete t.keepReleases, /"keepReleases"/],
  ];
  for (const [change, message] of cases) {
    const bad = topology();
    change(bad);
    assert.throws(
      () => checkTopology(bad),
      (error: Error) => {
        assert.match(error.message, /^deploy\/topology\.json: /);
        assert.match(error.message, message);
        return true;
      },
      `${change}`,
    );
  }
});

test.each([
  [
    'production uses the configured origins',
    'production',
    {
      shell: 'https://demo-site.web.app',
      blog: 'https://demo-blog.web.app',
      red: 'https://demo-red.web.app',
      portfolio: 'https://demo-portfolio.web.app',
    },
  ],
  [
    'the emulator gives the shell the base port, the sections base+5, +6, +7',
    'emulator',
    {
      shell: 'http://127.0.0.1:6000',
      blog: 'http://127.0.0.1:6005',
      red: 'http://127.0.0.1:6006',
      portfolio: 'http://127.0.0.1:6007',
    },
  ],
  [
    'local serves everything from one origin',
    'local',
    { shell: '', blog: '', red: '', portfolio: '' },
  ],
])('siteOrigins: %s', (_case, target, origins) => {
  assert.deepEqual(siteOrigins(topology(), target), origins);
});

test('siteOrigins: an unknown target is refused', () => {
  assert.throws(() => siteOrigins(topology(), 'staging'), /unknown target "staging"/);
});

test('sectionBase ends with a slash on every target', () => {
  assert.equal(sectionBase(topology(), 'production', 'red'), 'https://demo-red.web.app/');
  assert.equal(sectionBase(topology(), 'emulator', 'red'), 'http://127.0.0.1:6006/');
  assert.equal(sectionBase(topology(), 'local', 'red'), '/remotes/red/');
});

test('runtimeManifest maps each federation scope to its remoteEntry.js per target', () => {
  assert.deepEqual(runtimeManifest(topology(), 'production'), {
    blog_remote: 'https://demo-blog.web.app/remoteEntry.js',
    red_remote: 'https://demo-red.web.app/remoteEntry.js',
    portfolio_remote: 'https://demo-portfolio.web.app/remoteEntry.js',
  });
  assert.deepEqual(runtimeManifest(topology(), 'emulator'), {
    blog_remote: 'http://127.0.0.1:6005/remoteEntry.js',
    red_remote: 'http://127.0.0.1:6006/remoteEntry.js',
    portfolio_remote: 'http://127.0.0.1:6007/remoteEntry.js',
  });
  assert.deepEqual(runtimeManifest(topology(), 'local'), {
    blog_remote: '/remotes/blog/remoteEntry.js',
    red_remote: '/remotes/red/remoteEntry.js',
    portfolio_remote: '/remotes/portfolio/remoteEntry.js',
  });
});

test('development: each app on its dev server, at the port the map gives it', () => {
  const origins = siteOrigins(topology(), 'development');
  assert.equal(origins.shell, `http://localhost:${SHELL.devPort}`);
  assert.deepEqual(
    runtimeManifest(topology(), 'development'),
    Object.fromEntries(
      SECTION_NAMES.map((name) => [
        SECTIONS[name].scope,
        `http://localhost:${SECTIONS[name].devPort}/remoteEntry.js`,
      ]),
    ),
  );
});
