// Module hooks that let Node run the server's TypeScript sources directly (tests, bench),
// so they always exercise the current code without a build step. Types are checked by tsc.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

export async function resolve(specifier, context, nextResolve) {
  const isRelative = specifier.startsWith('./') || specifier.startsWith('../');
  if (isRelative && context.parentURL?.endsWith('.ts')) {
    // `./x.js` as the server's sources name a TypeScript file, and `./x` as the content
    // files do (they are written for the bundler, which adds the extension).
    const named = specifier.endsWith('.js')
      ? specifier.replace(/\.js$/, '.ts')
      : /\.[cm]?[jt]sx?$|\.json$/.test(specifier)
        ? null
        : `${specifier}.ts`;
    const tsUrl = named && new URL(named, context.parentURL);
    if (tsUrl && existsSync(fileURLToPath(tsUrl))) return { url: tsUrl.href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const filename = fileURLToPath(url);
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  });
  return { format: 'module', source: code, shortCircuit: true };
}
