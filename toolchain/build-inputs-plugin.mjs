// @ts-check
// Writes the files a production build read (rspack's compilation.fileDependencies: every
// module, loader input and asset it resolved), relative to the repository, to
// node_modules/.cache/build-inputs/<app>.json. scripts/releases/triggers.mjs turns them into the
// app's workflow `paths`, so a release starts when a file its bytes come from changes. Kept out
// of dist/: nothing in it is served.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BUILD_INPUTS_DIR = 'node_modules/.cache/build-inputs';

export class BuildInputsPlugin {
  /** @param {{ appDir: string }} options */
  constructor({ appDir }) {
    this.appDir = appDir;
    this.root = path.dirname(appDir);
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('BuildInputsPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const files = [...stats.compilation.fileDependencies]
        .map((file) => path.relative(this.root, file).split(path.sep).join('/'))
        .filter((file) => !file.startsWith('..'))
        .sort();
      const out = path.join(this.root, BUILD_INPUTS_DIR, `${path.basename(this.appDir)}.json`);
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, `${JSON.stringify(files, null, 2)}\n`);
    });
  }
}
