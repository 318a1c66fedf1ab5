import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { tone } from './tone';
import { colorFocus } from './color';

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

/**
 * A card whose heading's link covers the whole card (its hit area) while the heading stays the
 * link's only text; its focus ring is drawn around the card. The link's colour is the card's.
 * (`& ` before `:is()`: without it Emotion reads the pseudo-class as the card's own.)
 */
export const linkedCardCss = /*#__PURE__*/ css`
  position: relative;
  & :is(h2, h3) a {
    text-decoration: none;
  }
  & :is(h2, h3) a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  & :is(h2, h3) a:focus-visible {
    outline: none;
  }
  &:has(a:focus-visible) {
    outline: 3px solid ${colorFocus};
    outline-offset: 3px;
  }
`;
