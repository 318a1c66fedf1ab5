/** The blog's own words around the posts (the author edits this file). */
export const BLOG_COPY = {
  hub: {
    documentTitle: 'Blog',
    heading: 'The Blog',
    intro: 'Essays, letters, drafts and origin stories. Pick a drawer and start reading.',
    /** Beneath the drawers: the newest posts of every category. */
    latestHeading: 'Latest posts',
    /** Beneath the intro: on a phone the latest posts are a screen down, the poems elsewhere. */
    jumpToLatest: 'The latest posts',
    newestWriting: 'The newest post and poem',
  },
  /** The newest post on the home page, above its title. */
  fromTheBlog: 'From the blog',
  /** The RSS feed: its title in feed readers, and the link to it on the hub. */
  feed: {
    title: 'The Blog (RSS)',
    link: 'Follow the blog by RSS',
  },
  backToBlog: 'Back to Blog',
  /** The post page's link to its category list; `{category}` is the category's title. */
  backToCategory: 'Back to {category}',
  readPost: 'Read the post',
  /** A category's later pages: "Marginalia, page 2", and the links between its pages. */
  categoryPage: '{category}, page {page}',
  pageOf: 'Page {page} of {pages}',
  newerPosts: 'Newer posts',
  olderPosts: 'Older posts',
  /** The end of a post: the post to read next, then its neighbours on the blog and in its category. */
  readNext: 'Read next',
  morePosts: 'More posts',
  newerPost: 'Newer post',
  olderPost: 'Older post',
  newerInCategory: 'Newer in {category}',
  olderInCategory: 'Older in {category}',
  minutesToRead: '{minutes} min read',
  /** A long post's table of contents (posts with four sections or more). */
  contents: 'Contents',
  likePrompt: 'If these words stayed with you, leave a like.',
  /** The share control at the end of a post (the system's share sheet, or the link copied). */
  share: {
    button: 'Share',
    copied: 'Link to the post copied',
    copyFailed: 'The link could not be copied; here it is to copy by hand',
  },
  /** While a page's posts are on their way (after a link), and if they fail to arrive. */
  loading: {
    post: 'Loading the post…',
    list: 'Loading the posts…',
    newest: 'Loading the newest post…',
    /** A list of posts inside a page (the hub's latest, the home page's newest). */
    partFailed: 'These posts could not load. Check your connection and try again.',
    retry: 'Try again',
  },
  like: {
    /** Visible on the button, next to the count. */
    label: 'Like',
    /** Completes the button's accessible name: "Like this post, 12 likes". */
    hiddenLabel: ' this post,',
    one: 'like',
    many: 'likes',
    /** In place of the count until it arrives (never a digit), and its words for screen readers. */
    waiting: '…',
    countLoading: 'count loading',
    /** Rises from the count at each tap. */
    added: '+1',
    /** Announced to screen readers once the count has the reader's like. */
    thanks: 'Thank you for the like. {count} {likes}.',
    /** Beside the button while the blog's code could not load (the page stays as served). */
    paused: 'Likes are paused: this part of the page could not load.',
  },
} as const;

/** Fills `{name}` placeholders of a copy string. */
export function fillCopy(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
