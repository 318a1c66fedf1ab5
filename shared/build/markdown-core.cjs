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
  const html = marked.parse(content, { async: false, gfm: true });
  return { ...result.data, slug, body: content.trim(), html };
}

function toModule(document) {
  return `export default ${JSON.stringify(document)};\n`;
}

module.exports = { compileMarkdown, toModule };
