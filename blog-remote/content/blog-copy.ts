/** The blog's own words around the posts (the author edits this file). */
export const BLOG_COPY = {
  hub: {
    documentTitle: 'Blog',
    heading: 'The Blog',
    intro: 'Essays, letters, drafts and origin stories. Pick a drawer and start reading.',
  },
  backToBlog: 'Back to Blog',
  /** The post page's link to its category list; `{category}` is the category's title. */
  backToCategory: 'Back to {category}',
  readPost: 'Read the post',
  minutesToRead: '{minutes} min read',
  likePrompt: 'If these words stayed with you, leave a like.',
  /** While a post's text is on its way (after a link from the blog's lists), and if it fails. */
  body: {
    loading: 'Loading the post…',
    failed: 'The text of this post could not load. Check your connection and try again.',
    retry: 'Try again',
  },
  like: {
    /** Visible on the button, next to the count. */
    label: 'Like',
    /** Completes the button's accessible name: "Like this post, 12 likes". */
    hiddenLabel: ' this post,',
    one: 'like',
    many: 'likes',
    /** Announced to screen readers after the reader's own like. */
    thanks: 'Thank you for the like. {count} {likes}.',
  },
} as const;

/** Fills `{name}` placeholders of a copy string. */
export function fillCopy(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
