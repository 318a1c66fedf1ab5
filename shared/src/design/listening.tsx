import type { SitePlayback, SitePlayRequest } from '@site/shared/contract';
import { type RefObject, useEffect, useState } from 'react';
import { followMediaClock } from './media-clock';
import { announceToMediaSession } from './media-session';
import { askShellToPause, askShellToPlay, watchShellPlayback } from './site-play';

/** A recording as its page plays it: what the shell's player is asked for, and its album. */
export interface ListenedPiece extends Omit<SitePlayRequest, 'start'> {
  /** What the lock screen names as the collection: the section's page of such pieces. */
  album: string;
  artist: string;
}

/** Where a page's recording is, whichever element plays it. */
export interface Listening {
  playing: boolean;
  /** The media clock, in seconds. */
  time: number;
  /** Listen or Pause: plays from where it is, or pauses. */
  toggle: () => void;
  /** Plays from `start` seconds (a line's cue). */
  playFrom: (start: number) => void;
}

/** Plays `element` from `start` seconds, or from where it is. */
function playOwn(element: HTMLAudioElement, piece: ListenedPiece, start?: number): void {
  if (start !== undefined) element.currentTime = start;
  const { title, artist, album } = piece;
  announceToMediaSession(element, { title, artist, album });
  void element.play().catch(() => undefined);
}

/**
 * A page's recording, played by the shell's player when the shell has one (decision 029: it
 * plays on across pages and sections), else by the page's own `audio` element (a shell
 * released before the player). A recording already playing in the page's element (started
 * on the browser's control served with the page, before this code came) stays there. The
 * clock and the state follow whichever plays it: the page's element every frame, the shell's
 * player through its `site:playback` events.
 */
export function useListening(
  audio: RefObject<HTMLAudioElement | null>,
  piece: ListenedPiece,
): Listening {
  const [own, setOwn] = useState({ playing: false, time: 0 });
  const [shell, setShell] = useState<SitePlayback | undefined>(undefined);

  useEffect(
    () =>
      watchShellPlayback((playback) => setShell(playback.src === piece.src ? playback : undefined)),
    [piece.src],
  );

  useEffect(() => {
    const element = audio.current;
    if (!element) return undefined;
    return followMediaClock(element, () =>
      setOwn({ playing: !element.paused, time: element.currentTime }),
    );
  }, [audio]);

  /** The page's own element plays this recording (or has it paused part way, with no shell). */
  const ownInUse = () => {
    const element = audio.current;
    return !!element && (!element.paused || (!shell && element.currentTime > 0));
  };

  const play = (start?: number) => {
    const element = audio.current;
    if (element && ownInUse()) return playOwn(element, piece, start);
    const { src, type, title, page } = piece;
    if (askShellToPlay({ src, type, title, page, ...(start !== undefined && { start }) })) return;
    if (element) playOwn(element, piece, start);
  };

  const inShell = !!shell && !own.playing && !ownInUse();
  const playing = inShell ? shell.playing : own.playing;
  return {
    playing,
    time: inShell ? shell.currentTime : own.time,
    toggle: () => {
      if (!playing) return play();
      if (inShell) askShellToPause(piece.src);
      else audio.current?.pause();
    },
    playFrom: (start) => play(start),
  };
}
