import { css, keyframes } from '@emotion/react';
import { theme } from '@site/shared';
import { PausedNote } from '@site/shared/design/paused-note';
import { useLikes } from '@site/shared/likes';
import { useState } from 'react';
import { BLOG_COPY, fillCopy } from '../../content/blog-copy';

const pop = keyframes`
  0% { transform: scale(1); }
  35% { transform: scale(1.35); }
  100% { transform: scale(1); }
`;

const buttonCss = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 48px;
  padding: ${theme.space(2)} ${theme.space(5)};
  border: 1px solid ${theme.color.accent};
  border-radius: 999px;
  background: transparent;
  color: ${theme.color.text};
  font-weight: 600;
  cursor: pointer;
  transition:
    transform 0.15s ease,
    background-color 0.2s ease;
  &:hover {
    background: ${theme.color.surfaceRaised};
  }
  &:active {
    transform: scale(0.96);
  }
  svg {
    width: 22px;
    height: 22px;
    color: ${theme.color.accent};
  }
  &[data-liked='true'] path {
    fill: currentColor;
  }
  &[data-liked='true'] svg[data-burst] {
    animation: ${pop} 0.45s ease-out;
  }
  ${theme.motion.reduce} {
    &:active {
      transform: none;
    }
  }
`;

const countCss = css`
  min-width: 1ch;
  font-variant-numeric: tabular-nums;
  text-align: start;
`;

function likesWord(count: number): string {
  return count === 1 ? BLOG_COPY.like.one : BLOG_COPY.like.many;
}

/**
 * The post's like button (docs/likes.md, "When a like fails"): the live count, one more like
 * per click, as often as the reader likes. The click never waits on the network: the likes client falls back and
 * retries by itself, so reading and clicking are never blocked.
 */
export function LikeButton({ postId }: { postId: string }) {
  const { count, like, status } = useLikes(postId);
  // Bumped on every click so the heart's pop restarts each time.
  const [clicks, setClicks] = useState(0);
  const liked = clicks > 0;

  return (
    <>
      <button
        type="button"
        css={buttonCss}
        data-liked={liked}
        // connecting | live | offline: whether the count is the store's live one (tests wait
        // on it; the count itself already says everything a reader needs).
        data-status={status}
        // Assistive tech hears that the count is still being fetched, without an announcement.
        aria-busy={status === 'connecting'}
        onClick={() => {
          setClicks((value) => value + 1);
          void like();
        }}
      >
        <svg key={clicks} data-burst={liked || undefined} viewBox="0 0 24 24" aria-hidden="true">
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
        <span css={countCss}>{count}</span>
        <span className="visually-hidden"> {likesWord(count)}</span>
      </button>
      <span className="visually-hidden" role="status">
        {liked ? fillCopy(BLOG_COPY.like.thanks, { count, likes: likesWord(count) }) : ''}
      </span>
      <PausedNote part="blog">{BLOG_COPY.like.paused}</PausedNote>
    </>
  );
}
