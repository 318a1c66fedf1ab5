// Turns a Markdown content file into a JS module: frontmatter checked against the content
// type's schema, the body's word count, and the body itself in the one form the content type
// uses (rendered HTML by default; raw Markdown when its schema says `bodyAs = 'markdown'`):
// every byte of it ships in the app's JavaScript. A file that breaks its schema fails the
// build with the file and the field named, never a broken page at run time.
const path = require('node:path');
const matter = require('gray-matter');
const { marked } = require('marked');
const { z } = require('zod');

function compileMarkdown(source, filePath, schemaPath) {
  const schema = require(schemaPath);
  const { data, content } = matter(source);
  const slug = path.basename(filePath, path.extname(filePath));
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(
      `Invalid frontmatter in ${filePath}:\n${z.prettifyError(result.error)}\n(schema: ${schemaPath})`,
    );
  }
  const body = content.trim();
  // Optional rule across frontmatter and body (e.g. "a published poem has a body"): a schema
  // may carry `checkDocument(data, body)` returning a message when the file is invalid.
  const documentIssue =
    typeof schema.checkDocument === 'function'
      ? schema.checkDocument(result.data, body)
      : undefined;
  if (documentIssue) {
    throw new Error(`Invalid content in ${filePath}: ${documentIssue}\n(schema: ${schemaPath})`);
  }
  const words = body.split(/\s+/).filter(Boolean).length;
  if (schema.bodyAs === 'markdown') return { ...result.data, slug, words, body };
  const html = marked.parse(content, { async: false, gfm: true });
  return { ...result.data, slug, words, html };
}

function toModule(document) {
  return `export default ${JSON.stringify(document)};\n`;
}

module.exports = { compileMarkdown, toModule };
