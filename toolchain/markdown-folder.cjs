// A content folder as one module. A file named `<anything>.md-folder` stands for every `.md`
// file beside it: it compiles to the array of those files' modules, in file-name order, each
// compiled by the Markdown loader as if it were imported on its own (schema check, body split).
// So adding a content file is the whole edit: no list of imports to keep in step. The rspack
// loader (markdown-folder-loader.cjs) and the Jest transform (markdown-folder-jest-transform.cjs)
// make the same list from the same function, so the build and the tests see the same files.
const { readdirSync } = require('node:fs');
const path = require('node:path');

/**
 * The Markdown files of the folder a `.md-folder` file sits in, sorted by name, as requests
 * from that file (`./001.md`).
 */
function markdownRequestsBeside(folderFile) {
  return readdirSync(path.dirname(folderFile), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => `./${entry.name}`)
    .sort();
}

module.exports = { markdownRequestsBeside };
