import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { rspack } from '@rspack/core';
import { sourceRules } from './source-rules.mjs';

const require = createRequire(import.meta.url);
const jestTransform = require('./content-jest-transform.cjs');

const work = mkdtempSync(path.join(tmpdir(), 'content-loader-'));
after(() => rmSync(work, { recursive: true, force: true }));

const ZOD = `const { z } = require(${JSON.stringify(require.resolve('zod'))});`;

/**
 * A project of one content folder: `schema`, the lines of its schema module after the zod
 * import; `files`, its folder file, entries and any other file; `index`, the entry module.
 */
function writeProject(name, folder, { schema, files, index }) {
  const root = path.join(work, name);
  const content = path.join(root, folder);
  mkdirSync(content, { recursive: true });
  writeFileSync(path.join(content, 'schema.cjs'), [ZOD, ...schema].join('\n'));
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(content, file), text);
  writeFileSync(path.join(root, 'index.js'), index);
  return { root, content };
}

/** A content folder like the Red Archive's: a schema, a `.md-folder` file, entry files. */
function makeProject(name, entries) {
  return writeProject(name, 'poems', {
    schema: [
      'const schema = z.object({ title: z.string(), state: z.enum(["published", "locked"]) });',
      'module.exports = { schema, bodyAs: "markdown", bodyLoads: "on-demand" };',
    ],
    files: {
      'all.md-folder': 'Every .md file of this folder.\n',
      'notes.txt': 'not a content file\n',
      ...entries,
    },
    index: 'import poems from "./poems/all.md-folder";\nexport default poems;\n',
  });
}

const entry = (title, poem = '', state = 'published') =>
  `---\ntitle: ${title}\nstate: ${state}\n---\n${poem}\n`;

/** A compiler for the project with the site's own rules, emitting a Node module. */
function compilerFor(root) {
  return rspack({
    mode: 'development',
    context: root,
    entry: './index.js',
    target: 'node',
    devtool: false,
    output: {
      path: path.join(root, 'dist'),
      filename: 'main.cjs',
      chunkFilename: '[name].cjs',
      library: { type: 'commonjs2' },
    },
    module: { rules: sourceRules({ isDev: true }) },
    infrastructureLogging: { level: 'error' },
  });
}

/** The documents the built bundle exports, loaded afresh (Node caches a CommonJS file). */
function builtDocuments(root) {
  const dist = path.join(root, 'dist');
  for (const file of Object.keys(require.cache)) {
    if (file.startsWith(dist)) delete require.cache[file];
  }
  return require(path.join(dist, 'main.cjs')).default;
}

/** One build of the project (a compiler run, then closed): its stats. */
async function buildOnce(root) {
  const compiler = compilerFor(root);
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, stats) => (error ? reject(error) : resolve(stats))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  return stats;
}

test('a .md-folder file builds to every .md file beside it, in file-name order', async () => {
  const { root } = makeProject('order', {
    '002.md': entry('Second', 'two'),
    '001.md': entry('First', 'one'),
    '010.md': entry('Tenth', '', 'locked'),
  });
  const stats = await buildOnce(root);
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));

  const documents = builtDocuments(root);
  assert.deepEqual(
    documents.map((document) => [document.slug, document.title, document.state]),
    [
      ['001', 'First', 'published'],
      ['002', 'Second', 'published'],
      ['010', 'Tenth', 'locked'],
    ],
  );
  // Each body stays a chunk of its own, fetched on demand (its content type's bodyLoads).
  assert.equal(Object.hasOwn(documents[0], 'body'), false);
  assert.ok(existsSync(path.join(root, 'dist/poems-001.cjs')));
  assert.ok(existsSync(path.join(root, 'dist/poems-002.cjs')));
  assert.equal(await documents[1].loadBody(), 'two');
});

