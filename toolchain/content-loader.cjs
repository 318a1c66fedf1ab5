// The rspack loader for every content file of the site. A `.md` file is one document: its
// frontmatter checked against the content type beside it (`schema.cjs`), its body compiled as
// that type asks (markdown-core.cjs). A `.md-folder` file is every `.md` file beside it
// (content-collection.cjs): a list of their documents, or, for a type with `publish`, the data
// files its publish step writes into the build and the values it exports.
// Folders are context dependencies, so the dev server (and any watch build) compiles the
// module again when a file is added or removed, without a restart.
const { compileMarkdown, toModule } = require('./markdown-core.cjs');
const { AUDIO_TYPES } = require('./recording-cues.cjs');
const { collectionInputs, collectionModule, schemaBeside } = require('./content-collection.cjs');

/** @this {import('@rspack/core').LoaderContext} */
function folderModule() {
  const { folders, files } = collectionInputs(this.resourcePath);
  for (const folder of folders) this.addContextDependency(folder);
  for (const file of files) this.addDependency(file);
  return collectionModule(this.resourcePath, {
    importOf: (request, index) => `import document${index} from ${JSON.stringify(request)};`,
    listOf: (names) => `export default [${names.join(', ')}];\n`,
    exportOf: (name, value) => `export const ${name} = ${JSON.stringify(value)};`,
    emit: (file) => this.emitFile(file.name, file.content),
  });
}

/** @this {import('@rspack/core').LoaderContext} */
module.exports = function contentLoader(source) {
  if (this.resourcePath.endsWith('.md-folder')) return folderModule.call(this);
  const schema = schemaBeside(this.resourcePath);
  this.addDependency(schema);
  // A recording beside the file (recording-cues.cjs): its cues, or its arrival, change the module.
  for (const extension of ['.vtt', ...AUDIO_TYPES.map(([audio]) => audio)]) {
    this.addDependency(this.resourcePath.replace(/\.md$/, extension));
  }
  const document = compileMarkdown(source, this.resourcePath, schema);
  return toModule(document, this.resourcePath, schema, this.resourceQuery);
};
