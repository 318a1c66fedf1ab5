// How the site's own sources are compiled, for the apps and the bench's single bundle alike.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const buildDir = path.dirname(fileURLToPath(import.meta.url));

/** SWC's options for the site's TypeScript: Emotion's JSX runtime, the browsers it targets. */
function swcOptions(isDev) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: {
        react: {
          runtime: 'automatic',
          importSource: '@emotion/react',
          development: isDev,
          refresh: false,
        },
      },
    },
    env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
  };
}

/**
 * TypeScript through SWC with Emotion's JSX runtime (its css templates minified in
 * production), images as hashed files, Markdown content through the one schema-checked loader
 * (a whole folder of it through a `.md-folder` file: the archive's entries, the blog's
 * published posts), React Router as its production build (in production).
 * Shared with the bench's single-bundle build, so both compile the same code the same way.
 */
export function sourceRules({ isDev = false } = {}) {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      use: [
        { loader: 'builtin:swc-loader', options: swcOptions(isDev) },
        // Runs first: Emotion's templates without their indentation (the loader says why).
        ...(isDev ? [] : [{ loader: path.join(buildDir, 'css-whitespace-loader.cjs') }]),
      ],
      type: 'javascript/auto',
    },
    { test: /\.(png|jpe?g|webp|avif|gif|svg)$/i, type: 'asset/resource' },
    // Content: a Markdown file, or a whole folder of them through a `.md-folder` file, checked
    // against the content type beside it (content-loader.cjs).
    {
      test: /\.md(-folder)?$/,
      loader: path.join(buildDir, 'content-loader.cjs'),
      type: 'javascript/auto',
    },
    // @emotion/react imports hoist-non-react-statics for its side effects, which it has none
    // of (it defines one function); only withTheme calls it. Said so, the bundler can leave
    // it, and the react-is it requires, out of builds that do not use withTheme.
    { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
    // React Router's modules as its production build, tree-shakeable (the loader says why).
    ...(isDev
      ? []
      : [
          {
            test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/][^\\/]+\.mjs$/,
            loader: path.join(buildDir, 'react-router-production-loader.cjs'),
          },
        ]),
  ];
}
