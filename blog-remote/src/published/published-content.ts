// The version of the content the build published: the toolchain's content loader compiles
// content/posts/published.md-folder (every post, by the publish step its schema.cjs names:
// build/blog-content.cjs), writes the blog's data files under static/content/<version>/ beside
// its code, and exports the version, so a page finds them with this alone. Jest compiles the
// same folder the same way (toolchain/content-jest-transform.cjs), without writing the files.
import published from '../../content/posts/published.md-folder';

export const CONTENT_VERSION: string = published.version;
