/** The blog's four categories (fixed content; the author edits this file). */
export type CategorySlug = 'marginalia' | 'vault' | 'drafts' | 'once-upon-a-word';

export interface BlogCategory {
  /** The `category` a post names in its frontmatter. */
  slug: CategorySlug;
  title: string;
  description: string;
  /** Shown instead of the list while the category has no posts. */
  comingSoon?: { title: string; text: string };
}

export const BLOG_CATEGORIES: readonly BlogCategory[] = [
  {
    slug: 'marginalia',
    title: 'Marginalia',
    description:
      'Notes scribbled in the margins of life: essays on the mind, the heart and the mess between.',
  },
  {
    slug: 'vault',
    title: 'The Vault',
    description: 'Letters and thank-yous locked away for years, finally opened.',
  },
  {
    slug: 'drafts',
    title: 'Drafts in the Drawer',
    description: 'Half-finished things that refuse to stay in the drawer.',
    comingSoon: {
      title: 'Coming Soon',
      text: 'The drawer is being emptied onto the desk. New posts arrive in a few days.',
    },
  },
  {
    slug: 'once-upon-a-word',
    title: 'Once Upon a Word',
    description: 'How the words found me, and how I found my way back to them.',
  },
];

/**
 * Where a category's list lives: /blog/<slug> (its later pages at /blog/<slug>/page/<n>); a
 * post's page is /blog/<slug>/<post file name>.
 */
export function categoryRoute(category: Pick<BlogCategory, 'slug'>): string {
  return `/blog/${category.slug}`;
}
