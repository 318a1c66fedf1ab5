/**
 * Follows a media element's clock: `update` runs on every animation frame while it plays, and
 * once on each pause, end and seek (and on each event of `alsoOn`). Returns the function that
 * stops following. The page's own element (listening.tsx) and the shell's player
 * (shell/src/player/site-player.tsx) both draw their position from it.
 */
export function followMediaClock(
  element: HTMLMediaElement,
  update: () => void,
  alsoOn: readonly string[] = [],
): () => void {
  let frame = 0;
  const tick = () => {
    update();
    frame = requestAnimationFrame(tick);
  };
  const onPlay = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(tick);
  };
  const onStop = () => {
    cancelAnimationFrame(frame);
    update();
  };
  const events: [string, () => void][] = [
    ['play', onPlay],
    ['pause', onStop],
    ['ended', onStop],
    ['seeked', update],
    ...alsoOn.map((type): [string, () => void] => [type, update]),
  ];
  for (const [type, listener] of events) element.addEventListener(type, listener);
  if (!element.paused) onPlay();
  return () => {
    cancelAnimationFrame(frame);
    for (const [type, listener] of events) element.removeEventListener(type, listener);
  };
}
