import type { NavIconName } from './nav-icon';

export interface NavItem {
  path: string;
  label: string;
  icon: NavIconName;
  /** Other path prefixes that belong to this item's section (highlighted with it). */
  alsoMatches?: readonly string[];
}

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/', label: 'Home', icon: 'home' },
  { path: '/blog', label: 'Blog', icon: 'pen' },
  { path: '/portfolio', label: 'Portfolio', icon: 'book', alsoMatches: ['/book'] },
  { path: '/red-page', label: 'The Red Chapter', icon: 'rose', alsoMatches: ['/red-archive'] },
  { path: '/achievements', label: 'Achievements', icon: 'trophy' },
  { path: '/contact', label: 'Contact', icon: 'mail' },
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
