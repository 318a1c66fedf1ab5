import type { SitePlayRequest } from '@site/shared/contract';
import { SITE_PLAYER_EVENT } from '@site/shared/design/site-play';

/**
 * The shell's side of the site's player (decision 029), in the shell's entry: the listener
 * that takes a section's `site:play` request and the `<audio>` element that plays it. Both
 * are the shell's, outside React's tree and outside every section (the element is appended
 * to `<body>`, beside `#root`), so following a link, or a section's release swapping its
 * routes, never stops a recording. The element is made and played inside the reader's
 * press (a phone plays sound only from a gesture); the player's controls
 * (site-player.tsx) are a chunk of their own, fetched then.
 */
export interface PlayerState {
  audio: HTMLAudioElement;
  request: SitePlayRequest;
}

let state: PlayerState | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const playerState = (): PlayerState | undefined => state;

export function subscribeToPlayer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function play(request: SitePlayRequest): void {
  let audio = state?.audio;
  if (!audio) {
    audio = document.createElement('audio');
    audio.hidden = true;
    audio.dataset.sitePlayer = '';
    document.body.append(audio);
  }
  if (audio.getAttribute('src') !== request.src) audio.src = request.src;
  if (request.start !== undefined) audio.currentTime = request.start;
  void audio.play().catch(() => undefined);
  state = { audio, request };
  changed();
}

/** The reader closed the player: the recording stops and its file is let go. */
export function closePlayer(): void {
  if (!state) return;
  state.audio.pause();
  state.audio.removeAttribute('src');
  state.audio.load();
  state = undefined;
  changed();
}

/** Takes every `site:play` request from now on (at start-up, before any section draws). */
export function acceptPlayRequests(): void {
  window.addEventListener(SITE_PLAYER_EVENT.play, (event) => {
    event.preventDefault();
    play((event as CustomEvent<SitePlayRequest>).detail);
  });
}
