// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { filesChangingCode } from './code-changes.mjs';
import { siteView } from './site-views.mjs';

const map = (extra = '') => `export interface Section { readonly app: string }
export const SECTIONS = {
  blog: { app: 'blog-remote', scope: 'blog_remote', prefixes: ['/blog'], exposes: ['routes'] },
  red: { app: 'red-remote', scope: 'red_remote', prefixes: ['/red-page'], exposes: ['routes'] },${extra}
} as const;
export function federationExposes(section: { exposes: readonly string[] }) {
  return Object.fromEntries(section.exposes.map((name) => [\`./\${name}\`, \`./src/\${name}\`]));
}
`;
const withNotes = map(
  "\n  notes: { app: 'notes-remote', scope: 'notes_remote', prefixes: ['/notes'], exposes: ['routes'] },",
);

const topology = (sites) => JSON.stringify({ project: 'p', sites, keepReleases: 3 }, null, 2);
const twoSites = {
  shell: { site: 'p', origin: 'https://p.web.app' },
  blog: { site: 'p-blog', origin: 'https://p-blog.web.app' },
};

const lock = (packages) => JSON.stringify({ lockfileVersion: 3, packages }, null, 2);
const installed = { 'node_modules/react': { version: '19.3.0' } };
const workspaces = {
  '': { workspaces: ['shell', 'blog-remote'] },
  'blog-remote': { name: '@site/blog-remote', version: '1.0.0' },
  'node_modules/@site/blog-remote': { resolved: 'blog-remote', link: true },
};
const notesWorkspace = {
  '': { workspaces: ['shell', 'blog-remote', 'notes-remote'] },
  'notes-remote': { name: '@site/notes-remote', version: '1.0.0' },
  'node_modules/@site/notes-remote': { resolved: 'notes-remote', link: true },
};

/** The files of a commit that adds a section called notes, as the other sites see them. */
function changedFor(site) {
  const before = {
    'sections/src/index.ts': map(),
    'deploy/topology.json': topology(twoSites),
    'package-lock.json': lock({ ...workspaces, ...installed }),
  };
  const after = {
    'sections/src/index.ts': withNotes,
    'deploy/topology.json': topology({
      ...twoSites,
      notes: { site: 'p-notes', origin: 'https://p-notes.web.app' },
    }),
    'package-lock.json': lock({ ...workspaces, ...notesWorkspace, ...installed }),
  };
  const read = (/** @type {Record<string, string>} */ tree) => (/** @type {string} */ file) =>
    tree[file] ?? null;
  return filesChangingCode(Object.keys(before), read(before), read(after), site);
}

test('a section added to the map, the topology and the workspaces: another section sees no change', () => {
  assert.deepEqual(changedFor('blog'), []);
  assert.deepEqual(changedFor('red'), []);
});

test('the shell reads all of each, and the new section its own entry', () => {
  assert.deepEqual(changedFor('shell'), [
    'sections/src/index.ts',
    'deploy/topology.json',
    'package-lock.json',
  ]);
  assert.deepEqual(changedFor('notes'), ['sections/src/index.ts', 'deploy/topology.json']);
});

test("a change to a section's own entry or to the shell's origin is that section's", () => {
  const moved = map().replace("prefixes: ['/blog']", "prefixes: ['/writing']");
  assert.notEqual(
    siteView('sections/src/index.ts', moved, 'blog'),
    siteView('sections/src/index.ts', map(), 'blog'),
  );
  assert.equal(
    siteView('sections/src/index.ts', moved, 'red'),
    siteView('sections/src/index.ts', map(), 'red'),
  );
  const shellMoved = topology({
    ...twoSites,
    shell: { site: 'p', origin: 'https://mira.example' },
  });
  assert.notEqual(
    siteView('deploy/topology.json', shellMoved, 'blog'),
    siteView('deploy/topology.json', topology(twoSites), 'blog'),
  );
});

test('a package installed or upgraded changes every site view of the lock', () => {
  const upgraded = lock({ ...workspaces, 'node_modules/react': { version: '19.4.0' } });
  assert.notEqual(
    siteView('package-lock.json', upgraded, 'blog'),
    siteView('package-lock.json', lock({ ...workspaces, ...installed }), 'blog'),
  );
});

test('no view for the shell, for other files, or for a text the view cannot read', () => {
  assert.equal(siteView('sections/src/index.ts', map(), 'shell'), undefined);
  assert.equal(siteView('shell/src/a.ts', 'x', 'blog'), undefined);
  assert.equal(siteView('deploy/topology.json', 'not json', 'blog'), undefined);
});
