import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { rspack } from '@rspack/core';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { COMPILE_HINT, CompileHintsPlugin } from './compile-hints-plugin.mjs';

/** A production build (minified, source maps) of a small app into a fresh folder. */
function build(t, targets) {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(
    path.join(dir, 'entry.mjs'),
    "import('./big-library.mjs').then((m) => m.start());\nimport('./other.mjs');\n",
  );
  writeFileSync(
    path.join(dir, 'big-library.mjs'),
    "export function start() {\n  globalThis.startedBy = 'bigLibraryStart';\n}\n",
  );
  writeFileSync(path.join(dir, 'other.mjs'), "globalThis.other = 'otherChunk';\n");
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.mjs' },
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js' },
    plugins: [new CompileHintsPlugin(targets)],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      const dist = path.join(dir, 'dist');
      // A build with errors emits nothing.
      const files = existsSync(dist)
        ? readdirSync(dist).filter((file) => file.endsWith('.js'))
        : [];
      const read = (file) => readFileSync(path.join(dist, file), 'utf8');
      resolve({ stats, dist, files, read });
    }),
  );
}

test('marks the entry and the chunk holding a named module, and nothing else', async (t) => {
  const { stats, files, read } = await build(t, {
    entries: ['main'],
    modules: [/big-library\.mjs$/],
  });
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
  const marked = files.filter((file) => read(file).startsWith(`${COMPILE_HINT}\n`));
  const main = files.find((file) => file.startsWith('main.'));
  const library = files.find((file) => read(file).includes('bigLibraryStart'));
  const other = files.find((file) => read(file).includes('otherChunk'));
  assert.deepEqual(marked.sort(), [main, library].sort());
  assert.ok(other && !marked.includes(other));
});

test('the source map still points at the code after the added line', async (t) => {
  const { dist, files, read } = await build(t, { modules: [/big-library\.mjs$/] });
  const library = files.find((file) => read(file).includes('bigLibraryStart'));
  const lines = read(library).split('\n');
  const line = lines.findIndex((text) => text.includes('bigLibraryStart'));
  assert.ok(line >= 1, 'the code is below the hint');
  const map = new TraceMap(readFileSync(path.join(dist, `${library}.map`), 'utf8'));
  const original = originalPositionFor(map, {
    line: line + 1,
    column: lines[line].indexOf('"bigLibraryStart"'),
  });
  assert.match(original.source ?? '', /big-library\.mjs$/);
  assert.equal(original.line, 2);
});

test('fails the build when a target marks no chunk', async (t) => {
  const { stats } = await build(t, { entries: ['main'], modules: [/no-such-module\.js$/] });
  assert.equal(stats.hasErrors(), true);
  assert.match(stats.toString('errors-only'), /no chunk for \/no-such-module\\\.js\$\//);
});
