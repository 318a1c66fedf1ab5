// The Jest transform for every content file (`.md`, `.md-folder`): the same compile step as
// the build (content-loader.cjs), so tests read the real content and fail on a broken file as
// the build does. A split body resolves at once here, still as a promise, so the components'
// loading path is the one under test; a published collection's data files are not written.
const { createHash } = require('node:crypto');
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const {
  compileMarkdown,
  documentSource,
  recordingSource,
  splitBody,
  withoutRecording,
} = require('./markdown-core.cjs');
const {
  collectionInputs,
  collectionModule,
  markdownRequestsBeside,
  schemaBeside,
} = require('./content-collection.cjs');

const esModule = (value) => `module.exports = { __esModule: true, default: ${value} };`;

function documentCode(source, filePath) {
  const schema = schemaBeside(filePath);
  const document = compileMarkdown(source, filePath, schema);
  const split = splitBody(document, schema);
  // As the build (markdown-core.cjs's toModule): a document kept whole carries no recording.
  if (!split) return esModule(JSON.stringify(withoutRecording(document)));
  const load = `Promise.resolve(${JSON.stringify(split.body)})`;
  // Jest has no assets: a recording's address is its file's name.
  const loadRecording =
    split.recording &&
    `Promise.resolve(${recordingSource(
      split.recording,
      (request) => JSON.stringify(request),
      `Promise.resolve(${JSON.stringify(split.recording.cues)})`,
    )})`;
  return `${documentSource(split.meta, load, loadRecording)}\n${esModule('document')}`;
}

function folderCode(filePath) {
  // A published folder's named exports are set on `exports`; a list replaces it whole.
  return `exports.__esModule = true;\n${collectionModule(filePath, {
    importOf: (request, index) =>
      `const document${index} = require(${JSON.stringify(request)}).default;`,
    listOf: (names) => esModule(`[${names.join(', ')}]`),
    exportOf: (name, value) => `exports.${name} = ${JSON.stringify(value)};`,
  })}`;
}

/** The toolchain's own files the output depends on. */
const TOOLCHAIN = [
  'markdown-core.cjs',
  'markdown-headings.cjs',
  'author-html.cjs',
  'author-css.cjs',
  'author-class.cjs',
  'content-collection.cjs',
  'recording-cues.cjs',
  // Read by the content types' schemas.
  'content-limits.cjs',
];

module.exports = {
  process(source, filePath) {
    return {
      code: filePath.endsWith('.md-folder') ? folderCode(filePath) : documentCode(source, filePath),
    };
  },
  // Jest caches a transform by the file's own source; the output also depends on the compile
  // step, the content type and, for a folder, which files it holds (and, published, what
  // they say): any of them changing compiles the file again.
  getCacheKey(source, filePath) {
    const digest = createHash('sha256').update(source).update(readFileSync(__filename));
    for (const file of TOOLCHAIN) digest.update(readFileSync(path.join(__dirname, file)));
    if (!filePath.endsWith('.md-folder')) {
      // A recording's cue file beside the document is part of what it compiles to.
      const cues = filePath.replace(/\.md$/, '.vtt');
      if (existsSync(cues)) digest.update(readFileSync(cues));
      return digest.update(readFileSync(schemaBeside(filePath))).digest('hex');
    }
    digest.update(markdownRequestsBeside(filePath).join('\n'));
    for (const file of collectionInputs(filePath).files) {
      digest.update(file).update(readFileSync(file));
    }
    return digest.digest('hex');
  },
};
