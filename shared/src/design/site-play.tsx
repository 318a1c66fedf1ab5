import type {
  SitePauseRequest,
  SitePlayback,
  SitePlayerEvents,
  SitePlayRequest,
} from '@site/shared/contract';

/**
 * A section's side of the site's player (decision 029, `@site/shared/contract`'s
 * site-player.ts): the events' names and the few lines that send and read them. Built into
 * each app that plays a recording; the shell's side is shell/src/player/.
 */
export const SITE_PLAYER_EVENT = {
  play: 'site:play',
  pause: 'site:pause',
  playback: 'site:playback',
  ask: 'site:playback-ask',
} as const satisfies Record<string, keyof SitePlayerEvents>;

/**
 * Asks the shell to play `request`. True when a shell took it (cancelled the event); false
 * under a shell without a player: the section then plays the recording itself.
 */
export function askShellToPlay(request: SitePlayRequest): boolean {
  const event = new CustomEvent<SitePlayRequest>(SITE_PLAYER_EVENT.play, {
    detail: request,
    cancelable: true,
  });
  return !window.dispatchEvent(event);
}

/** Asks the shell to pause the recording at `src` (if it is the one it plays). */
export function askShellToPause(src: string): void {
  window.dispatchEvent(
    new CustomEvent<SitePauseRequest>(SITE_PLAYER_EVENT.pause, { detail: { src } }),
  );
}

/**
 * Calls `onPlayback` with every state of the shell's player, the first at once if it has
 * one (the page asks); returns the unsubscribe.
 */
export function watchShellPlayback(onPlayback: (playback: SitePlayback) => void): () => void {
  const listener = (event: Event) => onPlayback((event as CustomEvent<SitePlayback>).detail);
  window.addEventListener(SITE_PLAYER_EVENT.playback, listener);
  window.dispatchEvent(new Event(SITE_PLAYER_EVENT.ask));
  return () => window.removeEventListener(SITE_PLAYER_EVENT.playback, listener);
}
