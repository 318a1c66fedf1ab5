import { css } from '@emotion/react';
import { siteConfig, theme } from '@site/shared';
import { colorAccent, colorFocus, colorMuted, colorSurfaceRaised } from '@site/shared/design/color';
import { ListenButton, useTakeOverFromServedControl } from '@site/shared/design/listen-button';
import { useListening } from '@site/shared/design/listening';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { listenCopy as copy } from '../../content/listen-copy';
import { redCopy } from '../../content/red-copy';
import { Poem } from './poem';
import { cueStartOf, spokenLineAt } from './spoken-line';

const HINT_ID = 'poem-line-hint';

const listenCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: 0 0 1.5rem;
  audio {
    max-width: 100%;
  }
`;

const hintCss = css`
  flex-basis: 100%;
  margin: 0;
  color: ${colorMuted};
  font-size: 0.9rem;
`;

/** The spoken line's mark: a band beside it and a raised ground, in either scheme. */
const linesCss = css`
  span[data-cue] {
    cursor: pointer;
    border-radius: 4px;
  }
  span[data-cue]:focus-visible {
    outline: 3px solid ${colorFocus};
    outline-offset: 2px;
  }
  span[data-spoken] {
    background: ${colorSurfaceRaised};
    /* Outside the line's box: its first letter sits at its left edge (the hanging indent). */
    box-shadow:
      -0.4em 0 0 ${colorSurfaceRaised},
      -0.65em 0 0 ${colorAccent};
  }
  ${theme.motion.reduce} {
    scroll-behavior: auto;
  }
`;

/** True when `element` is at least partly inside the window: the reader is looking there. */
function onScreen(element: Element | null): boolean {
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A poem with its recording. Served (and without JavaScript) it is the browser's own audio
 * control above the full text; live, a Listen button plays it, the line being spoken is
 * marked as the media clock reaches its cue (no live region: the voice is what the reader
 * hears, not the mark), and a tap or Enter on a line plays from it. Nothing of the recording
 * is fetched before play (preload="none").
 */
export function ListeningPoem({
  stanzas,
  recording,
  title,
  audio,
  firstLine,
  onLive,
}: {
  stanzas: readonly string[];
  recording: Recording;
  title: string;
  /** The page's audio element (recorded-poem.tsx), which this code plays and hides. */
  audio: RefObject<HTMLAudioElement | null>;
  /** A line the reader tapped before this code came: it plays from there. */
  firstLine: number | undefined;
  /** Told once this code has taken the element over (the page then hides its control). */
  onLive: (live: boolean) => void;
}) {
  const poem = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [cues, setCues] = useState<readonly Cue[]>([]);
  const { pathname } = useLocation();
  // Played by the shell's player where the shell has one (it plays on across pages), else by
  // the page's own element; the mark follows whichever clock plays it.
  const listening = useListening(audio, {
    src: new URL(recording.src, window.location.href).href,
    type: recording.type,
    title,
    page: pathname,
    artist: siteConfig.authorName,
    album: redCopy.archive.pageTitle,
  });
  const { playing } = listening;
  // Nothing is marked before the recording has started (a first cue at 0:00 included).
  const spoken = playing || listening.time > 0 ? spokenLineAt(cues, listening.time) : undefined;
  const playFrom = useRef(listening.playFrom);
  useEffect(() => {
    playFrom.current = listening.playFrom;
  });

  // The cues come in a chunk of their own, with this code: until then the poem reads as served.
  useEffect(() => {
    let current = true;
    recording.loadCues().then(
      (loaded) => {
        if (!current) return;
        setCues(loaded);
        // A line chosen before this code came: it plays from there now.
        const start = firstLine === undefined ? undefined : cueStartOf(loaded, firstLine);
        if (start !== undefined) playFrom.current(start);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
    // Only the first arrival plays the line chosen before it (eslint: a prop read once).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recording]);

  // The spoken line stays on screen, unless the reader has scrolled away from it: the view
  // follows only while the line marked before (or, at the start, the Listen button) is in sight.
  const lastMarked = useRef<Element | null>(null);
  useEffect(() => {
    if (spoken === undefined || !poem.current) return;
    const line = poem.current.querySelector(`[data-line="${spoken}"]`);
    const before = lastMarked.current ?? button.current;
    lastMarked.current = line;
    if (line && playing && onScreen(before) && !onScreen(line)) {
      line.scrollIntoView({
        block: 'nearest',
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
    }
  }, [spoken, playing]);

  // The page's own control hides now; if it had the focus, the Listen button takes it.
  useTakeOverFromServedControl(audio, button, onLive);

  const lineProps = (line: number) => {
    const start = cueStartOf(cues, line);
    return {
      'data-line': line,
      ...(spoken === line && { 'data-spoken': '', 'aria-current': true as const }),
      ...(start !== undefined && {
        'data-cue': '',
        tabIndex: 0,
        'aria-describedby': HINT_ID,
        onClick: () => listening.playFrom(start),
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          listening.playFrom(start);
        },
      }),
    };
  };

  return (
    <>
      <div css={listenCss}>
        <ListenButton ref={button} playing={playing} onClick={listening.toggle} copy={copy} />
        <p id={HINT_ID} css={hintCss}>
          {copy.lineHint}
        </p>
      </div>
      <div ref={poem} css={linesCss}>
        <Poem stanzas={stanzas} lineProps={lineProps} />
      </div>
    </>
  );
}
