// Turns a Markdown content file into a JS module: frontmatter checked against the content
// type's schema, the body's word count, and the body itself in the one form the content type
// uses (rendered HTML by default; raw Markdown with `bodyAs: 'markdown'`). With
// `bodyLoads: 'on-demand'`, the body is a module of its own, loaded by the page that shows it
// (see `splitBody`). A file that breaks its schema fails the build with the file and the
// field named, never a broken page at run time. Each content folder's `schema.cjs` exports
// its content type: `{ schema, ...how its files are compiled }` (ContentType below).
const { createHash } = require('node:crypto');
const path = require('node:path');
const matter = require('gray-matter');
const { marked } = require('marked');
const { z } = require('zod');
const { authorHtmlProblems } = require('./author-html.cjs');
const { renderWithHeadings } = require('./markdown-headings.cjs');

/** Where the author reads what a content file's Markdown may hold. */
const AUTHOR_GUIDES = 'docs/content-editing-blog.md, docs/content-editing-red.md';

/**
 * Fails on HTML an author may not write (author-html.cjs), naming each by file and line.
 * `content` is the body as gray-matter gives it: everything after the frontmatter.
 */
const { recordingBeside, recordingDuration } = require('./recording-cues.cjs');

function checkAuthorHtml(source, content, filePath) {
  const bodyStart = source.endsWith(content) ? source.length - content.length : 0;
  const firstLine = 1 + (source.slice(0, bodyStart).match(/\n/g)?.length ?? 0);
  const problems = authorHtmlProblems(content, firstLine);
  if (problems.length === 0) return;
  const lines = problems.map(({ line, problem }) => `  ${filePath}:${line}: ${problem}`);
  throw new Error(
    `HTML an author may not write in ${filePath}:\n${lines.join('\n')}\n(what a content file may hold: ${AUTHOR_GUIDES})`,
  );
}

/**
 * How the files of one content folder are compiled.
 * @typedef {object} ContentType
 * @property {import('zod').ZodType} schema The frontmatter's schema.
 * @property {'html' | 'markdown'} [bodyAs] The body as rendered HTML (default) or as written.
 * @property {'with-document' | 'on-demand'} [bodyLoads] In the document (default), or a
 *   module of its own that the page showing it fetches.
 * @property {(data: any, body: string) => string | undefined} [checkDocument] A rule across
 *   frontmatter and body (e.g. "a published poem has a body"): a message when it is broken.
 * @property {boolean} [headingAnchors] Headings of depth 2 and 3 get an id and a link to
 *   it, and the document lists them as `headings` (markdown-headings.cjs): long texts.
 * @property {(slug: string) => string | undefined} [checkFileName] A rule for the file's
 *   name without `.md` (its `slug`, a post's address): a message when it is broken.
 * @property {(entries: CompiledFile[], context: { folder: string }) => Published} [publish]
 *   For a folder read through a `.md-folder` file (content-collection.cjs): what the build
 *   makes of all its files at once, instead of a module per file (the blog's data files).
 * @property {string[]} [publishInputs] Files and folders `publish` reads besides the
 *   Markdown files (images, its own code): a change to one builds the folder again.
 */

/**
 * @typedef {{ file: string, document: Record<string, unknown> }} CompiledFile
 * @typedef {{ files: { name: string, content: string | Buffer }[],
 *   exports: Record<string, unknown> }} Published The files written into the build (names
 *   relative to its output) and the module's named exports (a few small values: they are code).
 */

/** The content type `schemaPath` exports; throws if it is not one (a bare schema, say). */
function contentTypeAt(schemaPath) {
  const type = require(schemaPath);
  if (typeof type?.schema?.safeParse !== 'function') {
    throw new Error(`${schemaPath} must export a content type: { schema, bodyAs?, bodyLoads? }`);
  }
  return /** @type {ContentType} */ (type);
}

function compileMarkdown(source, filePath, schemaPath) {
  const {
    schema,
    bodyAs = 'html',
    checkDocument,
    checkFileName,
    headingAnchors,
  } = contentTypeAt(schemaPath);
  const slug = path.basename(filePath, path.extname(filePath));
  const nameIssue = checkFileName?.(slug);
  if (nameIssue) {
    throw new Error(`Invalid file name ${filePath}: ${nameIssue}\n(schema: ${schemaPath})`);
  }
  const { data, content } = matter(source);
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(
      `Invalid frontmatter in ${filePath}:\n${z.prettifyError(result.error)}\n(schema: ${schemaPath})`,
    );
  }
  checkAuthorHtml(source, content, filePath);
  const body = content.trim();
  const documentIssue = checkDocument?.(result.data, body);
  if (documentIssue) {
    throw new Error(`Invalid content in ${filePath}: ${documentIssue}\n(schema: ${schemaPath})`);
  }
  const words = body.split(/\s+/).filter(Boolean).length;
  // A recording beside the file (recording-cues.cjs), its cues checked against the lines.
  const recording = recordingBeside(filePath, linesOf(body));
  if (bodyAs === 'markdown')
    return { ...result.data, slug, words, body, ...(recording && { recording }) };
  const heard = recording && { recording };
  if (headingAnchors)
    return { ...result.data, slug, words, ...renderWithHeadings(content), ...heard };
  const html = marked.parse(content, { async: false, gfm: true });
  return { ...result.data, slug, words, html, ...heard };
}

/**
 * The lines of a body as a poem shows them (red-remote/src/archive/poem.tsx): blocks split
 * at blank lines, each block's lines in order, numbered across the whole piece.
 */
function linesOf(body) {
  return body
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .flatMap((block) => block.split('\n'));
}

