// Emits the shell's service worker as /sw.js (docs/architecture.md, "Offline and repeat
// visits"; decision 012): shell/src/service-worker/ compiled for a worker, with the list of
// the shell's files to precache, taken from this build. With SERVICE_WORKER=off it emits the
// kill switch instead (kill-switch-worker.js). Production builds only: a dev server installs
// no worker.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

const buildDir = path.dirname(fileURLToPath(import.meta.url));
const WORKER_ENTRY = path.join(buildDir, '../src/service-worker/worker.ts');
export const KILL_SWITCH_FILE = path.join(buildDir, 'kill-switch-worker.js');
export const SERVICE_WORKER_ASSET = 'sw.js';
const NAME = 'ServiceWorkerPlugin';

// Code a reader never runs from the shell's site: the prerender's chunks (React's server
// renderer), and Firebase, which only a configured build loads, on the pages that use it
// (the worker keeps it then, when it is fetched).
const PRERENDER_CHUNK = 'prerender';
const SERVICE_CODE = /[\\/]node_modules[\\/]@?firebase[\\/]|[\\/]shared[\\/]src[\\/]firebase[\\/]/;

/** The shell's files a reader's pages run: every JS chunk and image but the ones above. */
function precacheList(compilation) {
  const skipped = new Set();
  for (const chunk of compilation.chunks) {
    const groups = [...chunk.groupsIterable].map((group) => group.name);
    const prerenderOnly = groups.length > 0 && groups.every((name) => name === PRERENDER_CHUNK);
    const modules = compilation.chunkGraph.getChunkModules(chunk);
    const serviceCode = modules.some((module) => SERVICE_CODE.test(module.identifier()));
    if (prerenderOnly || serviceCode) for (const file of chunk.files) skipped.add(file);
  }
  return compilation
    .getAssets()
    .map((asset) => asset.name)
    .filter((name) => /^static\/(js\/.*\.js|media\/.*)$/.test(name) && !skipped.has(name))
    .concat(['favicon.svg'])
    .sort()
    .map((name) => `/${name}`);
}

/** Compiles the worker (its own small build: no federation, a worker's globals). */
async function compileWorker(precache) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'shell-sw-'));
  try {
    const compiler = rspack({
      mode: 'production',
      target: 'webworker',
      entry: WORKER_ENTRY,
      devtool: false,
      output: { path: outDir, filename: SERVICE_WORKER_ASSET, iife: true },
      resolve: { extensions: ['.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.ts$/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: { parser: { syntax: 'typescript' } },
              env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
            },
            type: 'javascript/auto',
          },
        ],
      },
      plugins: [new rspack.DefinePlugin({ __PRECACHE__: JSON.stringify(precache) })],
    });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) => {
        compiler.close(() => undefined);
        if (error) reject(error);
        else resolve(result);
      }),
    );
    if (stats.hasErrors()) {
      throw new Error(`service worker: ${stats.toString({ all: false, errors: true })}`);
    }
    return readFileSync(path.join(outDir, SERVICE_WORKER_ASSET), 'utf8');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export class ServiceWorkerPlugin {
  /** @param {{ enabled: boolean }} options false: the kill switch is served as /sw.js. */
  constructor({ enabled }) {
    this.enabled = enabled;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const source = this.enabled
            ? await compileWorker(precacheList(compilation))
            : readFileSync(KILL_SWITCH_FILE, 'utf8');
          compilation.emitAsset(SERVICE_WORKER_ASSET, new RawSource(source));
        },
      );
    });
  }
}
