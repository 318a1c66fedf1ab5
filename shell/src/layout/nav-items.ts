import {
  bookIcon,
  homeIcon,
  mailIcon,
  penIcon,
  roseIcon,
  trophyIcon,
} from '@site/shared/design/icon';

export interface NavItem {
  path: string;
  label: string;
  /** An icon of the site's one set (@site/shared/design/icon). */
  icon: string;
  /** Other path prefixes that belong to this item's section (highlighted with it). */
  alsoMatches?: readonly string[];
}

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/', label: 'Home', icon: homeIcon },
  { path: '/blog', label: 'Blog', icon: penIcon },
  { path: '/portfolio', label: 'Portfolio', icon: bookIcon, alsoMatches: ['/book'] },
  { path: '/red-page', label: 'The Red Chapter', icon: roseIcon, alsoMatches: ['/red-archive'] },
  { path: '/achievements', label: 'Achievements', icon: trophyIcon },
  { path: '/contact', label: 'Contact', icon: mailIcon },
];

function within(pathname: string, prefix: string): boolean {
  return prefix === '/'
    ? pathname === '/'
    : pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The nav item of the section the reader is in, if any. */
export function activeNavItem(pathname: string): NavItem | undefined {
  return NAV_ITEMS.find(
    (item) => within(pathname, item.path) || item.alsoMatches?.some((p) => within(pathname, p)),
  );
}
