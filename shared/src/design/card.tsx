import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { tone } from './tone';

/**
 * A card: one thing among several (a book, a character, a contact, a category), on the
 * surface colour, with the site's large radius. Put it on whatever element the card is (an
 * article, a list item, a link).
 */
export const cardCss = /*#__PURE__*/ css`
  padding: ${theme.space(6)};
  border: 1px solid ${tone.border};
  border-radius: ${theme.radius.large};
  background: ${tone.surface};
  color: ${tone.text};
`;

/** A card that is, or holds, a link or button: it lifts and takes the accent when pointed at. */
export const interactiveCardCss = /*#__PURE__*/ css`
  transition:
    transform 0.2s ease-out,
    border-color 0.2s ease-out;
  &:hover,
  &:focus-within {
    transform: translateY(-3px);
    border-color: ${tone.accent};
  }
  ${theme.motion.reduce} {
    &:hover,
    &:focus-within {
      transform: none;
    }
  }
`;
