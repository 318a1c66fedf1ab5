import { css, keyframes } from '@emotion/react';
import { theme } from '../theme/theme';

export interface FloatingEmojiItem {
  emoji: string;
  /**
   * Position inside the positioned parent, as CSS lengths (e.g. '12%', or a calc() with `em`:
   * an item's box is 1.25em square).
   */
  top: string;
  left?: string;
  right?: string;
  /** Seconds; staggers the drift so the items do not move in step. */
  delay: number;
  /** rem; at most `--floating-emoji-max-size` where the page sets it (a narrow margin). */
  size: number;
}

const drift = keyframes`
  from { transform: translate3d(0, 0, 0) rotate(-6deg); }
  to { transform: translate3d(0, -18px, 0) rotate(6deg); }
`;

const layer = css`
  position: absolute;
  inset: 0;
  overflow: hidden;
  pointer-events: none;
`;

// A fixed box around the glyph (emoji fonts draw them at different widths), so where an
// item may sit is known from its font size alone: 1.25em square.
const itemCss = css`
  position: absolute;
  width: 1.25em;
  height: 1.25em;
  line-height: 1.25;
  text-align: center;
  opacity: 0.75;
  will-change: transform;
  animation: ${drift} 4.5s ease-in-out infinite alternate;
  ${theme.motion.reduce} {
    animation: none;
  }
`;

/**
 * Decorative emoji drifting on transform only (no layout, no paint of the page). Hidden
 * from screen readers; under reduced motion they stay where they are. Pages place them in
 * their margins, away from words and cards; a page whose margin narrows with the screen sets
 * `--floating-emoji-max-size` so that the emoji shrink to fit it.
 */
export function FloatingEmoji({ items }: { items: readonly FloatingEmojiItem[] }) {
  return (
    <div css={layer} aria-hidden="true" data-testid="floating-emoji">
      {items.map((item, index) => (
        <span
          key={index}
          css={itemCss}
          style={{
            top: item.top,
            left: item.left,
            right: item.right,
            fontSize: `min(${item.size}rem, var(--floating-emoji-max-size, ${item.size}rem))`,
            animationDelay: `${-item.delay}s`,
          }}
        >
          {item.emoji}
        </span>
      ))}
    </div>
  );
}

/** `count` items at random positions, each emoji drawn from `choices`. */
export function randomFloatingEmoji(
  count: number,
  choices: readonly string[],
  random: () => number = Math.random,
): FloatingEmojiItem[] {
  return Array.from({ length: count }, () => ({
    emoji: choices[Math.floor(random() * choices.length)] ?? choices[0] ?? '',
    top: `${Math.round(5 + random() * 85)}%`,
    left: `${Math.round(3 + random() * 90)}%`,
    delay: Math.round(random() * 40) / 10,
    size: 1.4 + Math.round(random() * 12) / 10,
  }));
}