test('a watch build (the dev server) picks up a file added to the folder', async () => {
  const { root, content } = makeProject('watch', { '001.md': entry('First', 'one') });
  const compiler = compilerFor(root);
  let built = () => undefined;
  compiler.watch({ aggregateTimeout: 50 }, (error, stats) => built(error ?? stats));
  /** Titles of the next builds, until one has `count` documents (or 20 s have passed). */
  const buildWith = (count) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no build of ${count} within 20 s`)), 20_000);
      built = (result) => {
        if (result instanceof Error || result.hasErrors()) {
          clearTimeout(timer);
          reject(result instanceof Error ? result : new Error(result.toString('errors-only')));
          return;
        }
        const titles = builtDocuments(root).map((document) => document.title);
        if (titles.length === count) {
          clearTimeout(timer);
          resolve(titles);
        }
      };
    });
  try {
    assert.deepEqual(await buildWith(1), ['First']);
    // As an author would, once the dev server is up: the watcher may rebuild once more for
    // the files written just before it started, which is why builds are waited for by content.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const next = buildWith(2);
    writeFileSync(path.join(content, '002.md'), entry('Second', 'two'));
    assert.deepEqual(await next, ['First', 'Second']);
  } finally {
    // The compiler's close ends the watching, then waits for its native instance to close:
    // Watching.close alone calls back before rspack's native watcher has stopped, and a
    // process that exits meanwhile can abort in its teardown (CI run 25: SIGABRT after every
    // test passed; web-infra-dev/rspack#14757 is that class of bug).
    await new Promise((resolve) => compiler.close(resolve));
  }
});

test('a broken file fails the build, naming the file and the field', async () => {
  const { root, content } = makeProject('broken', {
    '001.md': entry('First', 'one'),
    '002.md': entry('Second', 'two', 'draft'),
  });
  const stats = await buildOnce(root);
  const errors = stats.toString('errors-only');
  assert.equal(stats.hasErrors(), true);
  assert.match(errors, new RegExp(`Invalid frontmatter in ${path.join(content, '002.md')}`));
  assert.match(errors, /at state/);
});

test('a 100,000-character title fails the build, naming the file, the field, the length and the maximum', async () => {
  const { root, content } = writeProject('too-long', 'poems', {
    schema: [
      `const { titleText } = require(${JSON.stringify(require.resolve('./content-limits.cjs'))});`,
      'module.exports = { schema: z.strictObject({ title: titleText() }), bodyAs: "markdown" };',
    ],
    files: {
      'all.md-folder': 'Every .md file of this folder.\n',
      '001.md': '---\ntitle: Fits\n---\n',
      '002.md': `---\ntitle: ${'a'.repeat(100_000)}\n---\n`,
    },
    index: 'import poems from "./poems/all.md-folder";\nexport default poems;\n',
  });
  const stats = await buildOnce(root);
  const errors = stats.toString('errors-only');
  assert.equal(stats.hasErrors(), true);
  assert.match(errors, new RegExp(`Invalid frontmatter in ${path.join(content, '002.md')}`));
  assert.match(errors, /too long: 100000 characters, at most 120/);
  assert.match(errors, /→ at title/);
});

const VTT = (...lines) =>
  `WEBVTT\n\n${lines.map((line, index) => `${index + 1}\n00:00:0${index}.000 --> 00:00:0${index}.500\n${line}\n`).join('\n')}`;

test('a recording beside an entry is an asset of the build, its cues in the body chunk', async () => {
  const { root } = makeProject('recorded', {
    '001.md': entry('First', 'one line\nanother line'),
    '001.opus': 'stands for the audio',
    '001.vtt': VTT('one line', 'another line'),
  });
  const stats = await buildOnce(root);
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
  const [document] = builtDocuments(root);
  assert.equal(Object.hasOwn(document, 'recording'), false, 'the list carries no cues');
  const recording = await document.loadRecording();
  assert.equal(recording.duration, 'PT2S');
  assert.deepEqual(await recording.loadCues(), [
    { start: 0, end: 0.5, line: 0 },
    { start: 1, end: 1.5, line: 1 },
  ]);
  const asset = stats.toJson({ assets: true }).assets.find((each) => each.name.endsWith('.opus'));
  assert.ok(asset, 'the audio file is emitted');
  assert.ok(recording.src.endsWith(asset.name), `${recording.src} names ${asset.name}`);
});

test('a cue that is not a line of the poem fails the build, naming the file, the cue and the line', async () => {
  const { root, content } = makeProject('bad-cues', {
    '001.md': entry('First', 'one line\nanother line'),
    '001.opus': 'stands for the audio',
    '001.vtt': VTT('one line', 'a line the poem does not have'),
  });
  const stats = await buildOnce(root);
  assert.equal(stats.hasErrors(), true);
  assert.match(
    stats.toString('errors-only'),
    new RegExp(
      `${path.join(content, '001.vtt').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, cue 2 "a line the poem does not have" is not a line of the piece after the last cue's: the next line is line 2 "another line"`,
    ),
  );
});

