// A content folder as one module. A file named `<anything>.md-folder` stands for every `.md`
// file beside it, each checked against the folder's content type (its `schema.cjs`), so
// adding a content file is the whole edit: no list of imports to keep in step. What the
// module is depends on the content type:
//   - by default, the list of the files' documents in file-name order, each a module of its
//     own as if imported on its own (schema check, body split): the Red Archive;
//   - with `publish`, what the content type's publish step makes of every document at once:
//     data files written beside the build, and the few values the module exports: the blog.
// The rspack loader (content-loader.cjs) and the Jest transform (content-jest-transform.cjs)
// both make the module here, so the build and the tests see the same files.
const { existsSync, readFileSync, readdirSync, statSync } = require('node:fs');
const path = require('node:path');
const { compileMarkdown, contentTypeAt } = require('./markdown-core.cjs');
const { AUDIO_TYPES } = require('./recording-cues.cjs');

/** What a published folder's module may name its exports. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The content type of the files beside `file`: the folder's `schema.cjs`. */
const schemaBeside = (file) => path.join(path.dirname(file), 'schema.cjs');

/** The Markdown files of `folder`, sorted by name. */
function markdownFilesIn(folder) {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => entry.name)
    .sort();
}

/** The Markdown files beside a `.md-folder` file, as requests from it (`./001.md`). */
function markdownRequestsBeside(folderFile) {
  return markdownFilesIn(path.dirname(folderFile)).map((name) => `./${name}`);
}

/**
 * Every Markdown file of `folder` compiled against `schemaPath`, in file-name order, each
 * with its path. The first broken file throws, naming itself (markdown-core.cjs).
 * @returns {{ file: string, document: Record<string, unknown> }[]}
 */
function compileFolder(folder, schemaPath = path.join(folder, 'schema.cjs')) {
  return markdownFilesIn(folder).map((name) => {
    const file = path.join(folder, name);
    return { file, document: compileMarkdown(readFileSync(file, 'utf8'), file, schemaPath) };
  });
}

/**
 * The module a `.md-folder` file compiles to. `importOf(request, index)` writes how the
 * target (rspack's ES modules, Jest's CommonJS) imports one file's document; `emit(file)`
 * is given each data file a published collection writes (the build writes them, Jest not).
 * @param {string} folderFile
 * @param {{ importOf: (request: string, index: number) => string,
 *   listOf: (names: string[]) => string, exportOf: (name: string, value: unknown) => string,
 *   emit?: (file: { name: string, content: string | Buffer }) => void }} target
 */
function collectionModule(folderFile, target) {
  const schemaPath = schemaBeside(folderFile);
  const type = contentTypeAt(schemaPath);
  if (type.publish) {
    const folder = path.dirname(folderFile);
    const { files, exports } = type.publish(compileFolder(folder, schemaPath), { folder });
    for (const file of files) target.emit?.(file);
    return Object.entries(exports)
      .map(([name, value]) => {
        if (!IDENTIFIER.test(name)) {
          throw new Error(`${schemaPath}: publish exports "${name}", which is not a JS name`);
        }
        return target.exportOf(name, value);
      })
      .join('\n');
  }
  const requests = markdownRequestsBeside(folderFile);
  const imports = requests.map((request, index) => target.importOf(request, index));
  return `${imports.join('\n')}\n${target.listOf(requests.map((_request, index) => `document${index}`))}`;
}

/** Every file below `entry` (a file or a folder), sorted. */
function filesBelow(entry) {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => filesBelow(path.join(entry, name)));
}

/**
 * What a `.md-folder` module is made from besides the toolchain: its folder (files added or
 * removed), the content type, and for a published collection every content file and what its
 * publish step reads (`publishInputs`: the blog's images and its publish code).
 * @returns {{ folders: string[], files: string[] }}
 */
/** The recording's files (audio, cues) beside a Markdown file, those that exist. */
function recordingFilesBeside(markdownFile) {
  const base = markdownFile.replace(/\.md$/, '');
  return ['.vtt', ...AUDIO_TYPES.map(([extension]) => extension)]
    .map((extension) => base + extension)
    .filter((file) => existsSync(file));
}

function collectionInputs(folderFile) {
  const folder = path.dirname(folderFile);
  const schemaPath = schemaBeside(folderFile);
  const type = contentTypeAt(schemaPath);
  if (!type.publish) return { folders: [folder], files: [schemaPath] };
  const extra = type.publishInputs ?? [];
  return {
    folders: [folder, ...extra.filter((entry) => statSync(entry).isDirectory())],
    files: [
      schemaPath,
      ...markdownFilesIn(folder).flatMap((name) => [
        path.join(folder, name),
        // A recording beside the file (recording-cues.cjs): the publish step reads it too.
        ...recordingFilesBeside(path.join(folder, name)),
      ]),
      ...extra.flatMap(filesBelow),
    ],
  };
}

module.exports = {
  schemaBeside,
  markdownFilesIn,
  markdownRequestsBeside,
  compileFolder,
  collectionModule,
  collectionInputs,
};
