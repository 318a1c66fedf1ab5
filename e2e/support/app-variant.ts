import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APP_FOLDERS } from '../../scripts/lib/apps.mjs';
import { REPO_ROOT } from './site-server';

export interface AppVariant {
  /** Folder holding the variant's build, ready to be served as a deploy. */
  dist: string;
}

type Edits = Record<string, (source: string) => string>;

/**
 * Builds a variant of one app the way its contributor would ship it: a copy of the app's
 * folder with some files edited, built alone with its own rspack config and the given
 * build environment. The copy lives inside the repository so it resolves the same
 * node_modules; with `sharedEdits`, it gets a copy of @site/shared of its own, so edited
 * (a later release of it, say), linked from its own node_modules.
 */
export function buildAppVariant(
  app: string,
  name: string,
  edits: Edits,
  env: Record<string, string> = {},
  sharedEdits?: Edits,
): AppVariant {
  if (!APP_FOLDERS.includes(app)) throw new Error(`${app} is no app of deploy/topology.json`);
  const variantDir = path.join(REPO_ROOT, '.data/variants', `${app}-${name}`);
  rmSync(variantDir, { recursive: true, force: true });
  mkdirSync(path.dirname(variantDir), { recursive: true });
  copyWithoutBuilds(app, variantDir);
  applyEdits(variantDir, edits);
  if (sharedEdits) {
    // Linked as npm links a workspace: its real path is no node_modules, so it is compiled.
    const sharedCopy = `${variantDir}-shared`;
    rmSync(sharedCopy, { recursive: true, force: true });
    copyWithoutBuilds('shared', sharedCopy);
    applyEdits(sharedCopy, sharedEdits);
    mkdirSync(path.join(variantDir, 'node_modules/@site'), { recursive: true });
    symlinkSync(sharedCopy, path.join(variantDir, 'node_modules/@site/shared'), 'dir');
  }
  execFileSync(
    'npx',
    ['rspack', 'build', '-c', path.join(variantDir, 'rspack.config.mjs'), '--mode', 'production'],
    {
      cwd: REPO_ROOT,
      stdio: 'pipe',
      env: { ...process.env, ...env },
    },
  );
  return { dist: path.join(variantDir, 'dist') };
}

/** Copies a build into the server's deploys folder as `/deploys/<folder>/`. */
export function publishDeploy(dist: string, folder: string, deploysDir: string): string {
  const target = path.join(deploysDir, folder);
  rmSync(target, { recursive: true, force: true });
  cpSync(dist, target, { recursive: true });
  return `/deploys/${folder}/remoteEntry.js`;
}

/** Copies a workspace's folder of the repository, without its builds and packages. */
export function copyWithoutBuilds(folder: string, target: string): void {
  cpSync(path.join(REPO_ROOT, folder), target, {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules)([\\/]|$)/.test(source.slice(REPO_ROOT.length)),
  });
}

function applyEdits(dir: string, edits: Edits): void {
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(dir, file);
    const before = readFileSync(target, 'utf8');
    const after = edit(before);
    if (after === before) throw new Error(`edit of ${file} changed nothing`);
    writeFileSync(target, after);
  }
}