/** The import query that asks the loader for a content file's body alone. */
const BODY_QUERY = '?body';

/**
 * For a content type with `bodyLoads: 'on-demand'`: the document without its
 * body (`meta`) and the body on its own; otherwise null (the body stays in the document).
 * Pages that list files (the blog's hub and categories, the archive) then carry every file's
 * metadata without any body, and a page fetches the one body it shows.
 */
function splitBody(document, schemaPath) {
  const { bodyAs = 'html', bodyLoads = 'with-document' } = contentTypeAt(schemaPath);
  if (bodyLoads !== 'on-demand') return null;
  const key = bodyAs === 'markdown' ? 'body' : 'html';
  // A recording's cues travel with the body (its chunk): the list carries only its loader.
  const { [key]: body, recording, ...meta } = document;
  return {
    meta: { ...meta, bodyVersion: bodyVersion(body) },
    body,
    recording,
  };
}

/**
 * A short hash of a body as built: a page that holds a body (a prerendered post) tells with
 * it which build it came from, so the app can tell a body from an older release.
 */
function bodyVersion(body) {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 12);
}

/**
 * `document.loadBody(retry)`: one promise per file for the tab, so every render asks for the
 * same one (React's `use` reads it at once once it has settled, the prerender's server
 * rendering included). A failed load stays failed, so that rendering again shows the failure
 * instead of starting another load each time; `loadBody(true)`, called from an event (Try
 * again, a pointer on a link), starts a new load after a failure.
 */
function loadBodySource(loadExpression) {
  return [
    'let loading;',
    'let failed = false;',
    'document.loadBody = (retry = false) => {',
    '  if (retry && failed) {',
    '    loading = undefined;',
    '    failed = false;',
    '  }',
    `  loading ??= ${loadExpression}.catch((error) => {`,
    '    failed = true;',
    '    throw error;',
    '  });',
    '  return loading;',
    '};',
  ].join('\n');
}

/** `const document = <meta>` with its `loadBody()` around `loadExpression` (a promise). */
function documentSource(meta, loadExpression, recordingExpression) {
  const recording = recordingExpression
    ? `\ndocument.loadRecording = () => ${recordingExpression};`
    : '';
  return `const document = ${JSON.stringify(meta)};\n${loadBodySource(loadExpression)}${recording}`;
}

/** A document as a module keeps it whole: without its recording (see toModule). */
function withoutRecording(document) {
  const whole = { ...document };
  delete whole.recording;
  return whole;
}

/** The import query that asks the loader for a recording's cues alone. */
const CUES_QUERY = '?cues';

/**
 * A recording as the page reads it: its type and length, the audio file's address, which
 * `srcExpression(relativeRequest)` writes (the build: an asset URL; Jest: the file's name),
 * and `loadCues()`, `cuesExpression` (a promise): the cues are wanted only by the code that
 * marks the spoken line, fetched after the page, so they are not in the page's own chunks.
 */
function recordingSource(recording, srcExpression, cuesExpression) {
  const { audioFile, type, cues } = recording;
  const duration = recordingDuration(cues);
  return `{ type: ${JSON.stringify(type)}, duration: ${JSON.stringify(duration)}, src: ${srcExpression(`./${path.basename(audioFile)}`)}, loadCues: () => ${cuesExpression} }`;
}

/**
 * The module the build makes of a content file (`query` is the import's, '' or BODY_QUERY).
 * A split document gets `loadBody()`, which imports the same file with BODY_QUERY: its body
 * in a chunk of its own, named after the folder and the file (`posts-origin`).
 */
function toModule(document, filePath, schemaPath, query = '') {
  const split = splitBody(document, schemaPath);
  // A document kept whole carries no recording: its audio is a file only a publish step (the
  // blog's) or a split body (its own chunk) can make an asset of.
  if (!split) return `export default ${JSON.stringify(withoutRecording(document))};\n`;
  const fileName = path.basename(filePath);
  const chunkName = `${path.basename(path.dirname(filePath))}-${path.basename(fileName, '.md')}`;
  if (query === CUES_QUERY)
    return `export default ${JSON.stringify(split.recording?.cues ?? [])};\n`;
  if (query === BODY_QUERY) {
    // The audio file is an asset of the build, fetched only when the reader presses play.
    const cues = `import(/* webpackChunkName: ${JSON.stringify(`${chunkName}-cues`)} */ ${JSON.stringify(`./${fileName}${CUES_QUERY}`)}).then((module) => module.default)`;
    const recording = split.recording
      ? `export const recording = ${recordingSource(split.recording, (request) => `new URL(${JSON.stringify(request)}, import.meta.url).href`, cues)};\n`
      : '';
    return `export default ${JSON.stringify(split.body)};\n${recording}`;
  }
  const request = `./${fileName}${BODY_QUERY}`;
  // A file without a body (an entry not yet written) has nothing to fetch: no chunk for it.
  const load =
    split.body === ''
      ? 'Promise.resolve("")'
      : `import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(request)}).then((module) => module.default)`;
  // The recording comes from the body's own chunk (the same import): no chunk of its own.
  const loadRecording = split.recording
    ? `import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(request)}).then((module) => module.recording)`
    : undefined;
  return `${documentSource(split.meta, load, loadRecording)}\nexport default document;\n`;
}

module.exports = {
  contentTypeAt,
  compileMarkdown,
  splitBody,
  toModule,
  loadBodySource,
  documentSource,
  recordingSource,
  withoutRecording,
  linesOf,
  BODY_QUERY,
  CUES_QUERY,
};
