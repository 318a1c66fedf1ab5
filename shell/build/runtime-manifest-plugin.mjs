// Emits the default runtime manifest (scope -> URL of the remote's mf-manifest.json) into the
// shell's dist. Deploys replace this file, not the shell: see docs/deploy.md.
const DEFAULTS = {
  production: {
    blog_remote: '/remotes/blog/mf-manifest.json',
    red_remote: '/remotes/red/mf-manifest.json',
    portfolio_remote: '/remotes/portfolio/mf-manifest.json',
  },
  development: {
    blog_remote: 'http://localhost:3001/mf-manifest.json',
    red_remote: 'http://localhost:3002/mf-manifest.json',
    portfolio_remote: 'http://localhost:3003/mf-manifest.json',
  },
};

const ENV_OVERRIDES = {
  blog_remote: 'BLOG_REMOTE_MANIFEST_URL',
  red_remote: 'RED_REMOTE_MANIFEST_URL',
  portfolio_remote: 'PORTFOLIO_REMOTE_MANIFEST_URL',
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
      if (!/^(https?:\/\/[^/]+)?\/\S*mf-manifest\.json$/.test(value)) {
        throw new Error(
          `${variable} must be an http(s) URL or a root-relative path ending in mf-manifest.json, got "${value}"`,
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
