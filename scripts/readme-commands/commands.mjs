// @ts-check
// Every command the README names, in the README's order, each in its shortest form with what
// shows that it worked. The README stage of `npm test` runs them on the checkout as it is (in
// CI a clean clone: `npm start` then builds everything), and readme-list.test.mjs fails when
// the README names a command this list does not run.
import { randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { readTopology, siteOrigins } from '@site/hosting-policy';
import { chromium } from 'playwright-core';
import { SECTION_FOLDERS } from '../lib/apps.mjs';
import { aBuiltPost } from '../lib/built-post.mjs';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { freePort } from '../lib/free-port.mjs';
import { REPO_ROOT } from '../lib/repo-root.mjs';
import { npm, npmServing } from './processes.mjs';

/**
 * The heading a section's page draws in Chromium: the servers answering is not the site working
 * (a section whose code never arrives leaves its loading line, and no heading, for ever).
 * @param {string} url
 */
async function sectionHeadingIn(url) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    await page.goto(url);
    const heading = page.locator('main h1').first();
    await heading.waitFor({ timeout: 60_000 }).catch(() => {
      throw new Error(`${url} drew no heading within 60 s: the section did not load`);
    });
    return (await heading.innerText()).trim();
  } finally {
    await browser.close();
  }
}

/**
 * @typedef {object} StageState what one command leaves for the next
 * @property {string} scratch the stage's own folder (likes store, backup, fixtures)
 * @property {number} port where `npm start` serves
 * @property {{ stop: () => Promise<boolean> } | null} site the running `npm start`
 * @property {{ stop: () => Promise<boolean> } | null} hosting the running `npm run hosting`
 * @property {number} likesBeforeBackup the count the backup holds
 *
 * @typedef {object} ReadmeCommand
 * @property {string} readme the command as the README writes it
 * @property {string[]} [covers] other README commands this one runs (npm run dev starts each
 *   section's dev server from its own rspack config, on its port, its standalone page there)
 * @property {(state: StageState) => Promise<string>} run runs it; resolves with what it showed,
 *   rejects with why it failed
 */

