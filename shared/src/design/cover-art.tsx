import { css } from '@emotion/react';
import { SizedImg, theme, type SizedImage } from '@site/shared';
import type { ImgHTMLAttributes } from 'react';

/** CSS px widths; the height follows the cover's 2:3 shape. */
const WIDTHS = { small: 140, medium: 180, large: 240 } as const;

const coverCss = /*#__PURE__*/ css`
  display: block;
  height: auto;
  aspect-ratio: 2 / 3;
  border-radius: ${theme.radius.small};
  box-shadow: 0 14px 30px rgba(0, 0, 0, 0.55);
`;

/**
 * A book's cover, drawn the same wherever the book appears (home, portfolio, book page, the
 * Red Chapter): its 2:3 shape, the small radius, the same shadow; only the width changes.
 */
export function CoverArt({
  image,
  size,
  loading = 'lazy',
}: {
  image: SizedImage;
  size: keyof typeof WIDTHS;
  loading?: ImgHTMLAttributes<HTMLImageElement>['loading'];
}) {
  return (
    <SizedImg
      image={image}
      css={coverCss}
      style={{ width: WIDTHS[size] }}
      loading={loading}
      decoding="async"
    />
  );
}
