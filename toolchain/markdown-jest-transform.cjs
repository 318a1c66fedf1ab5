// Jest transform for content files: the same compile step as the build, so tests read the
// real content. The schema sits beside the content folder as `schema.cjs`.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { compileMarkdown, documentSource, splitBody } = require('./markdown-core.cjs');

const schemaOf = (filePath) => path.join(path.dirname(filePath), 'schema.cjs');

module.exports = {
  process(source, filePath) {
    const document = compileMarkdown(source, filePath, schemaOf(filePath));
    const split = splitBody(document, schemaOf(filePath));
    if (!split) {
      return {
        code: `module.exports = { __esModule: true, default: ${JSON.stringify(document)} };`,
      };
    }
    // The build loads a split body from its own chunk; here it resolves at once, still as a
    // promise, so the components' loading path is the one under test.
    const load = `Promise.resolve(${JSON.stringify(split.body)})`;
    return {
      code: `${documentSource(split.meta, load)}\nmodule.exports = { __esModule: true, default: document };`,
    };
  },
  // Jest caches a transform by the file's own source; the output also depends on the compile
  // step (author-html.cjs included) and the content type's schema, so a change to either must compile the file again.
  getCacheKey(source, filePath) {
    return createHash('sha256')
      .update(source)
      .update(readFileSync(path.join(__dirname, 'markdown-core.cjs')))
      .update(readFileSync(path.join(__dirname, 'author-html.cjs')))
      .update(readFileSync(schemaOf(filePath)))
      .digest('hex');
  },
};
