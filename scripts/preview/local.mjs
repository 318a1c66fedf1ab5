// The local preview: npm start's server over the builds as built (`npm run build` / `npm
// start`), the previewed section's build from its sources in a folder of its own, and a copy
// of the shell's build whose pages are rendered with it. Neither the apps' dist/ nor their
// prerendered pages are touched, so `npm start` serves what it did.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { buildApps } from '../hosting/builds.mjs';
import { STAGING_ROOT, buildDirFor } from '../hosting/stage.mjs';
import { ensureSiteBuilt } from '../lib/built-server.mjs';
import { REPO_ROOT } from '../lib/repo-root.mjs';
import { run } from '../lib/run.mjs';
import { superviseServer } from '../lib/supervise.mjs';

/** Where the local preview is assembled: the builds it serves, the shell's copy among them. */
export const LOCAL_PREVIEW_DIR = path.join(STAGING_ROOT, 'preview', 'local');
/** Beside npm start's 3000, so both can run. */
const DEFAULT_PORT = 3010;

/**
 * Builds `section` from its sources, renders every page with it and the other apps' builds,
 * and serves the result until stopped (Ctrl-C).
 */
export async function previewLocally({ topology, section, sources }) {
  await ensureSiteBuilt();
  const app = topology.sites[section].app;
  const buildDir = buildDirFor('local-preview');
  await buildApps([app], { buildDir, env: {}, sources });

  // The builds the server and the prerender read (SITE_BUILD_DIR): the section's preview
  // build, the others' dist/, and a copy of the shell's build that the prerender writes into.
  const builds = path.join(LOCAL_PREVIEW_DIR, 'builds');
  rmSync(LOCAL_PREVIEW_DIR, { recursive: true, force: true });
  mkdirSync(builds, { recursive: true });
  const shellApp = topology.sites.shell.app;
  cpSync(path.join(REPO_ROOT, shellApp, 'dist'), path.join(builds, shellApp), { recursive: true });
  for (const name of Object.keys(topology.sites).filter((site) => site !== 'shell')) {
    const other = topology.sites[name].app;
    const dir = name === section ? path.join(buildDir, other) : path.join(REPO_ROOT, other, 'dist');
    if (!existsSync(dir)) throw new Error(`${dir} is missing: run npm run build`);
    symlinkSync(dir, path.join(builds, other), 'dir');
  }
  const started = Date.now();
  const prerender = await run('node', ['scripts/prerender/index.mjs', '--builds', builds]);
  process.stdout.write(prerender.output);
  console.info(`rendered the pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const port = process.env.PORT || String(DEFAULT_PORT);
  console.info(
    `\nThe preview of ${section} (${sources[app] ?? `${app}/`}) with the site as built: open http://127.0.0.1:${port}/`,
  );
  superviseServer(
    spawn('node', ['server/dist/main.js'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: port, SITE_BUILD_DIR: builds },
      stdio: 'inherit',
    }),
  );
}
