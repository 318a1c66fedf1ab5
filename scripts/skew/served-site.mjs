// @ts-check
// The site as a release of the pair serves it: the pair's shell build (a copy: a commit's
// build stays untouched for the next run), the section's build published as a deploy, and a
// runtime manifest pointing the section's scope at it (the local server's
// RUNTIME_MANIFEST_FILE and DEPLOYS_DIR, as in e2e/tests/independent-deploy.spec.ts).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashedFiles, releaseId, RELEASES_FILE } from '@site/hosting-policy';

/** The pristine SPA page a prerendered shell build keeps (scripts/prerender/index.mjs). */
const SPA_TEMPLATE = '.spa.html';

/**
 * A section's site publishes its releases beside its entry, and the shell asks for them on
 * each navigation into the section; the local server makes one only for its own builds.
 * @param {string} deploy
 */
function writeReleases(deploy) {
  if (existsSync(path.join(deploy, RELEASES_FILE))) return;
  const releases = [
    { id: releaseId(deploy), deployedAt: new Date().toISOString(), files: hashedFiles(deploy) },
  ];
  writeFileSync(path.join(deploy, RELEASES_FILE), JSON.stringify({ releases }));
}

/**
 * @param {{ dir: string, shellDist: string, sectionDist: string, scope: string,
 *   baseManifest: Record<string, string>, others?: Record<string, string> }} pair
 *   dir: a fresh folder for this pair; baseManifest: the checkout's local runtime manifest;
 *   others: builds of the other sections by scope, served instead of the checkout's (the
 *   earlier shell's own neighbours: its release never ran beside sections it predates)
 * @returns {{ shellDir: string, deploysDir: string, manifestFile: string, template: string,
 *   release: (name: string, build: string) => void }}
 */
export function assembleServedSite({
  dir,
  shellDist,
  sectionDist,
  scope,
  baseManifest,
  others = {},
}) {
  rmSync(dir, { recursive: true, force: true });
  const shellDir = path.join(dir, 'shell');
  const deploysDir = path.join(dir, 'deploys');
  mkdirSync(deploysDir, { recursive: true });
  // The link-preview cards and the search index are not what this stage reads: not copied.
  cpSync(shellDist, shellDir, {
    recursive: true,
    filter: (source) => !/[\\/](cards|pagefind)$/.test(source),
  });
  const spa = path.join(shellDir, SPA_TEMPLATE);
  // An unprerendered build's index.html is the SPA page; its 404 page routes any path.
  if (!existsSync(spa)) cpSync(path.join(shellDir, 'index.html'), spa);
  const template = readFileSync(spa, 'utf8');
  if (!existsSync(path.join(shellDir, '404.html'))) {
    writeFileSync(path.join(shellDir, '404.html'), template);
  }
  const manifestFile = path.join(dir, 'runtime-manifest.json');
  const entryFile = path.basename(baseManifest[scope] ?? 'mf-manifest.json');
  /** The other sections' entries: the base manifest's, or the given builds as deploys. */
  const neighbours = { ...baseManifest };
  for (const [otherScope, build] of Object.entries(others)) {
    cpSync(build, path.join(deploysDir, otherScope), { recursive: true });
    writeReleases(path.join(deploysDir, otherScope));
    neighbours[otherScope] = `/deploys/${otherScope}/${entryFile}`;
  }
  /**
   * Publishes a build of the section as the deploy `name` and points the manifest at it (the
   * server reads the manifest on each request, as a release swaps it on Hosting).
   * @param {string} name @param {string} build
   */
  const release = (name, build) => {
    const deploy = path.join(deploysDir, name);
    if (!existsSync(deploy)) {
      cpSync(build, deploy, { recursive: true });
      writeReleases(deploy);
    }
    writeFileSync(
      manifestFile,
      JSON.stringify({ ...neighbours, [scope]: `/deploys/${name}/${entryFile}` }),
    );
  };
  release(scope, sectionDist);
  return { shellDir, deploysDir, manifestFile, template, release };
}
