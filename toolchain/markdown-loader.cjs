// rspack loader for content files. Each content folder holds a `schema.cjs` (a zod schema
// of the frontmatter) beside its Markdown files; the Jest transform uses the same rule.
const path = require('node:path');
const { compileMarkdown, toModule } = require('./markdown-core.cjs');

module.exports = function markdownLoader(source) {
  const schema = path.join(path.dirname(this.resourcePath), 'schema.cjs');
  this.addDependency(schema);
  const document = compileMarkdown(source, this.resourcePath, schema);
  return toModule(document, this.resourcePath, schema, this.resourceQuery);
};
