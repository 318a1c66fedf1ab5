import { css, keyframes } from '@emotion/react';
import { Button, theme } from '@site/shared';
import { PausedNote } from '@site/shared/design/paused-note';
import { useLikes } from '@site/shared/likes';
import { useState } from 'react';
import { BLOG_COPY, fillCopy } from '../../content/blog-copy';
import { colorAccent, colorAccentStrong, colorMuted } from '@site/shared/design/color';

const pop = keyframes`
  0% { transform: scale(1); }
  35% { transform: scale(1.35); }
  100% { transform: scale(1); }
`;

const rise = keyframes`
  0% { opacity: 0; transform: translate(-50%, 0.4em); }
  20% { opacity: 1; }
  100% { opacity: 0; transform: translate(-50%, -0.9em); }
`;

// Shown for as long as the rise lasts, without moving.
const hold = keyframes`
  0% { opacity: 1; }
  100% { opacity: 0; }
`;

const clapCss = css`
  &:active {
    transform: scale(0.96);
  }
  svg {
    width: 22px;
    height: 22px;
    color: ${colorAccent};
  }
  svg[data-burst] {
    animation: ${pop} 0.45s ease-out;
  }
  ${theme.motion.reduce} {
    &:active {
      transform: none;
    }
  }
`;

const countCss = css`
  position: relative;
  min-width: 1ch;
  font-variant-numeric: tabular-nums;
  text-align: start;
`;

const waitingCss = css`
  color: ${colorMuted};
  font-weight: 400;
`;

// Over the count, rising from it; the reduced-motion rule beats the site's global one (which
// would end any animation at once, and the +1 with it).
const addedCss = css`
  position: absolute;
  bottom: 100%;
  left: 50%;
  transform: translateX(-50%);
  color: ${colorAccentStrong};
  font-size: 0.85rem;
  pointer-events: none;
  animation: ${rise} 0.9s ease-out forwards;
  ${theme.motion.reduce} {
    animation: ${hold} 0.9s steps(1, end) forwards !important;
  }
`;

function likesWord(count: number): string {
  return count === 1 ? BLOG_COPY.like.one : BLOG_COPY.like.many;
}

/**
 * The post's like button (docs/likes.md, "What the button shows"): a clap, not a toggle. Each
 * tap adds one like, shows "+1" and, once the count has it, says the new count politely. No
 * count is shown until one is known (never a 0 that is only "not yet"); the click never waits
 * on the network: the likes client falls back and retries by itself.
 */
export function LikeButton({ postId }: { postId: string }) {
  const { count, like, status } = useLikes(postId);
  // The post whose live count has arrived: after that a dropped stream keeps the last count.
  const [liveFor, setLiveFor] = useState<string | null>(null);
  if (status === 'live' && liveFor !== postId) setLiveFor(postId);
  // Offline from the start, this browser's own likes (the fallback counter) are what shows.
  const known = status === 'live' || liveFor === postId || (status === 'offline' && count > 0);
  // Each tap, and the count shown when it was made: it is thanked once the count is past it,
  // with that count (later likes of other readers are not announced).
  const [tap, setTap] = useState<{ n: number; from: number | null; adding: boolean }>({
    n: 0,
    from: null,
    adding: false,
  });
  const [said, setSaid] = useState({ n: 0, text: '' });
  if (tap.n > said.n && known && (tap.from === null || count > tap.from)) {
    setSaid({
      n: tap.n,
      text: fillCopy(BLOG_COPY.like.thanks, { count, likes: likesWord(count) }),
    });
  }

  return (
    <>
      <Button
        variant="outline"
        size="large"
        css={clapCss}
        // connecting | live | offline: whether the count is the store's live one (tests wait on it).
        data-status={status}
        onClick={() => {
          setTap((last) => ({ n: last.n + 1, from: known ? count : null, adding: true }));
          void like();
        }}
      >
        <svg key={tap.n} data-burst={tap.n > 0 || undefined} viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M12 20.5s-7.5-4.6-9.4-9.1C1.3 8.2 3.3 4.5 6.9 4.5c2 0 3.5 1.1 5.1 3 1.6-1.9 3.1-3 5.1-3 3.6 0 5.6 3.7 4.3 6.9-1.9 4.5-9.4 9.1-9.4 9.1z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span>{BLOG_COPY.like.label}</span>
        <span className="visually-hidden">{BLOG_COPY.like.hiddenLabel}</span>{' '}
        <span css={countCss}>
          {known ? (
            <>
              {count}
              <span className="visually-hidden"> {likesWord(count)}</span>
            </>
          ) : (
            <>
              <span css={waitingCss} aria-hidden="true">
                {BLOG_COPY.like.waiting}
              </span>
              <span className="visually-hidden">{BLOG_COPY.like.countLoading}</span>
            </>
          )}
          {tap.adding && (
            <span
              key={tap.n}
              css={addedCss}
              aria-hidden="true"
              onAnimationEnd={() => setTap((last) => ({ ...last, adding: false }))}
            >
              {BLOG_COPY.like.added}
            </span>
          )}
        </span>
      </Button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {said.n === tap.n ? said.text : ''}
      </span>
      <PausedNote part="blog">{BLOG_COPY.like.paused}</PausedNote>
    </>
  );
}
