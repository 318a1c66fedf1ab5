import { css } from '@emotion/react';
import { theme } from '@site/shared';

/** Pill-shaped actions (links or buttons), at least 44px tall for touch. */
const pillCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(5)};
  border-radius: 999px;
  font-weight: 600;
  font-size: 0.95rem;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: transform 0.15s ease;
  &:hover {
    transform: translateY(-1px);
  }
  ${theme.motion.reduce} {
    &:hover {
      transform: none;
    }
  }
`;

export const primaryButtonCss = css`
  ${pillCss};
  border: 1px solid ${theme.color.accent};
  background: ${theme.color.accent};
  color: ${theme.color.onAccent};
`;

export const secondaryButtonCss = css`
  ${pillCss};
  border: 1px solid ${theme.color.border};
  background: rgba(18, 14, 20, 0.55);
  color: ${theme.color.text};
  &:hover {
    border-color: ${theme.color.accent};
  }
`;
