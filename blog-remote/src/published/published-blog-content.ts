import { createContentClient, type BlogContent } from './content-client';
import { readPageData } from './page-data';
// The version of the content the build published: the toolchain's content loader compiles the
// folder's every post and the publish step its schema.cjs names (build/blog-content.cjs) writes
// the blog's data files under static/content/<version>/ beside this code, so a page finds them
// with this alone. Jest compiles the same folder the same way, without writing the files.
import { CONTENT_VERSION } from '../../content/posts/published.md-folder';

/** Where rspack serves this remote's files from (its base URL, wherever it is deployed). */
declare const __webpack_public_path__: string;

// Read as the blog's code is evaluated, before the section hydrates (page-data.tsx).
const pageData = typeof document === 'undefined' ? new Map() : readPageData(document);

let content: BlogContent | null = null;

/** The content this build published, beside its code; made on first use. */
export function publishedBlogContent(): BlogContent {
  content ??= createContentClient({
    assetBase: __webpack_public_path__,
    version: CONTENT_VERSION,
    seed: pageData,
  });
  return content;
}
