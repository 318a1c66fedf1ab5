import { css } from '@emotion/react';
import { theme } from '@site/shared';

function columns(count: number) {
  return css`
    grid-template-columns: repeat(${count}, minmax(0, 1fr));
  `;
}

/**
 * A list laid out as a grid, its bullets and indents reset: one column on phones, `tablet`
 * columns from the tablet breakpoint and, when given, `desktop` columns on wide screens.
 * Columns are `minmax(0, 1fr)`, so a long word cannot widen one column past the others.
 */
export function gridListCss({
  gap,
  tablet,
  desktop,
}: {
  /** theme.space steps */
  gap: number;
  tablet: number;
  desktop?: number;
}) {
  return css`
    display: grid;
    grid-template-columns: 1fr;
    gap: ${theme.space(gap)};
    margin: 0;
    padding: 0;
    list-style: none;
    ${theme.breakpoint.tablet} {
      ${columns(tablet)}
    }
    ${
      desktop === undefined
        ? ''
        : css`
            ${theme.breakpoint.desktop} {
              ${columns(desktop)}
            }
          `
    }
  `;
}
