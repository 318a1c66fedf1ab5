// Emits the default runtime manifest (scope -> URL of the remote's remoteEntry.js) into the
// shell's dist. Deploys replace this file, not the shell: see docs/deploy.md.
const DEFAULTS = {
  production: {
    blog_remote: '/remotes/blog/remoteEntry.js',
    red_remote: '/remotes/red/remoteEntry.js',
    portfolio_remote: '/remotes/portfolio/remoteEntry.js',
  },
  development: {
    blog_remote: 'http://localhost:3001/remoteEntry.js',
    red_remote: 'http://localhost:3002/remoteEntry.js',
    portfolio_remote: 'http://localhost:3003/remoteEntry.js',
  },
};

const ENV_OVERRIDES = {
  blog_remote: 'BLOG_REMOTE_ENTRY_URL',
  red_remote: 'RED_REMOTE_ENTRY_URL',
  portfolio_remote: 'PORTFOLIO_REMOTE_ENTRY_URL',
};

export class RuntimeManifestPlugin {
  constructor({ mode }) {
    this.mode = mode === 'development' ? 'development' : 'production';
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const manifest = { ...DEFAULTS[this.mode] };
    for (const [scope, variable] of Object.entries(ENV_OVERRIDES)) {
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
