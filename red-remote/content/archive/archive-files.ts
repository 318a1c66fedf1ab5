// Every Red Archive entry file of this folder (`<nnn>.md`), in file-name order: the build and Jest
// compile `entries.md-folder` to the list of the folder's Markdown files
// (toolchain/content-collection.cjs), so a new entry is one new file and nothing else.
import entries from './entries.md-folder';

export const archiveFiles = entries;
