import { createContentClient, type BlogContent } from './content-client';
import { readPageData } from './page-data';
import { CONTENT_VERSION } from './published-content';

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
