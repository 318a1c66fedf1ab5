import { css } from '@emotion/react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { theme } from '../theme/theme';
import {
  colorAccent,
  colorBackground,
  colorBorder,
  colorOnAccent,
  colorText,
} from '../design/color';

/**
 * primary: the page's one thing to do, filled with the accent; outline: an action drawn with
 * the accent's edge (a like, Retry, a second way in); quiet (the default): every other action.
 */
export type ButtonVariant = 'primary' | 'outline' | 'quiet';

/**
 * regular (the default): 44 px high; large: 48 px, for a page's own actions (the hero's, a
 * like); compact: 44 px with smaller words, for actions inside a card.
 */
export type ButtonSize = 'compact' | 'regular' | 'large';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * The site's one pill, as its `data-look` says (`lookOf`; quiet and regular without one). One
 * block, written small: every page carries it, in the shell's start-up (decision 015). Its
 * colours are the design layer's tone variables (../design/tone.tsx), so a band with a
 * palette of its own (the Red Chapter's) repaints it. Labels at double specificity: a band's
 * `a { color }` must not repaint a link drawn as a button; so put it on the element itself or
 * at the top of its own `css`, not inside a nested selector, where `&&` misses.
 */
export const buttonCss = /*#__PURE__*/ css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(5)};
  border: var(--tone-edge, 1px) solid var(--tone-border, ${colorBorder});
  border-radius: 999px;
  background: var(--tone-veil, color-mix(in srgb, ${colorBackground} 55%, transparent));
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: border-color 0.15s ease-out;
  && {
    color: var(--tone-text, ${colorText});
  }
  &:hover,
  &[data-look~='primary'],
  &[data-look~='outline'] {
    border-color: var(--tone-accent, ${colorAccent});
  }
  &[data-look~='outline'] {
    background: transparent;
  }
  &[data-look~='primary'] {
    background: var(--tone-accent, ${colorAccent});
  }
  &&[data-look~='primary'] {
    color: var(--tone-on-accent, ${colorOnAccent});
  }
  &[data-look~='compact'] {
    font-size: 0.95rem;
  }
  &[data-look~='large'] {
    min-height: 48px;
  }
`;

/** The `data-look` of an element drawn with `buttonCss`. */
export const lookOf = ({ variant = 'quiet', size = 'regular' }: ButtonLook) => `${variant} ${size}`;

/** A button of the site (`type="button"` unless told otherwise). */
export function Button({
  variant,
  size,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonLook) {
  return <button type={type} data-look={lookOf({ variant, size })} css={buttonCss} {...props} />;
}

/** A link inside the site drawn as a button (a way in, Back to Home). */
export function ButtonLink({ variant, size, ...props }: ComponentProps<typeof Link> & ButtonLook) {
  return <Link data-look={lookOf({ variant, size })} css={buttonCss} {...props} />;
}
