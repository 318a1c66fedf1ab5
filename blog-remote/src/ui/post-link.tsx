import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CategorySlug } from '../../content/categories';
import { useBlogContent } from '../published/blog-content-context';

/**
 * A link to a post whose page starts loading when the reader points at, focuses or touches
 * it; a load that failed before (offline a moment ago) is tried again.
 */
export function PostLink({
  category,
  slug,
  to,
  children,
}: {
  category: CategorySlug;
  slug: string;
  to: string;
  children: ReactNode;
}) {
  const content = useBlogContent();
  const loadEarly = () => void content.post(category, slug, true).catch(() => undefined);
  return (
    <Link to={to} onPointerEnter={loadEarly} onFocus={loadEarly} onTouchStart={loadEarly}>
      {children}
    </Link>
  );
}
