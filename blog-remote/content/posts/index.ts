// Every published post, imported one by one. An explicit list (rather than rspack's
// import.meta.webpackContext) works the same in the build and in Jest, and a post that is
// not listed here is simply not published. See docs/content-editing-blog.md.
import delusionNonchalance from './delusion-nonchalance.md';
import origin from './origin.md';
import theVault from './the-vault.md';

export const POST_FILES = [delusionNonchalance, theVault, origin];
