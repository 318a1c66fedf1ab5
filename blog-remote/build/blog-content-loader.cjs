// rspack loader for src/published/published-content.ts: compiles the blog's content
// (blog-content.cjs), adds its data files and images to the build's output, and makes the
// module export the content's version, the one thing the blog's code needs to find them.
// The content folders are dependencies of the module: a new, edited or removed post rebuilds
// it (the dev server picks a new post up without a restart).
const path = require('node:path');
const { compileBlogContent } = require('./blog-content.cjs');

module.exports = function blogContentLoader() {
  const { contentDir } = this.getOptions();
  for (const folder of ['posts', 'images'])
    this.addContextDependency(path.join(contentDir, folder));
  this.addDependency(path.join(contentDir, 'posts', 'schema.cjs'));
  const content = compileBlogContent(contentDir);
  for (const file of content.files) this.emitFile(file.name, file.content);
  return `export const CONTENT_VERSION = ${JSON.stringify(content.version)};\n`;
};
