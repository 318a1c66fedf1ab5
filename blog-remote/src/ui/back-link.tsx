import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { Link } from 'react-router-dom';

const backLinkCss = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(5)};
  border: 1px solid ${theme.color.border};
  border-radius: 999px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-weight: 600;
  text-decoration: none;
  transition: border-color 0.2s ease;
  &:hover {
    border-color: ${theme.color.accent};
  }
  span {
    transition: transform 0.2s ease;
  }
  &:hover span {
    transform: translateX(-3px);
  }
`;

/** The pill link back up one level (a post to its list, a list to the blog). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} css={backLinkCss}>
      <span aria-hidden="true">←</span>
      {children}
    </Link>
  );
}