test('the Jest transform lists the same files, and compiles again when one is added', () => {
  const { content } = makeProject('jest', {
    '002.md': entry('Second', 'two'),
    '001.md': entry('First', 'one'),
  });
  const folderFile = path.join(content, 'all.md-folder');
  const source = 'Every .md file of this folder.\n';
  const { code } = jestTransform.process(source, folderFile);
  assert.deepEqual(
    [...code.matchAll(/require\("([^"]+)"\)\.default/g)].map((match) => match[1]),
    ['./001.md', './002.md'],
  );

  const before = jestTransform.getCacheKey(source, folderFile);
  writeFileSync(path.join(content, '003.md'), entry('Third', 'three'));
  assert.notEqual(jestTransform.getCacheKey(source, folderFile), before);
  assert.match(jestTransform.process(source, folderFile).code, /require\("\.\/003\.md"\)/);
});

/**
 * A content folder like the blog's: its content type publishes every file at once, as data
 * files written into the build and the few values the module exports.
 */
function makePublishedProject(name, entries) {
  return writeProject(name, 'notes', {
    schema: [
      'module.exports = {',
      '  schema: z.strictObject({ title: z.string(), state: z.enum(["published", "locked"]) }),',
      '  checkFileName: (slug) => (/^\\d+$/.test(slug) ? undefined : "use digits"),',
      '  publish: (compiled) => ({',
      '    files: compiled.map(({ document }) => ({',
      '      name: `data/${document.slug}.json`,',
      '      content: JSON.stringify({ title: document.title, html: document.html }),',
      '    })),',
      '    exports: { titles: compiled.map(({ document }) => document.title) },',
      '  }),',
      '};',
    ],
    files: { 'published.md-folder': 'Every .md file, published.\n', ...entries },
    index: 'import { titles } from "./notes/published.md-folder";\nexport default { titles };\n',
  });
}

test('a published folder builds to its data files and the values it exports', async () => {
  const { root } = makePublishedProject('published', {
    '2.md': entry('Second', 'two'),
    '1.md': entry('First', '*one*'),
  });
  const stats = await buildOnce(root);
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
  assert.deepEqual(builtDocuments(root), { titles: ['First', 'Second'] });
  assert.deepEqual(JSON.parse(readFileSync(path.join(root, 'dist/data/1.json'), 'utf8')), {
    title: 'First',
    html: '<p><em>one</em></p>\n',
  });
});

test('a published folder fails the build on a broken file name, naming the file', async () => {
  const { root, content } = makePublishedProject('bad-name', { 'first.md': entry('First') });
  const stats = await buildOnce(root);
  assert.equal(stats.hasErrors(), true);
  assert.match(
    stats.toString('errors-only'),
    new RegExp(`Invalid file name ${path.join(content, 'first.md')}: use digits`),
  );
});

test("the Jest transform gives a published folder's exports, and compiles again on an edit", () => {
  const { content } = makePublishedProject('published-jest', { '1.md': entry('First', 'one') });
  const folderFile = path.join(content, 'published.md-folder');
  const source = 'Every .md file, published.\n';
  const { code } = jestTransform.process(source, folderFile);
  assert.match(code, /exports\.titles = \["First"\];/);

  const before = jestTransform.getCacheKey(source, folderFile);
  writeFileSync(path.join(content, '1.md'), entry('Renamed', 'one'));
  assert.notEqual(jestTransform.getCacheKey(source, folderFile), before);
  assert.match(jestTransform.process(source, folderFile).code, /exports\.titles = \["Renamed"\]/);
});
