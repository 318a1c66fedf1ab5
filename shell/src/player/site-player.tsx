import { css, Global } from '@emotion/react';
import { siteConfig, theme } from '@site/shared';
import type { SitePlayback, SitePlayRequest } from '@site/shared/contract';
import {
  colorAccent,
  colorBorder,
  colorFocus,
  colorMuted,
  colorOnAccent,
  colorSurfaceRaised,
  colorText,
} from '@site/shared/design/color';
import { closeIcon, Icon } from '@site/shared/design/icon';
import { followMediaClock } from '@site/shared/design/media-clock';
import { announceToMediaSession } from '@site/shared/design/media-session';
import { SITE_PLAYER_EVENT } from '@site/shared/design/site-play';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { playerCopy as copy } from './player-copy';

const ROOM = '--site-player-room';

// Fixed to the foot of the window, over the page; the page keeps room for it below its last
// control (`ROOM`, the bar's height: the Global styles below), so nothing is ever under it.
const barCss = css`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 40;
  background: ${colorSurfaceRaised};
  color: ${colorText};
  border-top: 1px solid ${colorBorder};
  box-shadow: 0 -6px 20px rgb(0 0 0 / 0.18);
  padding-bottom: env(safe-area-inset-bottom);
  @media (prefers-reduced-motion: no-preference) {
    animation: site-player-in 180ms ease-out;
  }
  @keyframes site-player-in {
    from {
      transform: translateY(100%);
    }
  }
`;

const innerCss = css`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(2)} ${theme.space(4)};
`;

const roundButtonCss = css`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 2px solid ${colorAccent};
  background: transparent;
  color: ${colorText};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${colorFocus};
    outline-offset: 2px;
  }
`;

const playButtonCss = css`
  ${roundButtonCss};
  background: ${colorAccent};
  color: ${colorOnAccent};
`;

const closeButtonCss = css`
  ${roundButtonCss};
  border-color: transparent;
  color: ${colorMuted};
  &:hover {
    color: ${colorText};
  }
`;

const middleCss = css`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const titleCss = css`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${colorText};
  font-weight: 600;
  text-decoration: none;
  border-radius: 4px;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${colorFocus};
    outline-offset: 2px;
  }
`;

const positionCss = css`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  color: ${colorMuted};
  font-size: 0.85rem;
  font-variant-numeric: tabular-nums;
  input {
    flex: 1;
    min-width: 0;
    height: 24px;
    margin: 0;
    accent-color: ${colorAccent};
    cursor: pointer;
  }
  input:focus-visible {
    outline: 3px solid ${colorFocus};
    outline-offset: 2px;
  }
`;

const roomCss = css`
  body {
    padding-bottom: var(${ROOM}, 0px);
  }
  html {
    scroll-padding-bottom: var(${ROOM}, 0px);
  }
