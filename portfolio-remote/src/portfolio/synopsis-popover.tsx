import { css } from '@emotion/react';
import { Button, theme } from '@site/shared';
import type { ReactNode } from 'react';
import { colorBorder, colorSurface, colorText } from '@site/shared/design/color';

// Drawn like the Read More dialog (@site/shared/dialog), which it stands in for.
const popoverCss = css`
  width: min(92vw, 640px);
  max-height: 80vh;
  margin: 10vh auto auto;
  padding: ${theme.space(5)} ${theme.space(6)} ${theme.space(6)};
  overflow-y: auto;
  overscroll-behavior: contain;
  border: 1px solid ${colorBorder};
  border-radius: ${theme.radius.large};
  background: ${colorSurface};
  color: ${colorText};
  box-shadow: ${theme.shadow.card};
  /* hidden (for a browser without popovers, and tests' DOMs) until its button opens it. */
  &:popover-open {
    display: block;
  }
  &::backdrop {
    background: rgba(8, 4, 10, 0.75);
  }
`;

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

/**
 * The Read More text without the app: a popover its button opens by itself (the `popover`
 * attribute needs no script), for a reader without JavaScript or while the portfolio's code
 * could not load. With the app the button opens the dialog instead and this stays hidden.
 */
export function SynopsisPopover({
  id,
  title,
  footer,
  children,
}: {
  id: string;
  title: string;
  /** After the text, before Close (the way to buy the book). */
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <div id={id} popover="auto" hidden css={popoverCss} role="dialog" aria-label={title}>
      <h3>{title}</h3>
      {children}
      <div css={actionsCss}>
        {footer}
        <Button size="compact" popoverTarget={id} popoverTargetAction="hide">
          Close
        </Button>
      </div>
    </div>
  );
}
