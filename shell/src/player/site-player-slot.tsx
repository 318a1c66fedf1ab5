import { lazyNamed } from '@site/shared';
import { Suspense, useSyncExternalStore } from 'react';
import { playerState, subscribeToPlayer } from './play-requests';

/** The player's controls: fetched when a reader first presses play, never with a page. */
const SitePlayer = lazyNamed(
  () => import(/* webpackChunkName: "site-player" */ './site-player'),
  'SitePlayer',
);

const noPlayer = () => undefined;

/** Where the layout draws the site's player: nothing until something plays (play-requests.ts). */
export function SitePlayerSlot() {
  const state = useSyncExternalStore(subscribeToPlayer, playerState, noPlayer);
  if (!state) return null;
  return (
    <Suspense fallback={null}>
      <SitePlayer audio={state.audio} request={state.request} />
    </Suspense>
  );
}
