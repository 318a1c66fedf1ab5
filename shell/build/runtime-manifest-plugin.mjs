// Emits the default runtime manifest (scope -> URL of the remote's remoteEntry.js) into the
// shell's dist. Deploys replace this file, not the shell: see docs/deploy.md. The URLs are the
// hosting policy's runtimeManifest, the one writer of them for every target: `local` for a
// production build (npm start), `development` for the dev servers (npm run dev).
import { readTopology, runtimeManifest } from '@site/hosting-policy';
import { SECTIONS, SECTION_NAMES } from '@site/sections';

/** The variable that overrides a section's entry: BLOG_REMOTE_ENTRY_URL for blog_remote. */
const entryUrlVariable = (scope) => `${scope.toUpperCase()}_ENTRY_URL`;

export class RuntimeManifestPlugin {
  constructor({ mode }) {
    this.target = mode === 'development' ? 'development' : 'local';
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const manifest = runtimeManifest(readTopology(), this.target);
    for (const { scope } of SECTION_NAMES.map((name) => SECTIONS[name])) {
      const variable = entryUrlVariable(scope);
      const value = process.env[variable];
      if (!value) continue;
      if (!/^(https?:\/\/[^/]+)?\/\S*remoteEntry\.js$/.test(value)) {
        throw new Error(
          `${variable} must be an http(s) URL or a root-relative path ending in remoteEntry.js, got "${value}"`,
        );
      }
      manifest[scope] = value;
    }
    compiler.hooks.thisCompilation.tap('RuntimeManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'RuntimeManifestPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          compilation.emitAsset(
            'runtime-manifest.json',
            new RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}
