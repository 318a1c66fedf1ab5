import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { tone } from './tone';

/**
 * One row of a list read top to bottom (the archive's entries, a book's stores): full width,
 * at least a touch target high, the site's medium radius.
 */
export const listRowCss = /*#__PURE__*/ css`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  width: 100%;
  min-height: 52px;
  padding: ${theme.space(3)} ${theme.space(5)};
  border: 1px solid ${tone.border};
  border-radius: ${theme.radius.medium};
  background: ${tone.surface};
  color: ${tone.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
`;

/** A row that is a link or a button. */
export const interactiveRowCss = /*#__PURE__*/ css`
  cursor: pointer;
  transition: border-color 0.15s ease-out;
  &:hover {
    border-color: ${tone.accent};
  }
`;

/** A row for something listed but not available (yet): no surface, a dashed edge. */
export const unavailableRowCss = /*#__PURE__*/ css`
  border-style: dashed;
  background: transparent;
  color: ${tone.muted};
`;
