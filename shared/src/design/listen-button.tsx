import { css } from '@emotion/react';
import { useEffect, type Ref, type RefObject } from 'react';
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

/**
 * The Listen button takes over from the page's served audio control: that control hides now
 * (`onLive(true)`, again on unmount `onLive(false)`), and if it had the focus, the button
 * takes it.
 */
export function useTakeOverFromServedControl(
  audio: RefObject<HTMLAudioElement | null>,
  button: RefObject<HTMLButtonElement | null>,
  onLive: (live: boolean) => void,
): void {
  useEffect(() => {
    const hadFocus = document.activeElement === audio.current;
    onLive(true);
    if (hadFocus) button.current?.focus();
    return () => onLive(false);
  }, [audio, button, onLive]);
}
