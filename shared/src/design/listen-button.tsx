import { css } from '@emotion/react';
import type { Ref } from 'react';
import { colorAccent, colorAccentStrong, colorFocus, colorOnAccent } from './color';

// The recording's one control on its page: filled while it invites (Listen), an outline while
// the recording plays (Pause), so the two states read apart in either scheme.
const buttonCss = /*#__PURE__*/ css`
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  padding: 0.4rem 1.2rem;
  border-radius: 999px;
  border: 2px solid ${colorAccent};
  background: ${colorAccent};
  color: ${colorOnAccent};
  cursor: pointer;
  &[data-playing] {
    background: transparent;
    color: ${colorAccentStrong};
  }
  &:focus-visible {
    outline: 3px solid ${colorFocus};
    outline-offset: 2px;
  }
`;

/** Its words, from the section's content. */
export interface ListenCopy {
  play: string;
  pause: string;
}

/**
 * Listen / Pause for a page's recording (a poem's, a post's): `playing` from `useListening`
 * (listening.tsx), whichever element plays it.
 */
export function ListenButton({
  playing,
  onClick,
  copy,
  ref,
}: {
  playing: boolean;
  onClick: () => void;
  copy: ListenCopy;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      css={buttonCss}
      data-playing={playing || undefined}
      onClick={onClick}
    >
      {playing ? copy.pause : copy.play}
    </button>
  );
}
