/**
 * The top of a new page, or its #fragment's element when it has one (e.g. a link to
 * /red-archive#entry-007), as the browser does for a page it loads itself.
 */
export function scrollToTopOrFragment(hash: string): void {
  const id = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : '';
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}