`;

// Filled shapes, not the line icons: a play triangle and pause bars read at a glance.
const PLAY_PATH = 'M8 5.5v13l11-6.5z';
const PAUSE_PATH = 'M7 5h4v14H7zM13 5h4v14h-4z';

function Shape({ path }: { path: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/** 75.4 -> "1:15" */
function clock(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function playbackOf(audio: HTMLAudioElement, request: SitePlayRequest): SitePlayback {
  return {
    src: request.src,
    title: request.title,
    page: request.page,
    currentTime: audio.currentTime,
    duration: audio.duration,
    playing: !audio.paused,
  };
}

/** Moves the recording to `seconds` (the slider: the element is the shell's, not a prop's). */
function seek(audio: HTMLAudioElement, seconds: number): void {
  audio.currentTime = seconds;
}

/** How far the slider's arrow keys move the recording, in seconds (a line or two of a poem). */
const KEY_STEP = 5;
const KEY_MOVES: Record<string, (time: number, duration: number) => number> = {
  ArrowRight: (time) => time + KEY_STEP,
  ArrowUp: (time) => time + KEY_STEP,
  ArrowLeft: (time) => time - KEY_STEP,
  ArrowDown: (time) => time - KEY_STEP,
  Home: () => 0,
  End: (_time, duration) => duration,
};

const tell = (playback: SitePlayback) =>
  window.dispatchEvent(new CustomEvent(SITE_PLAYER_EVENT.playback, { detail: playback }));

/**
 * The site's player, in the shell's layout while a recording is the shell's: its title (a
 * link back to its page), play/pause, its position (a slider) and close. It tells the pages
 * where it is (`site:playback`, every frame while it plays), answers a page that asks
 * (`site:playback-ask`), pauses for a page's own Pause (`site:pause`), and gives the lock
 * screen its controls (Media Session).
 */
export function SitePlayer({
  audio,
  request,
  onClose,
}: {
  /** The shell's element (site-player-slot.tsx), which plays whatever page is drawn. */
  audio: HTMLAudioElement;
  request: SitePlayRequest;
  /** Told once the reader has closed the player: the slot draws nothing then. */
  onClose: () => void;
}) {
  const [playback, setPlayback] = useState(() => playbackOf(audio, request));
  const bar = useRef<HTMLElement>(null);

  useEffect(() => {
    const update = () => {
      const now = playbackOf(audio, request);
      setPlayback(now);
      tell(now);
    };
    const onPause = (event: Event) => {
      if ((event as CustomEvent<{ src: string }>).detail?.src === request.src) audio.pause();
    };
    const stopFollowing = followMediaClock(audio, update, ['durationchange']);
    window.addEventListener(SITE_PLAYER_EVENT.pause, onPause);
    window.addEventListener(SITE_PLAYER_EVENT.ask, update);
    announceToMediaSession(audio, {
      title: request.title,
      artist: siteConfig.authorName,
      album: copy.album,
    });
    if (audio.paused) update();
    return () => {
      stopFollowing();
      window.removeEventListener(SITE_PLAYER_EVENT.pause, onPause);
      window.removeEventListener(SITE_PLAYER_EVENT.ask, update);
    };
  }, [audio, request]);

  // The page keeps the bar's height free at its foot (and for what focus scrolls to).
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(ROOM, `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(ROOM);
    };
  }, []);

  const close = () => {
    // The recording stops and its file is let go; the element stays for the next request.
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
    onClose();
    tell({ ...playback, src: '', playing: false });
    // The bar goes with its focused button: the focus goes back to the page.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  const duration = Number.isFinite(playback.duration) ? playback.duration : 0;
  return (
    <section ref={bar} css={barCss} aria-label={copy.region} data-site-player-bar="">
      <Global styles={roomCss} />
      <div css={innerCss}>
        <button
          type="button"
          css={playButtonCss}
          aria-label={`${playback.playing ? copy.pause : copy.play}: ${request.title}`}
          onClick={() => (audio.paused ? void audio.play().catch(() => undefined) : audio.pause())}
        >
          <Shape path={playback.playing ? PAUSE_PATH : PLAY_PATH} />
        </button>
        <div css={middleCss}>
          <Link to={request.page} css={titleCss}>
            {request.title}
          </Link>
          <div css={positionCss}>
            <input
              type="range"
              aria-label={copy.position}
              min={0}
              max={duration}
              step={1}
              value={Math.min(playback.currentTime, duration)}
              aria-valuetext={`${clock(playback.currentTime)} ${copy.of} ${clock(duration)}`}
              onChange={(event) => seek(audio, Number(event.target.value))}
              onKeyDown={(event) => {
                // Whole steps of KEY_STEP from where it is, not the slider's one-second snap.
                const move = KEY_MOVES[event.key];
                if (!move || !duration) return;
                event.preventDefault();
                seek(audio, Math.min(Math.max(move(audio.currentTime, duration), 0), duration));
              }}
            />
            <span aria-hidden="true">
              {clock(playback.currentTime)} / {clock(duration)}
            </span>
          </div>
        </div>
        <button type="button" css={closeButtonCss} aria-label={copy.close} onClick={close}>
          <Icon path={closeIcon} size={20} />
        </button>
      </div>
    </section>
  );
}
