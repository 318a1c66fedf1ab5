import { css } from '@emotion/react';
import type { ReactNode } from 'react';

/**
 * On `<html>`: the parts of the page (their `data-part` names, space-separated) that stay as
 * served because their code could not load. The shell sets it; the notes below and the
 * early-taps script (hosting-policy/inline/early-taps.js) read it.
 */
export const PAUSED_ATTRIBUTE = 'data-paused';

const hiddenCss = css`
  display: none;
`;

/**
 * Words a control of `part` shows only while that part is paused: the served control stays
 * where it is and says why it does nothing ("Likes are paused").
 */
export function PausedNote({ part, children }: { part: string; children: ReactNode }) {
  return (
    <span
      data-paused-note={part}
      css={[
        hiddenCss,
        css`
          html[${PAUSED_ATTRIBUTE}~='${part}'] & {
            display: inline;
          }
        `,
      ]}
    >
      {children}
    </span>
  );
}
