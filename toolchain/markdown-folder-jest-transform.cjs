// Jest transform for `.md-folder` files (markdown-folder.cjs): the same list of files as the
// build, each required through Jest, so markdown-jest-transform.cjs compiles it as usual.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { markdownRequestsBeside } = require('./markdown-folder.cjs');

module.exports = {
  process(_source, filePath) {
    const requires = markdownRequestsBeside(filePath).map(
      (request) => `require(${JSON.stringify(request)}).default`,
    );
    return { code: `module.exports = { __esModule: true, default: [${requires.join(', ')}] };` };
  },
  // Jest caches a transform by the file's own source, which never changes here: the output
  // depends on which files the folder holds, so a file added or removed compiles it again.
  getCacheKey(source, filePath) {
    return createHash('sha256')
      .update(source)
      .update(readFileSync(path.join(__dirname, 'markdown-folder.cjs')))
      .update(readFileSync(__filename))
      .update(markdownRequestsBeside(filePath).join('\n'))
      .digest('hex');
  },
};
