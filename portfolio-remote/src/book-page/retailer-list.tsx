import { css } from '@emotion/react';
import { theme } from '@site/shared';
import type { RetailerLink } from '../books/book';
import { ExternalLink } from '../ui/external-link';
import { gridListCss } from '../ui/grid-list-styles';

const listCss = css`
  ${gridListCss({ gap: 3, tablet: 2, desktop: 3 })};
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space(3)};
    min-height: 56px;
    height: 100%;
    padding: ${theme.space(3)} ${theme.space(5)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.medium};
    background: ${theme.color.surface};
    color: ${theme.color.text};
    font-weight: 600;
    text-decoration: none;
    transition: border-color 0.15s ease;
  }
  a:hover {
    border-color: ${theme.color.accent};
  }
`;

const arrowCss = css`
  color: ${theme.color.accent};
`;

/** The stores that sell a book; each opens in a new tab. */
export function RetailerList({ retailers }: { retailers: readonly RetailerLink[] }) {
  return (
    <ul css={listCss}>
      {retailers.map((retailer) => (
        <li key={retailer.url}>
          <ExternalLink href={retailer.url}>
            <span>{retailer.name}</span>
            <span css={arrowCss} aria-hidden="true">
              ↗
            </span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
