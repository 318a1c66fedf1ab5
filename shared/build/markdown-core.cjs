// Turns a Markdown content file into a JS module: frontmatter checked against the content
// type's schema, body rendered to HTML. A file that breaks its schema fails the build with
// the file and the field named, never a broken page at run time.
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
  const html = marked.parse(content, { async: false, gfm: true });
  return { ...result.data, slug, body, html };
}

function toModule(document) {
  return `export default ${JSON.stringify(document)};\n`;
}

module.exports = { compileMarkdown, toModule };
