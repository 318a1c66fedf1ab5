/** The blog's four categories (fixed content; the author edits this file). */
export type CategorySlug = 'marginalia' | 'vault' | 'drafts' | 'once-upon-a-word';

export interface BlogCategory {
  /** The `category` a post names in its frontmatter. */
  slug: CategorySlug;
  title: string;
  description: string;
  /**
   * The picture of a post of this category that has no image of its own (the hub's latest
   * posts, the home page, Read next): the category's name on this gradient. Keep it dark:
   * the name is drawn in light ink on it.
   */
  gradient: string;
  /** Shown instead of the list while the category has no posts. */
  comingSoon?: { title: string; text: string };
}

export const BLOG_CATEGORIES: readonly BlogCategory[] = [
  {
    slug: 'marginalia',
    title: 'Marginalia',
    description:
      'Notes scribbled in the margins of life: essays on the mind, the heart and the mess between.',
    gradient: 'linear-gradient(150deg, #3f2c52 0%, #221830 55%, #120e18 100%)',
  },
  {
    slug: 'vault',
    title: 'The Vault',
    description: 'Letters and thank-yous locked away for years, finally opened.',
    gradient: 'linear-gradient(150deg, #5a3d1c 0%, #2e1f10 55%, #150e08 100%)',
  },
  {
    slug: 'drafts',
    title: 'Drafts in the Drawer',
    description: 'Half-finished things that refuse to stay in the drawer.',
    gradient: 'linear-gradient(150deg, #1f3a4a 0%, #10202a 55%, #080f14 100%)',
    comingSoon: {
      title: 'Coming Soon',
      text: 'The drawer is being emptied onto the desk. New posts arrive in a few days.',
    },
  },
  {
    slug: 'once-upon-a-word',
    title: 'Once Upon a Word',
    description: 'How the words found me, and how I found my way back to them.',
    gradient: 'linear-gradient(150deg, #6b2a3a 0%, #3b1422 55%, #1f0b14 100%)',
  },
];

/**
 * Where a category's list lives: /blog/<slug> (its later pages at /blog/<slug>/page/<n>); a
 * post's page is /blog/<slug>/<post file name>.
 */
export function categoryRoute(category: Pick<BlogCategory, 'slug'>): string {
  return `/blog/${category.slug}`;
}

/** The category a post names (its frontmatter's `category`, checked by the content build). */
export function categoryOf(slug: CategorySlug): BlogCategory {
  const category = BLOG_CATEGORIES.find((candidate) => candidate.slug === slug);
  if (!category) throw new Error(`the blog has no category "${slug}"`);
  return category;
}
