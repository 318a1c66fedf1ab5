import { lazyNamed } from '@site/shared';
import type { SitePlayerEvents, SitePlayRequest } from '@site/shared/contract';
import { Suspense, useSyncExternalStore } from 'react';

/**
 * The shell's side of the site's player (decision 029), in the layout every page starts
 * with: the listener that takes a section's `site:play` request, the `<audio>` element that
 * plays it, and the slot where the layout draws the player. The element is the shell's,
 * outside React's tree and every section (appended to `<body>`, beside `#root`), so following
 * a link, or a section's release swapping its routes, never stops a recording. It is made and
 * played inside the reader's press (a phone plays sound only from a gesture); the player's
 * controls (site-player.tsx) are a chunk of their own, fetched then. Kept small: every page
 * carries this before idle (docs/performance.md).
 */
interface PlayerState {
  audio: HTMLAudioElement;
  request: SitePlayRequest;
}

const PLAY: keyof SitePlayerEvents = 'site:play';

let state: PlayerState | undefined;
/** The one subscriber: the slot below. */
let changed = () => {};

const playerState = () => state;

function subscribe(listener: () => void) {
  changed = listener;
  return () => (changed = () => {});
}

/** The player is closed (site-player.tsx has stopped the element): the slot draws nothing. */
function forget() {
  state = undefined;
  changed();
}

// From start-up (this module comes with the layout), before any section draws a Listen control.
addEventListener(PLAY, (event) => {
  event.preventDefault();
  const request = (event as CustomEvent<SitePlayRequest>).detail;
  const audio = state?.audio ?? document.body.appendChild(document.createElement('audio'));
  audio.dataset.sitePlayer = '';
  if (audio.getAttribute('src') !== request.src) audio.src = request.src;
  if (request.start !== undefined) audio.currentTime = request.start;
  audio.play().catch(() => {});
  state = { audio, request };
  changed();
});

/** The player's controls: fetched when a reader first presses play, never with a page. */
const SitePlayer = lazyNamed(
  () => import(/* webpackChunkName: "site-player" */ './site-player'),
  'SitePlayer',
);

/** Where the layout draws the site's player: nothing until something plays. */
export function SitePlayerSlot() {
  // No player in a served page: the state is empty wherever this renders first.
  const playing = useSyncExternalStore(subscribe, playerState, playerState);
  if (!playing) return null;
  return (
    <Suspense fallback={null}>
      <SitePlayer audio={playing.audio} request={playing.request} onClose={forget} />
    </Suspense>
  );
}
