/** The words of the site's player (shell/src/player/site-player.tsx). */
export const playerCopy = {
  /** The player's landmark. */
  region: 'Player',
  play: 'Play',
  pause: 'Pause',
  /** The slider's name; its value reads "0:12 of 0:55". */
  position: 'Position',
  of: 'of',
  close: 'Close the player',
  /** What the lock screen names as the collection of any recording. */
  album: 'Readings',
};
