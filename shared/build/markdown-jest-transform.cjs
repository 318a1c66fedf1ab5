// Jest transform for content files: the same compile step as the build, so tests read the
// real content. The schema sits beside the content folder as `schema.cjs`.
const path = require('node:path');
const { compileMarkdown } = require('./markdown-core.cjs');

module.exports = {
  process(source, filePath) {
    const schema = path.join(path.dirname(filePath), 'schema.cjs');
    const document = compileMarkdown(source, filePath, schema);
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(document)} };` };
  },
};
