import { css } from '@emotion/react';
import { externalIcon, Icon } from '@site/shared/design/icon';
import { interactiveRowCss, listRowCss } from '@site/shared/design/list-row';
import { tone } from '@site/shared/design/tone';
import type { RetailerLink } from '../books/book';
import { ExternalLink } from '../ui/external-link';
import { gridListCss } from '@site/shared/design/grid-list';

const listCss = css`
  ${gridListCss({ gap: 3, tablet: 2, desktop: 3 })};
  a {
    ${listRowCss};
    ${interactiveRowCss};
    justify-content: space-between;
    height: 100%;
    font-weight: 600;
  }
`;

const arrowCss = css`
  flex: none;
  color: ${tone.accent};
`;

/** The stores that sell a book; each opens in a new tab. */
export function RetailerList({ retailers }: { retailers: readonly RetailerLink[] }) {
  return (
    <ul css={listCss}>
      {retailers.map((retailer) => (
        <li key={retailer.url}>
          <ExternalLink href={retailer.url}>
            <span>{retailer.name}</span>
            <Icon path={externalIcon} css={arrowCss} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
