// rspack loader for `.md-folder` files (markdown-folder.cjs): an ES module importing every
// `.md` file beside it, whose default export is their documents in file-name order.
// The folder is a context dependency, so the dev server (and any watch build) compiles this
// module again when a file is added to or removed from the folder, without a restart; each
// `.md` file stays a module of its own, with its own dependency on its text.
const path = require('node:path');
const { markdownRequestsBeside } = require('./markdown-folder.cjs');

module.exports = function markdownFolderLoader() {
  this.addContextDependency(path.dirname(this.resourcePath));
  const requests = markdownRequestsBeside(this.resourcePath);
  const imports = requests.map(
    (request, index) => `import document${index} from ${JSON.stringify(request)};`,
  );
  const list = requests.map((_request, index) => `document${index}`).join(', ');
  return `${imports.join('\n')}\nexport default [${list}];\n`;
};