/** GETs a URL and fails unless it answers `status`; resolves with its text. */
async function expectStatus(url, status = 200) {
  const response = await fetch(url);
  if (response.status !== status) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** One like through the likes API, as the like button sends it; resolves with the count. */
async function like(origin, postId) {
  const response = await fetch(`${origin}/api/likes/${postId}`, {
    method: 'POST',
    headers: { 'Idempotency-Key': randomUUID() },
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`a like answered ${response.status}: ${body}`);
  return /** @type {{ count: number }} */ (JSON.parse(body)).count;
}

async function likeCount(origin, postId) {
  return /** @type {{ count: number }} */ (
    JSON.parse(await expectStatus(`${origin}/api/likes/${postId}`))
  ).count;
}

/** Fails with the program's output when `npm args` did not exit 0; resolves with its output. */
async function npmOk(args, options = {}) {
  const { code, output } = await npm(args, options);
  if (code !== 0) throw new Error(`npm ${args.join(' ')}: exit ${code}\n${lastLines(output)}`);
  return output;
}

const lastLines = (text, count = 30) => text.trim().split('\n').slice(-count).join('\n');

/** The line of `output` matching `pattern`, or a failure saying what was missing. */
function lineOf(output, pattern, what) {
  const line = output.split('\n').find((text) => pattern.test(text));
  if (!line) throw new Error(`no ${what} in the output:\n${lastLines(output)}`);
  return line.trim();
}

/** The running server `name` started, or a failure saying it is not running. */
function running(server, name) {
  if (!server) throw new Error(`${name} is not serving (it failed above)`);
  return server;
}

const storeEnv = (state) => ({
  LIKES_DB_FILE: path.join(state.scratch, 'likes.sqlite'),
  NEWSLETTER_DB_FILE: path.join(state.scratch, 'newsletter.sqlite'),
});
const siteOrigin = (state) => `http://127.0.0.1:${state.port}`;

async function startSite(state) {
  state.site = await npmServing(['start'], [`${siteOrigin(state)}/runtime-manifest.json`], {
    // A throwaway store of the stage's own (a checkout's default one is npm install's).
    env: { PORT: String(state.port), LIKES_CREATE_STORE: '1', ...storeEnv(state) },
    // A clean clone builds every app and prerenders first.
    timeoutMs: 600_000,
  });
}

/** Stops `npm start`; fails when it did not end cleanly. */
async function stopSite(state) {
  const clean = await state.site?.stop();
  state.site = null;
  if (!clean) throw new Error('npm start did not end cleanly when stopped');
}

/** A release of the blog to roll back from: its content with one more post (a fixture). */
function blogWithOneMorePost(state) {
  const copy = path.join(state.scratch, 'next-release/blog-remote');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(path.dirname(copy), { recursive: true });
  const app = path.join(REPO_ROOT, SECTION_FOLDERS.blog);
  cpSync(app, copy, {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules)([\\/]|$)/.test(source.slice(app.length)),
  });
  const category = aPostCategory(path.join(copy, 'content/posts'));
  writeFileSync(
    path.join(copy, 'content/posts/a-note-on-release-day.md'),
    `---\ntitle: 'A note on release day'\ncategory: ${category}\ndate: 2099-01-01\n` +
      `description: 'Shipped by the README stage so that a rollback has a release to undo.'\n---\n\n` +
      'The ink of this note dries before the next release.\n',
  );
  return copy;
}

/** The category of a post the blog already has (its front matter's `category:`). */
function aPostCategory(postsDir) {
  for (const file of readdirSync(postsDir).filter((name) => name.endsWith('.md'))) {
    const category = /^category:\s*(\S+)\s*$/m.exec(
      readFileSync(path.join(postsDir, file), 'utf8'),
    );
    if (category) return category[1];
  }
  throw new Error(`no post in ${postsDir} names its category`);
}

/** @type {ReadmeCommand[]} */
export const README_COMMANDS = [
  {
    readme: 'npm start',
    run: async (state) => {
      await startSite(state);
      const origin = siteOrigin(state);
      const home = await expectStatus(`${origin}/`);
      if (!home.includes('data-prerendered-for="/"')) throw new Error('/ is not prerendered');
      const { postId, page } = aBuiltPost();
      await expectStatus(`${origin}${page}`);
      const before = await likeCount(origin, postId);
      const after = await like(origin, postId);
      if (after !== before + 1) throw new Error(`a like took ${postId} from ${before} to ${after}`);
      state.likesBeforeBackup = after;
      return `${origin}/ and ${page} served; a like of ${postId}: ${before} -> ${after}`;
    },
  },
  {
    readme: 'npm run likes:create',
    run: async (state) => {
      const env = { LIKES_DB_FILE: path.join(state.scratch, 'created.sqlite') };
      const output = await npmOk(['run', 'likes:create'], { env });
      // Never over a store that is there.
      const again = await npm(['run', 'likes:create'], { env });
      if (again.code === 0) throw new Error('a second likes:create did not refuse');
      return lineOf(output, /^Created an empty likes store/, 'the created line');
    },
  },
  {
    readme: 'npm run build',
    run: async () => {
      const started = Date.now();
      await npmOk(['run', 'build']);
      const manifest = path.join(REPO_ROOT, 'shell/dist/sitemap.xml');
      if (!existsSync(manifest)) throw new Error('no shell/dist/sitemap.xml after the build');
      return `built what changed (unchanged apps kept) and prerendered when an app was built (${((Date.now() - started) / 1000).toFixed(0)} s)`;
    },
  },
  {
    readme: 'npm run dev',
    covers: Object.values(SECTION_FOLDERS).map(
      (app) => `npx rspack serve -c ${app}/rspack.config.mjs --mode development`,
    ),
    run: async () => {
      // Each app's dev server (the map's ports, as the development runtime manifest has
      // them) and the likes API scripts/dev.mjs starts.
      const { shell: shellOrigin, ...sections } = siteOrigins(readTopology(), 'development');
      const urls = [
        `${shellOrigin}/`,
        ...Object.values(sections).map((origin) => `${origin}/remoteEntry.js`),
        'http://127.0.0.1:3100/runtime-manifest.json',
      ];
      const dev = await npmServing(['run', 'dev'], urls, { timeoutMs: 300_000 });
      try {
        const shell = await expectStatus(`${shellOrigin}/blog`);
        if (!shell.includes('id="root"')) throw new Error('the dev shell served no app page');
        const heading = await sectionHeadingIn(`${shellOrigin}/blog`);
        return `the shell, the ${Object.keys(sections).length} sections (${urls.slice(0, -1).join(', ')}) and the likes API (3100) answered; /blog drew the blog's page ("${heading}")`;
      } finally {
        await dev.stop();
      }
    },
  },
  {
    readme: 'npm run preview -- blog',
    run: async (state) => {
      // The working tree's blog (what `npm run build` just built) inside the site as built,
      // its pages rendered with it, on a port of its own beside npm start's.
      const origin = `http://127.0.0.1:${await freePort()}`;
      const preview = await npmServing(
        ['run', 'preview', '--', 'blog'],
        [`${origin}/runtime-manifest.json`],
        {
          env: {
            PORT: new URL(origin).port,
            LIKES_CREATE_STORE: '1',
            LIKES_DB_FILE: path.join(state.scratch, 'preview.sqlite'),
          },
          timeoutMs: 300_000,
        },
      );
      const { page } = aBuiltPost();
      const html = await expectStatus(`${origin}${page}`).finally(() => preview.stop());
      if (!html.includes(`data-prerendered-for="${page}"`)) {
        throw new Error(`${page} of the preview is not prerendered`);
      }
      return `${origin}${page} served, prerendered with the working tree's blog`;
    },
  },
  {
    readme: 'npm run measure -- /path',
    run: async () =>
      lineOf(await npmOk(['run', 'measure', '--', '/']), /^JS: .* KB gzip/, 'JS bytes line'),
  },
  {
    readme: 'npm run bench',
    run: async (state) => {
      const report = path.join(state.scratch, 'bench.json');
      await npmOk(
        ['run', 'bench', '--', '--runs', '1', '--no-lighthouse', '--routes', '/', '--json', report],
        { timeoutMs: 600_000 },
      );
      const figures = JSON.parse(readFileSync(report, 'utf8'));
      const columns = ['federated', 'single', 'nojs'];
      const missing = columns.filter((column) => typeof figures[column]?.['/']?.lcp !== 'number');
      if (missing.length > 0) throw new Error(`no LCP measured for: ${missing.join(', ')}`);
      return columns
        .map((column) => `${column} LCP ${figures[column]['/'].lcp.toFixed(0)} ms`)
        .join(', ');
    },
  },
  {
    readme: 'npm run bench:content -- --posts N',
    run: async () =>
      lineOf(
        await npmOk(['run', 'bench:content', '--', '--posts', '20'], { timeoutMs: 600_000 }),
        /npm run build\s+[\d.]+ s/,
        'build time line',
      ),
  },
  {
    readme: 'npm run bench:likes',
    run: async () => {
      const output = await npmOk(['run', 'bench:likes'], {
        env: { BENCH_SECONDS: '2', BENCH_CONNECTIONS: '10', BENCH_SUBSCRIBERS: '20' },
      });
      return lineOf(output, /likes\/s|req\/s|requests/i, 'throughput line');
    },
  },
  {
    readme: 'npm run load',
    run: async () => {
      const output = await npmOk(['run', 'load', '--', '--connections', '20', '--duration', '3']);
      return lineOf(output, /"requestsPerSecond"/, 'requests per second');
    },
  },
  {
    readme: 'npm run likes:backup -- FILE',
    run: async (state) => {
      const backup = path.join(state.scratch, 'likes-backup.sqlite');
      rmSync(backup, { force: true });
      // Of the running store: `npm start` still serves it.
      running(state.site, 'npm start');
      await npmOk(['run', 'likes:backup', '--', backup], { env: storeEnv(state) });
      if (!existsSync(backup)) throw new Error(`no backup at ${backup}`);
      // A like after the backup, which the restore must take back.
      const { postId } = aBuiltPost();
      await like(siteOrigin(state), postId);
      return `backed up ${state.likesBeforeBackup} like(s) of the running store`;
    },
  },
  {
    readme: 'npm run likes:restore -- FILE',
    run: async (state) => {
      running(state.site, 'npm start');
      await stopSite(state);
      await npmOk(['run', 'likes:restore', '--', path.join(state.scratch, 'likes-backup.sqlite')], {
        env: storeEnv(state),
      });
      await startSite(state);
      const { postId } = aBuiltPost();
      const count = await likeCount(siteOrigin(state), postId);
      await stopSite(state);
      if (count !== state.likesBeforeBackup) {
        throw new Error(
          `after the restore ${postId} has ${count}, the backup ${state.likesBeforeBackup}`,
        );
      }
      return `restored: ${postId} back at ${count} (the like after the backup is gone)`;
    },
  },
  {
    readme: 'npm run newsletter:export -- FILE',
    run: async (state) => {
      await startSite(state);
      const email = `readme-${Date.now()}@example.com`;
      const signup = await fetch(`${siteOrigin(state)}/api/newsletter`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ email }).toString(),
      });
      await stopSite(state);
      if (!signup.ok) throw new Error(`the sign-up was answered ${signup.status}`);
      const file = path.join(state.scratch, 'newsletter.csv');
      await npmOk(['run', 'newsletter:export', '--', file], { env: storeEnv(state) });
      const rows = readFileSync(file, 'utf8').trim().split('\r\n');
      if (!rows.slice(1).some((row) => row.startsWith(`${email},`))) {
        throw new Error(`${file} does not list ${email}: ${rows.join(' | ')}`);
      }
      return `exported ${rows.length - 1} address(es), the sign-up just made among them`;
    },
  },
  {
    readme: 'npm run releases:replay -- --last N',
    run: async () =>
      lineOf(
        await npmOk(['run', 'releases:replay', '--', '--last', '20']),
        /^\d+ of 20 commits release more than one site$/m,
        'closing line',
      ),
  },
  {
    readme: 'npm run audit:prod',
    run: async () => {
      const { code, output } = await npm(['run', 'audit:prod']);
      if (code === 0) return lineOf(output, /vulnerabilit/i, 'audit summary');
      // Findings are a report, not a broken command; so is a registry without the audit service.
      if (/vulnerabilit/i.test(output))
        return `findings: ${lineOf(output, /vulnerabilit/i, 'summary')}`;
      if (/audit endpoint returned an error/.test(output)) {
        return `ran; the registry's audit service did not answer: ${lineOf(output, /audit .*(40\d|50\d)|ENOTFOUND|ECONN/i, 'registry answer')}`;
      }
      throw new Error(`npm run audit:prod: exit ${code}\n${lastLines(output)}`);
    },
  },
  {
    readme: 'npm run hosting',
    run: async (state) => {
      const origins = siteOrigins(readTopology(), 'emulator');
      state.hosting = await npmServing(
        ['run', 'hosting'],
        [
          `${origins.shell}/runtime-manifest.json`,
          ...Object.entries(origins)
            .filter(([site]) => site !== 'shell')
            .map(([, origin]) => `${origin}/remoteEntry.js`),
        ],
        { timeoutMs: 600_000 },
      );
      const { page } = aBuiltPost();
      await expectStatus(`${origins.shell}${page}`);
      await expectStatus(`${origins.shell}/no-such-page`, 404);
      return `${Object.keys(origins).length} sites answer; ${page} 200, an unknown path 404`;
    },
  },
  {
    readme: 'npm run deploy -- blog --dry-run',
    covers: ['npm run deploy -- blog'],
    run: async () => {
      // The emulator target: the production one reads the live sites over the network. The
      // tests it would run first are npm test's own.
      const output = await npmOk(
        ['run', 'deploy', '--', 'blog', '--target', 'emulator', '--dry-run', '--skip-tests'],
        { timeoutMs: 300_000 },
      );
      return lineOf(output, /^dry run: staged in/, 'dry-run line');
    },
  },
  {
    readme: 'npm run rollback -- blog',
    run: async (state) => {
      // A release to roll back from: the blog with one more post, shipped to the emulator.
      running(state.hosting, 'npm run hosting');
      await npmOk(
        [
          'run',
          'deploy',
          '--',
          'blog',
          '--target',
          'emulator',
          '--skip-tests',
          '--source',
          blogWithOneMorePost(state),
        ],
        { timeoutMs: 300_000 },
      );
      const output = await npmOk(
        ['run', 'rollback', '--', 'blog', '--target', 'emulator', '--dry-run'],
        {
          timeoutMs: 300_000,
        },
      );
      const clean = await state.hosting?.stop();
      state.hosting = null;
      if (!clean) throw new Error('npm run hosting did not end cleanly when stopped');
      return lineOf(output, /^\s*blog\s+release/, 'the release it brings back');
    },
  },
  {
    readme: 'npm run hosting:generate',
    run: async () => {
      const files = ['firebase.json', '.firebaserc', 'deploy/runtime-manifest.production.json'];
      const before = files.map((file) => readFileSync(path.join(REPO_ROOT, file), 'utf8'));
      await npmOk(['run', 'hosting:generate']);
      const changed = files.filter(
        (file, index) => readFileSync(path.join(REPO_ROOT, file), 'utf8') !== before[index],
      );
      if (changed.length > 0)
        throw new Error(`the topology generates other files: ${changed.join(', ')}`);
      return `${files.join(', ')} written, as checked in`;
    },
  },
];
