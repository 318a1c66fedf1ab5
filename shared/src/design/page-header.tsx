import { css } from '@emotion/react';
import { theme } from '@site/shared';
import type { ReactNode } from 'react';
import { capsLabelCss } from './caps-label';
import { tone } from './tone';

const headerCss = /*#__PURE__*/ css`
  max-width: 720px;
  margin-bottom: ${theme.space(10)};
  h1 {
    font-size: clamp(2.1rem, 5.5vw, 3rem);
    margin-bottom: ${theme.space(3)};
    text-shadow: ${tone.headingShadow};
  }
`;

const centredCss = /*#__PURE__*/ css`
  margin-inline: auto;
  text-align: center;
`;

/** Small capitals above a title: the section or the kind of page ('Exclusive Content'). */
const kickerCss = /*#__PURE__*/ css`
  ${capsLabelCss};
  margin: 0 0 ${theme.space(2)};
  color: ${tone.accent};
`;

const leadCss = /*#__PURE__*/ css`
  max-width: 60ch;
  margin-inline: inherit;
  color: ${tone.muted};
  font-size: 1.125rem;
`;

/**
 * The top of a page: its one h1, with an optional line above (kicker) and introduction
 * below (lead). Every section's pages use it, so page titles have one size everywhere.
 */
export function PageHeader({
  title,
  kicker,
  lead,
  align = 'start',
  children,
}: {
  title: string;
  kicker?: string;
  lead?: ReactNode;
  align?: 'start' | 'center';
  /** Anything else that belongs to the header (a back link goes before it, not here). */
  children?: ReactNode;
}) {
  return (
    <header css={[headerCss, align === 'center' && centredCss]}>
      {kicker && <p css={kickerCss}>{kicker}</p>}
      <h1>{title}</h1>
      {lead && <p css={leadCss}>{lead}</p>}
      {children}
    </header>
  );
}
