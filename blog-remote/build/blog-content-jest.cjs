// Jest transform for src/published/published-content.ts: the same content build as the
// rspack loader (blog-content-loader.cjs), without writing files, so a test run compiles the
// author's posts and fails on a broken one as the build does.
const { createHash } = require('node:crypto');
const { readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');
const { compileBlogContent } = require('./blog-content.cjs');

const contentDirOf = (filePath) => path.resolve(path.dirname(filePath), '../../content');

module.exports = {
  process(_source, filePath) {
    const { version } = compileBlogContent(contentDirOf(filePath));
    return { code: `exports.CONTENT_VERSION = ${JSON.stringify(version)};` };
  },
  // The output depends on every content file and on the build itself, not on the module's
  // own source: any of them changing compiles it again.
  getCacheKey(source, filePath) {
    const digest = createHash('sha256').update(source);
    const contentDir = contentDirOf(filePath);
    const files = [
      path.join(__dirname, 'blog-content.cjs'),
      ...['posts', 'images'].flatMap((folder) =>
        readdirSync(path.join(contentDir, folder))
          .sort()
          .map((name) => path.join(contentDir, folder, name)),
      ),
    ];
    for (const file of files) digest.update(file).update(readFileSync(file));
    return digest.digest('hex');
  },
};
