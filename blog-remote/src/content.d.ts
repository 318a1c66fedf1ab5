// What importing a post gives (shared/build/markdown-core.cjs): the frontmatter validated by
// content/posts/schema.cjs (which adds dateLabel, the day as readers see it), plus slug (the file name), words (the body's word count),
// loadBody (the body rendered as HTML, from a chunk of its own: the schema's `bodyLoads`) and
// bodyVersion (a hash of that body as built).
// `category` repeats CategorySlug (content/categories.ts) because an ambient module cannot
// import a relative file; blog-posts.ts fails to type-check if the two drift apart.
declare module '*.md' {
  import type { PostId } from '@site/shared/likes';

  const post: {
    title: string;
    cardTitle?: string;
    category: 'marginalia' | 'vault' | 'drafts' | 'once-upon-a-word';
    postId: PostId;
    date: string;
    dateLabel: string;
    description: string;
    image?: string;
    imageAlt?: string;
    sample?: boolean;
    slug: string;
    words: number;
    bodyVersion: string;
    loadBody: (retry?: boolean) => Promise<string>;
  };
  export default post;
}
