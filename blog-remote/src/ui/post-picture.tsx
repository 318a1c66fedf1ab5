import { css } from '@emotion/react';
import { SizedImg, theme } from '@site/shared';
import type { BlogCategory } from '../../content/categories';
import { CATEGORY_GRADIENTS } from '../../content/category-pictures';
import { useBlogContent } from '../published/blog-content-context';
import type { PublishedImage } from '../published/published-types';

// One frame for both kinds of picture: the post's own image, cropped to it, or its category's
// name on the category's gradient.
const frameCss = css`
  position: relative;
  display: block;
  overflow: hidden;
  aspect-ratio: 16 / 9;
  border-radius: ${theme.radius.medium};
  background: #120e14;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

// Light ink on the category's dark gradient, whatever the page's colours: the tile keeps its
// own background in every scheme.
const drawnCss = css`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space(3)};
  color: #f6eee8;
  font-family: ${theme.font.script};
  font-size: 1.6rem;
  line-height: 1.15;
  text-align: center;
  text-shadow: 0 1px 12px rgba(0, 0, 0, 0.6);
`;

/**
 * A post's picture on the lists that span the blog: its own image (lazy, its size reserved),
 * or, for a post without one, its category's name drawn on the category's gradient (a
 * decoration: the card says the category in words).
 */
export function PostPicture({
  image,
  category,
  className,
}: {
  image: PublishedImage | null;
  category: BlogCategory;
  className?: string;
}) {
  const content = useBlogContent();
  if (image) {
    return (
      <span css={frameCss} className={className}>
        <SizedImg image={{ ...image, src: content.assetUrl(image.src) }} loading="lazy" />
      </span>
    );
  }
  return (
    <span
      css={[frameCss, drawnCss]}
      className={className}
      style={{ background: CATEGORY_GRADIENTS[category.slug] }}
      aria-hidden="true"
    >
      {category.title}
    </span>
  );
}
