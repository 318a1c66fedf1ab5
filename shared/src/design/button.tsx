import { css, type SerializedStyles } from '@emotion/react';
import { theme } from '@site/shared';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { tone } from './tone';

/**
 * primary: the page's one thing to do, filled with the accent; outline: an action drawn with
 * the accent's edge (a like, Retry, a second way in); quiet: every other action.
 */
export type ButtonVariant = 'primary' | 'outline' | 'quiet';

/**
 * regular: 44 px high; large: 48 px, for a page's own actions (the hero's, a like);
 * compact: 44 px with smaller words, for actions inside a card.
 */
export type ButtonSize = 'compact' | 'regular' | 'large';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

// The site's one pill: its shape, touch-target height and edge.
const pillCss = /*#__PURE__*/ css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(5)};
  border: ${tone.edge} solid ${tone.border};
  border-radius: 999px;
  background: transparent;
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    transform 0.15s ease-out,
    border-color 0.15s ease-out;
  &:hover {
    transform: translateY(-1px);
  }
  ${theme.motion.reduce} {
    &:hover {
      transform: none;
    }
  }
`;

// Labels at double specificity: a band's own `a { color }` (the Red Chapter's) must not
// repaint a link drawn as a button.
const variantCss: Record<ButtonVariant, SerializedStyles> = {
  primary: /*#__PURE__*/ css`
    border-color: ${tone.accent};
    background: ${tone.accent};
    && {
      color: ${tone.onAccent};
    }
  `,
  outline: /*#__PURE__*/ css`
    border-color: ${tone.accent};
    && {
      color: ${tone.text};
    }
  `,
  quiet: /*#__PURE__*/ css`
    background: ${tone.veil};
    && {
      color: ${tone.text};
    }
    &:hover {
      border-color: ${tone.accent};
    }
  `,
};

const sizeCss: Record<ButtonSize, SerializedStyles | undefined> = {
  compact: /*#__PURE__*/ css`
    font-size: 0.95rem;
  `,
  regular: undefined,
  large: /*#__PURE__*/ css`
    min-height: 48px;
  `,
};

/**
 * The styles of a button of the site, for an element that is not `Button` or `ButtonLink` (a
 * link to another site). Put them on the element itself or at the top of its own `css`, not
 * inside a nested selector (`a { ... }`), where the labels' doubled specificity misses.
 */
export function buttonCss({ variant = 'quiet', size = 'regular' }: ButtonLook = {}) {
  return css(pillCss, variantCss[variant], sizeCss[size]);
}

/** A button of the site (`type="button"` unless told otherwise). */
export function Button({
  variant,
  size,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonLook) {
  return <button type={type} css={buttonCss({ variant, size })} {...props} />;
}

/** A link inside the site drawn as a button (a way in, Back to Home). */
export function ButtonLink({ variant, size, ...props }: ComponentProps<typeof Link> & ButtonLook) {
  return <Link css={buttonCss({ variant, size })} {...props} />;
}
